import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithEnv } from '../../testing';
import { SearchPage, SKIP_TO_RESULTS_TEXT, type SearchPageProps } from './SearchPage';

function props(overrides: Partial<SearchPageProps> = {}): SearchPageProps {
  return {
    resultCount: <p>12 results</p>,
    toolbar: <button type="button">Sort</button>,
    filters: <section aria-label="Filters"><input type="checkbox" aria-label="Red" /></section>,
    resultsHeading: <h2 tabIndex={-1}>Products</h2>,
    grid: <a href="/p/1">First product</a>,
    isMobile: false,
    onSkipToResults: vi.fn(),
    ...overrides,
  };
}

describe('SearchPage skip links', () => {
  it("offers 'Skip to results' first, before the filters, and again after them", async () => {
    const p = props();
    renderWithEnv(<SearchPage {...p} />);
    const links = screen.getAllByRole('link', { name: SKIP_TO_RESULTS_TEXT });
    expect(links).toHaveLength(2);
    await userEvent.tab();
    expect(document.activeElement).toBe(links[0]);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Red' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(links[1]);
    await userEvent.keyboard('{Enter}');
    expect(p.onSkipToResults).toHaveBeenCalledTimes(1);
  });

  it('has one skip link on a phone (the filters are a closed panel there)', () => {
    renderWithEnv(<SearchPage {...props({ isMobile: true })} />);
    expect(screen.getAllByRole('link', { name: SKIP_TO_RESULTS_TEXT })).toHaveLength(1);
  });
});

describe('SearchPage pagination row', () => {
  it('holds the row while the page buttons are not drawn yet (null), and has none for a single page (undefined)', () => {
    const { rerender } = renderWithEnv(<SearchPage {...props({ pagination: null })} />);
    const row = document.querySelector('.sf-search__pagination');
    expect(row).not.toBeNull();
    expect(row?.childElementCount).toBe(0);
    rerender(<SearchPage {...props({ pagination: <nav aria-label="Pagination" /> })} />);
    expect(document.querySelector('.sf-search__pagination')).toBe(row);
    expect(screen.getByRole('navigation', { name: 'Pagination' }).parentElement).toBe(row);
    rerender(<SearchPage {...props({ pagination: undefined })} />);
    expect(document.querySelector('.sf-search__pagination')).toBeNull();
  });
});
