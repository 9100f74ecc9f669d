import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kitFixture, kitLineFixture } from '../../state/configuratorFixtures';
import { renderWithEnv } from '../../testing';
import { expectPricingAgrees, readPricing } from '../../testing/pricing';
import { DEFAULT_BENCH_FORM, type BenchConfiguratorState } from '../../state/kitConfigurator';
import { kitAnnouncement } from './BenchConfigurator';
import { KitTable } from './KitTable';

describe('KitTable', () => {
  it('says what the layout needs only where package rounding raised the quantity', () => {
    renderWithEnv(<KitTable kit={kitFixture(24)} showPrices showStock today="2026-12-01" updating={false} />);
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).queryByText(/needs/)).toBeNull();
    expect(within(rows[2]!).getByText('needs 52, packs of 100')).toBeTruthy();
  });

  it('says each line\'s quantity in its unit, the price per unit with a case of 10, and a line total that agrees: 20 x $3.25 = $65.00', () => {
    const kit = kitFixture(24, { lines: [kitLineFixture({ quantity: 20, requiredQuantity: 20, sellMultiple: 10, unitOfMeasure: 'EA', price: 3.25, lineTotal: 65 })], total: 65 });
    renderWithEnv(<KitTable kit={kit} showPrices showStock today="2026-12-01" updating={false} />);
    const row = screen.getAllByRole('row')[1]!;
    const cell = (label: string) => within(row).getAllByRole('cell').find((c) => c.getAttribute('data-label') === label)?.textContent ?? '';
    const read = readPricing(row);
    expect(read).toEqual({ unitPrice: 3.25, priceUnit: 'EA', packPrice: 32.5, packSize: 10, packNoun: 'case' });
    const [, count = '', unit = ''] = /^([\d,]+) ([A-Z]+)$/.exec(cell('Quantity')) ?? [];
    expect({ count, unit }).toEqual({ count: '20', unit: 'EA' });
    expect(cell('Line total')).toBe('$65.00');
    expectPricingAgrees(read, { quantity: Number(count), unit }, 65);
  });

  it('gives a line without a unit EA, and no pack price when the component is sold singly', () => {
    const kit = kitFixture(24, { lines: [kitLineFixture({ quantity: 4, requiredQuantity: 4, sellMultiple: 1, price: 18.6, lineTotal: 74.4 })], total: 74.4 });
    renderWithEnv(<KitTable kit={kit} showPrices showStock today="2026-12-01" updating={false} />);
    expect(readPricing(screen.getAllByRole('row')[1]!)).toMatchObject({ unitPrice: 18.6, priceUnit: 'EA', packPrice: null });
  });

  it('shows Call for price for a line without a price and for a kit without a total', () => {
    const kit = kitFixture(24, { lines: [kitLineFixture({ price: null, lineTotal: null })], total: null });
    renderWithEnv(<KitTable kit={kit} showPrices showStock today="2026-12-01" updating={false} />);
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
    renderWithEnv(<KitTable kit={kit} showPrices={false} showStock today="2026-12-01" updating={false} />);
    expect(screen.getAllByRole('cell').filter((cell) => cell.getAttribute('data-label') === 'Stock').map((cell) => cell.textContent)).toEqual([
      'Discontinued',
      'In stock: 1,200',
      'Ask for availability',
    ]);
    expect(screen.queryByRole('row', { name: /Kit total/ })).toBeNull();
  });

  it('marks the table busy while a newer kit is on its way', () => {
    renderWithEnv(<KitTable kit={kitFixture(24)} showPrices showStock today="2026-12-01" updating />);
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
