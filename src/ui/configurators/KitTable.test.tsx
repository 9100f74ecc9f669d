import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kitFixture, kitLineFixture } from '../../state/configuratorFixtures';
import { renderWithEnv } from '../../testing';
import { DEFAULT_BENCH_FORM, type BenchConfiguratorState } from '../../state/kitConfigurator';
import { kitAnnouncement } from './BenchConfigurator';
import { KitTable } from './KitTable';

describe('KitTable', () => {
  it('says what the layout needs only where package rounding raised the quantity', () => {
    renderWithEnv(<KitTable kit={kitFixture(24)} showPrices showStock updating={false} />);
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).queryByText(/needs/)).toBeNull();
    expect(within(rows[2]!).getByText('needs 52, packs of 100')).toBeTruthy();
  });

  it('shows Call for price for a line without a price and for a kit without a total', () => {
    const kit = kitFixture(24, { lines: [kitLineFixture({ price: null, lineTotal: null })], total: null });
    renderWithEnv(<KitTable kit={kit} showPrices showStock updating={false} />);
    expect(screen.getAllByText('Call for price')).toHaveLength(2);
  });

  it('falls back from the stock message to the quantity available, then to asking', () => {
    const kit = kitFixture(24, {
      lines: [
        kitLineFixture({ itemNumber: 'A', stockMessage: 'Discontinued' }),
        kitLineFixture({ itemNumber: 'B', stockMessage: null, quantityAvailable: 1200 }),
        kitLineFixture({ itemNumber: 'C', stockMessage: null, quantityAvailable: null }),
      ],
    });
    renderWithEnv(<KitTable kit={kit} showPrices={false} showStock updating={false} />);
    expect(screen.getAllByRole('cell').filter((cell) => cell.getAttribute('data-label') === 'Stock').map((cell) => cell.textContent)).toEqual([
      'Discontinued',
      'In stock: 1,200',
      'Ask for availability',
    ]);
    expect(screen.queryByRole('row', { name: /Kit total/ })).toBeNull();
  });

  it('marks the table busy while a newer kit is on its way', () => {
    renderWithEnv(<KitTable kit={kitFixture(24)} showPrices showStock updating />);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });
});

describe('kitAnnouncement', () => {
  const state = (overrides: Partial<BenchConfiguratorState>): BenchConfiguratorState => ({
    form: DEFAULT_BENCH_FORM, issues: [], kit: kitFixture(24), updating: false, loadError: null, adding: false, addError: null, addedMessage: null,
    ...overrides,
  });

  it('announces the total and the component count when prices are shown', () => {
    expect(kitAnnouncement(state({}), true)).toBe('Kit total $450.00, 2 components.');
  });

  it('announces only the component count without prices, and nothing while updating', () => {
    expect(kitAnnouncement(state({}), false)).toBe('Kit updated: 2 components.');
    expect(kitAnnouncement(state({ updating: true }), true)).toBe('');
  });

  it('announces why a refused layout cannot be ordered', () => {
    expect(kitAnnouncement(state({ kit: kitFixture(24, { lines: [], total: null, messages: ['Too long.'] }) }), true)).toBe(
      'This layout cannot be ordered: Too long.',
    );
  });
});
