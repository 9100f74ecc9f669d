import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { markTopTen } from '../../domain/filters';
import type { RankedFilter } from '../../state/search/searchStore';
import { makeFilter } from '../../state/search/testing';
import { renderWithEnv } from '../../testing';
import { FilterGroup } from './FilterGroup';

function ranked(overrides: Parameters<typeof makeFilter>[0] = {}, count = 3): RankedFilter {
  const filter = makeFilter(overrides, count);
  return { ...filter, filterOptions: markTopTen(filter.filterOptions) };
}

describe('FilterGroup', () => {
  it('shows a checkbox per option, named by its text, inside a group named by the filter', () => {
    renderWithEnv(<FilterGroup filter={ranked()} selectedValues={[]} onToggle={() => {}} />);
    const group = screen.getByRole('group', { name: 'Color' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    const first = screen.getByRole('checkbox', { name: 'Color 1' });
    // The count is the checkbox's description, not part of its name.
    expect(document.getElementById(first.getAttribute('aria-describedby')!)!.textContent).toBe('100');
  });

  it('toggles the option text in the filter', async () => {
    const onToggle = vi.fn();
    renderWithEnv(<FilterGroup filter={ranked()} selectedValues={[]} onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Color 2' }));
    expect(onToggle).toHaveBeenCalledWith({ filterId: 5, filterName: 'Color' }, 'Color 2');
  });

  it('checks selected options and unchecks with the value as it was selected', async () => {
    const onToggle = vi.fn();
    renderWithEnv(<FilterGroup filter={ranked()} selectedValues={['color 2', '502']} onToggle={onToggle} />);
    expect(screen.getByRole('checkbox', { name: 'Color 1' })).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: 'Color 2' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Color 3' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Color 3' }));
    expect(onToggle).toHaveBeenCalledWith({ filterId: 5, filterName: 'Color' }, '502');
  });

  it("shows the top 9 options until 'View All Options', which shows them all", async () => {
    renderWithEnv(<FilterGroup filter={ranked({}, 12)} selectedValues={[]} onToggle={() => {}} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(9);
    const toggle = screen.getByRole('button', { name: 'View All Options' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(screen.getAllByRole('checkbox')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'View Fewer Options' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('offers View All Options only above 9 options', () => {
    renderWithEnv(<FilterGroup filter={ranked({}, 9)} selectedValues={[]} onToggle={() => {}} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(9);
    expect(screen.queryByRole('button', { name: 'View All Options' })).toBeNull();
  });

  it('keeps a selected option visible when it is not among the top 9', () => {
    renderWithEnv(<FilterGroup filter={ranked({}, 12)} selectedValues={['Color 12']} onToggle={() => {}} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(10);
    expect(screen.getByRole('checkbox', { name: 'Color 12' })).toHaveProperty('checked', true);
  });

  it('cuts option texts above 19 characters, keeps the whole text as a tooltip and names the checkbox by it', () => {
    const filter = ranked({
      filterOptions: [{ filterOptionId: 1, filterOptionText: 'Forest Green Matte Finish', filterOptionCount: 3 }],
    });
    renderWithEnv(<FilterGroup filter={filter} selectedValues={[]} onToggle={() => {}} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Forest Green Matte Finish' });
    expect(checkbox.closest('label')!.textContent).toContain('Forest Green Matte…');
    expect(checkbox.closest('label')!.getAttribute('title')).toBe('Forest Green Matte Finish');
  });

  it('splits category texts on " - " into levels, cuts names at 24, names each checkbox by the whole text and links third-level categories', () => {
    const filter = ranked({
      filterId: 1,
      filterName: 'Category',
      filterOptions: [
        { filterOptionId: 31, filterOptionText: 'Containers - Pots - Round Azalea Pots Terra Cotta', filterOptionCount: 9 },
        { filterOptionId: 32, filterOptionText: 'Containers - Pots - Square', filterOptionCount: 4 },
        { filterOptionId: 40, filterOptionText: 'Trays', filterOptionCount: 2 },
      ],
    });
    renderWithEnv(<FilterGroup filter={filter} selectedValues={[]} onToggle={() => {}} />);
    expect(screen.getByText('Containers › Pots')).toBeTruthy();
    expect(screen.getByText('Round Azalea Pots Terra…')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Containers - Pots - Round Azalea Pots Terra Cotta' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Containers - Pots - Square' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Trays' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Square' }).getAttribute('href')).toBe('/order-now/32/square');
    expect(screen.queryByRole('link', { name: 'Go to Trays' })).toBeNull();
  });
});
