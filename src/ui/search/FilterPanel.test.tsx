import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { markTopTen } from '../../domain/filters';
import type { RankedFilter } from '../../state/search/searchStore';
import { makeFilter } from '../../state/search/testing';
import { renderWithEnv } from '../../testing';
import { FilterPanel } from './FilterPanel';
import type { FilterPanelProps } from './FilterPanel';

const filters: RankedFilter[] = [makeFilter()].map((f) => ({ ...f, filterOptions: markTopTen(f.filterOptions) }));

function props(overrides: Partial<FilterPanelProps> = {}): FilterPanelProps {
  return {
    filters,
    status: 'success',
    error: null,
    onRetry: vi.fn(),
    selected: [],
    onToggle: vi.fn(),
    onClearAll: vi.fn(),
    isMobile: false,
    open: false,
    onClose: vi.fn(),
    ...overrides,
  };
}

function MobilePanel(overrides: Partial<FilterPanelProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Filters
      </button>
      <FilterPanel {...props({ isMobile: true, open, onClose: () => setOpen(false), ...overrides })} />
    </>
  );
}

describe('FilterPanel', () => {
  it('lists the filter groups under the heading Filters on a wide screen', async () => {
    renderWithEnv(<FilterPanel {...props()} />);
    expect(screen.getByRole('region', { name: 'Filters' })).toBeTruthy();
    // The filters load on demand: the first render may still hold the skeleton.
    expect(await screen.findByRole('checkbox', { name: 'Color 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('shows a failure with Retry in place', async () => {
    const p = props({ filters: null, status: 'error', error: 'Could not reach the store to load the filters.' });
    renderWithEnv(<FilterPanel {...p} />);
    expect(screen.getByRole('alert').textContent).toContain('Could not reach the store to load the filters.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(p.onRetry).toHaveBeenCalled();
  });

  it('shows placeholders while the first facets load', () => {
    renderWithEnv(<FilterPanel {...props({ filters: null, status: 'loading' })} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading filters');
    expect(status.getAttribute('aria-busy')).toBe('true');
  });

  it('says there are no filters rather than show an empty panel when the answer has none', () => {
    renderWithEnv(<FilterPanel {...props({ filters: [] })} />);
    expect(screen.getByRole('region', { name: 'Filters' }).textContent).toContain('No filters for these results.');
  });

  it('says the filters come with the products, not loading, when the search failed before any facets', () => {
    renderWithEnv(<FilterPanel {...props({ filters: null, status: 'idle', resultsFailed: true })} />);
    expect(screen.getByText('Filters appear with the products.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('still shows placeholders while facets load after a Retry of the failed search', () => {
    renderWithEnv(<FilterPanel {...props({ filters: null, status: 'loading', resultsFailed: true })} />);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
  });

  it('offers Clear all when filters are selected', async () => {
    const p = props({ selected: [{ filterId: 5, filterName: 'Color', filterValues: ['Color 1'] }] });
    renderWithEnv(<FilterPanel {...p} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(p.onClearAll).toHaveBeenCalled();
  });

  describe('mobile', () => {
    it('is hidden until opened, then a dialog named Filters with Close focused', async () => {
      renderWithEnv(<MobilePanel />);
      expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
      expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    });

    it('closes on Close', async () => {
      renderWithEnv(<MobilePanel />);
      await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
    });

    it('closes on a click outside it', async () => {
      const { container } = renderWithEnv(<MobilePanel />);
      await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
      fireEvent.click(container.querySelector('.sf-filters__backdrop')!);
      expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
    });

    it('closes on Escape', async () => {
      renderWithEnv(<MobilePanel />);
      await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
    });

    it('locks page scrolling while open and restores the exact previous overflow and position', async () => {
      document.body.style.overflow = 'scroll';
      document.documentElement.style.overflow = '';
      const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
      renderWithEnv(<MobilePanel />);
      await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
      expect(document.body.style.overflow).toBe('hidden');
      expect(document.documentElement.style.overflow).toBe('hidden');
      // The page moved underneath (a mobile browser's toolbar); Close puts it back.
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 300 });
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(document.body.style.overflow).toBe('scroll');
      expect(document.documentElement.style.overflow).toBe('');
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
      scrollTo.mockRestore();
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
      document.body.style.overflow = '';
    });

    it('keeps Tab inside the open panel', async () => {
      renderWithEnv(<MobilePanel />);
      await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
      const dialog = screen.getByRole('dialog', { name: 'Filters' });
      await userEvent.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
      for (let i = 0; i < 6; i += 1) {
        await userEvent.tab();
        expect(dialog.contains(document.activeElement)).toBe(true);
      }
    });

    it('does not lock scrolling on a wide screen', () => {
      renderWithEnv(<FilterPanel {...props({ open: true })} />);
      expect(document.body.style.overflow).toBe('');
    });
  });
});

describe('FilterPanel on a phone: the footer and a steady order', () => {
  it("has 'Show N results' with the current count, which closes the panel", async () => {
    const onClose = vi.fn();
    const { rerender } = renderWithEnv(<FilterPanel {...props({ isMobile: true, open: true, onClose, resultCount: 1204 })} />);
    expect(screen.getByRole('button', { name: 'Show 1,204 results' })).toBeTruthy();
    rerender(<FilterPanel {...props({ isMobile: true, open: true, onClose, resultCount: 1 })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show 1 result' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the options where they were while open when the counts reorder them, and re-sorts on reopening', () => {
    const ranked = (texts: string[]): RankedFilter[] => [
      { ...makeFilter({ filterId: 5, filterName: 'Color' }, 0), filterOptions: markTopTen(texts.map((text, i) => ({ filterOptionId: i + 1, filterOptionText: text, filterOptionCount: 10 - i }))) },
    ];
    // The names without their counts (which do change).
    const order = () => screen.getAllByRole('checkbox').map((box) => (box.getAttribute('aria-label') ?? box.closest('label')?.textContent ?? '').replace(/[\d\s]+$/, ''));
    const { rerender } = renderWithEnv(<FilterPanel {...props({ isMobile: true, open: true, filters: ranked(['Red', 'Blue', 'Green']) })} />);
    const before = order();
    expect(before).toEqual(['Red', 'Blue', 'Green']);
    rerender(<FilterPanel {...props({ isMobile: true, open: true, filters: ranked(['Green', 'Red', 'Blue']) })} />);
    expect(order()).toEqual(before);
    rerender(<FilterPanel {...props({ isMobile: true, open: false, filters: ranked(['Green', 'Red', 'Blue']) })} />);
    rerender(<FilterPanel {...props({ isMobile: true, open: true, filters: ranked(['Green', 'Red', 'Blue']) })} />);
    expect(order()).toEqual(['Green', 'Red', 'Blue']);
  });
});
