import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { markTopTen } from '../../domain/filters';
import type { RankedFilter } from '../../state/search/searchStore';
import { makeFilter } from '../../state/search/testing';
import { renderWithEnv } from '../../testing';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';
import { RangeFilter } from './RangeFilter';
import { SelectedFilters } from './SelectedFilters';

function ranged(overrides: Parameters<typeof makeFilter>[0] = {}): RankedFilter {
  const filter = makeFilter({ filterId: 80, filterName: 'Pot diameter', minValue: 2.5, maxValue: 24, ...overrides }, 4);
  return { ...filter, filterOptions: markTopTen(filter.filterOptions) };
}
const pot = { filterId: 80, filterName: 'Pot diameter' };

describe('RangeFilter', () => {
  it('offers two labelled boxes in a group named by the filter, with the bounds as their hint', () => {
    renderWithEnv(<RangeFilter filter={ranged()} selected={null} onRangeChange={vi.fn()} />);
    const min = screen.getByRole('textbox', { name: 'Minimum pot diameter' });
    expect(screen.getByRole('group', { name: 'Pot diameter' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Maximum pot diameter' })).toBeTruthy();
    expect(document.getElementById(min.getAttribute('aria-describedby')!)!.textContent).toContain('From 2.5 to 24');
  });

  it('applies on Enter and on leaving a box, an empty box an open end', async () => {
    const onRangeChange = vi.fn();
    renderWithEnv(<RangeFilter filter={ranged()} selected={null} onRangeChange={onRangeChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Minimum pot diameter' }), '4{Enter}');
    expect(onRangeChange).toHaveBeenLastCalledWith(pot, { min: 4, max: null });
    await userEvent.type(screen.getByRole('textbox', { name: 'Maximum pot diameter' }), '8.5');
    await userEvent.tab();
    expect(onRangeChange).toHaveBeenLastCalledWith(pot, { min: 4, max: 8.5 });
  });

  it('keeps what cannot be applied in its box, marks it and says what to type; nothing is sent', async () => {
    const onRangeChange = vi.fn();
    renderWithEnv(<RangeFilter filter={ranged()} selected={null} onRangeChange={onRangeChange} />);
    const max = screen.getByRole('textbox', { name: 'Maximum pot diameter' });
    await userEvent.type(max, 'abc{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Enter a number from 2.5 to 24.');
    expect(max).toHaveProperty('value', 'abc');
    expect(max.getAttribute('aria-invalid')).toBe('true');
    expect(max.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(onRangeChange).not.toHaveBeenCalled();
    await userEvent.clear(max);
    await userEvent.type(max, '6');
    // Leaving the box applies what it holds now.
    await userEvent.type(screen.getByRole('textbox', { name: 'Minimum pot diameter' }), '10{Enter}');
    expect(onRangeChange.mock.calls).toEqual([[pot, { min: null, max: 6 }]]);
    expect(screen.getByRole('alert').textContent).toBe('The minimum pot diameter is more than the maximum.');
  });

  it('shows the chosen range, and follows it when it is removed elsewhere', () => {
    const view = renderWithEnv(<RangeFilter filter={ranged()} selected={{ min: 4, max: 12 }} onRangeChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Minimum pot diameter' })).toHaveProperty('value', '4');
    view.rerender(<RangeFilter filter={ranged()} selected={null} onRangeChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Minimum pot diameter' })).toHaveProperty('value', '');
  });
});

describe('the filter panel and chips with a range filter', () => {
  const panel = (overrides: Partial<FilterPanelProps>): FilterPanelProps => ({
    filters: [ranged()], status: 'success', error: null, onRetry: vi.fn(), selected: [], onToggle: vi.fn(),
    onClearAll: vi.fn(), isMobile: false, open: false, onClose: vi.fn(), ...overrides,
  });

  it('draws a filter with both bounds as a range, and one without as its checkboxes', () => {
    renderWithEnv(<FilterPanel {...panel({ onRangeChange: vi.fn(), filters: [ranged(), ranged({ filterId: 81, filterName: 'Size', minValue: null, maxValue: null })] })} />);
    expect(screen.getByRole('textbox', { name: 'Minimum pot diameter' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
  });

  it('names a chosen range in a chip that removes it', async () => {
    const onRemoveRange = vi.fn();
    renderWithEnv(
      <SelectedFilters selected={[{ ...pot, filterValues: [], minValue: 4, maxValue: null }]} filters={null} onRemove={vi.fn()} onRemoveRange={onRemoveRange} onClearAll={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Pot diameter: at least 4' }));
    expect(onRemoveRange).toHaveBeenCalledWith(pot);
  });
});
