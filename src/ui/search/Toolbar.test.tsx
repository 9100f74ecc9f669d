import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithEnv } from '../../testing';
import { PageSizeSelect } from './PageSizeSelect';
import { DIM_DELAY_MS, ResultsGrid } from './ResultsGrid';
import { SortSelect } from './SortSelect';

describe('SortSelect', () => {
  it("offers SPEC's six sorts under 'Sort by'", async () => {
    const onChange = vi.fn();
    renderWithEnv(<SortSelect value="sortOrder" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Relevance',
      'Popularity',
      'Manufacturer',
      'Item Number',
      'Price (lowest first)',
      'Price (highest first)',
    ]);
    await userEvent.selectOptions(select, 'Manufacturer');
    expect(onChange).toHaveBeenCalledWith('manufacturerNameSort');
  });
});

describe('PageSizeSelect', () => {
  it("offers 18, 50, 100 and 1000 under 'Items per page'", async () => {
    const onChange = vi.fn();
    renderWithEnv(<PageSizeSelect value={18} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Items per page' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['18', '50', '100', '1000']);
    await userEvent.selectOptions(select, '100');
    expect(onChange).toHaveBeenCalledWith(100);
  });
});

describe('ResultsGrid', () => {
  it('shows skeleton cards, hidden from assistive technology, before the first results', () => {
    const { container } = renderWithEnv(<ResultsGrid loading>{null}</ResultsGrid>);
    expect(container.querySelectorAll('.sf-skeleton')).toHaveLength(18);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('keeps the previous cards busy while the next ones load, and inert once the answer takes longer than DIM_DELAY_MS', () => {
    vi.useFakeTimers();
    try {
      const { container, rerender } = renderWithEnv(
        <ResultsGrid loading>
          <article aria-label="Pot">Pot</article>
        </ResultsGrid>,
      );
      const grid = container.querySelector('.sf-results')!;
      const cards = container.querySelector('.sf-results__grid')!;
      expect(cards.getAttribute('aria-busy')).toBe('true');
      expect(grid.hasAttribute('inert')).toBe(false);
      act(() => vi.advanceTimersByTime(DIM_DELAY_MS - 1));
      expect(grid.hasAttribute('inert')).toBe(false);
      act(() => vi.advanceTimersByTime(1));
      expect(grid.hasAttribute('inert')).toBe(true);
      expect(grid.textContent).toBe('Pot');
      expect(grid.matches('fieldset:disabled')).toBe(true);
      rerender(
        <ResultsGrid loading={false}>
          <article aria-label="Pot">Pot</article>
        </ResultsGrid>,
      );
      expect(cards.hasAttribute('aria-busy')).toBe(false);
      expect(grid.hasAttribute('inert')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('puts no unnamed group around the cards: the fieldset that disables them is presentational', () => {
    renderWithEnv(
      <ResultsGrid loading={false}>
        <article aria-label="Pot">Pot</article>
      </ResultsGrid>,
    );
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('article', { name: 'Pot' })).toBeTruthy();
  });

  it('never makes the grid inert when the answer comes within DIM_DELAY_MS', () => {
    vi.useFakeTimers();
    try {
      const { container, rerender } = renderWithEnv(<ResultsGrid loading><article aria-label="Pot">Pot</article></ResultsGrid>);
      act(() => vi.advanceTimersByTime(DIM_DELAY_MS / 2));
      rerender(<ResultsGrid loading={false}><article aria-label="Tray">Tray</article></ResultsGrid>);
      act(() => vi.advanceTimersByTime(DIM_DELAY_MS * 2));
      expect(container.querySelector('.sf-results')!.hasAttribute('inert')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
