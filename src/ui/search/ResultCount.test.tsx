import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithEnv } from '../../testing';
import { NO_CATEGORY_RESULTS, ResultCount } from './ResultCount';
import type { ResultCountProps } from './ResultCount';

const props = (overrides: Partial<ResultCountProps> = {}): ResultCountProps => ({
  resultCount: 243,
  skip: 18,
  shown: 18,
  searchTerm: '',
  isCategory: true,
  hasFilters: false,
  suggestions: [],
  ...overrides,
});

describe('ResultCount', () => {
  it('announces the count in a polite live region', () => {
    renderWithEnv(<ResultCount {...props()} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('19–36 of 243 products');
  });

  it('names the term of a search', () => {
    renderWithEnv(<ResultCount {...props({ isCategory: false, searchTerm: 'saucer', resultCount: 12, skip: 0, shown: 12 })} />);
    expect(screen.getByRole('status').textContent).toBe('12 results for “saucer”');
  });

  it('links similar searches to /search-results?term=…', () => {
    renderWithEnv(<ResultCount {...props({ suggestions: ['clay pot', 'saucers'] })} />);
    expect(screen.getByRole('link', { name: 'clay pot' }).getAttribute('href')).toBe('/search-results?term=clay%20pot');
    expect(screen.getByRole('link', { name: 'saucers' }).getAttribute('href')).toBe('/search-results?term=saucers');
  });

  it("says 'Sorry, no results are available at this time.' for a category with no items", () => {
    renderWithEnv(<ResultCount {...props({ resultCount: 0, shown: 0, skip: 0 })} />);
    expect(screen.getByRole('status').textContent).toBe(NO_CATEGORY_RESULTS);
    expect(NO_CATEGORY_RESULTS).toBe('Sorry, no results are available at this time.');
  });

  it('helps a search with no results: what to try and the suggestions', () => {
    renderWithEnv(
      <ResultCount {...props({ isCategory: false, searchTerm: 'potz', resultCount: 0, shown: 0, skip: 0, suggestions: ['pots'] })} />,
    );
    expect(screen.getByRole('status').textContent).toBe('No results for “potz”.');
    expect(screen.getByText('Check the spelling, or try a shorter or more general word.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'pots' })).toBeTruthy();
  });

  it('suggests removing a filter when filters leave no results', () => {
    renderWithEnv(<ResultCount {...props({ resultCount: 0, shown: 0, skip: 0, hasFilters: true })} />);
    expect(screen.getByText('Try removing a filter to see more products.')).toBeTruthy();
  });

  it('says it is loading before the first results', () => {
    renderWithEnv(<ResultCount {...props({ resultCount: null })} />);
    expect(screen.getByRole('status').textContent).toBe('Loading products…');
  });
});
