import { PRICE_HIDDEN_TEXT } from '../../domain/price';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../../api/errors';
import type { PageContext } from '../../contract/pageData';
import type { TrackBenchLayoutRequest } from '../../contract/requests';
import type { CartInfo, Kit, KitLine } from '../../contract/responses';
import { KIT_DEBOUNCE_MS } from '../../state/kitConfigurator';
import { kitFixture } from '../../state/configuratorFixtures';
import { anonymousPageContext, createFakeServiceClient, renderWithEnv, testPageContext, type FakeRoutes } from '../../testing';
import { BenchConfiguratorRoot } from './BenchConfiguratorWidget';

const cart: CartInfo = { lineCount: 4, totalQuantity: 103, subtotal: 450 };
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function renderTrack(context: PageContext = testPageContext(), routes: FakeRoutes = {}) {
  const client = createFakeServiceClient({
    'benchconfig/GetKitItemsFromBenchConfig': (body: TrackBenchLayoutRequest) => kitFixture(body.benchLengthFt),
    'Cart/AddKitItemToCart': () => cart,
    ...routes,
  });
  const result = renderWithEnv(<BenchConfiguratorRoot kind="track" />, { client, context });
  return { ...result, client };
}

const lengthField = () => screen.getByRole('textbox', { name: 'Bench length (ft)' });
const countField = () => screen.getByRole('textbox', { name: 'Number of benches' });
const addButton = () => screen.getByRole('button', { name: /Add kit to cart/ });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('track bench configurator', () => {
  it('shows the kit of the starting layout as a table with headers and the kit total', async () => {
    renderTrack();
    await advance(0);
    const table = screen.getByRole('table', { name: 'Bill of materials' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Item number', 'Name', 'Quantity', 'Price', 'Line total', 'Stock',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Expanded Metal Bench Top, 4 ft x 8 ft, Galvanized' })).toBeTruthy();
    expect(within(table).getByText('needs 52, packs of 100')).toBeTruthy();
    expect(within(table).getByRole('row', { name: /Kit total/ }).textContent).toContain('$450.00');
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Kit total $450.00, 2 components.');
  });

  it('ties a length problem to the field as the user types, and asks the service nothing for it', async () => {
    const { client } = renderTrack();
    await advance(0);
    fireEvent.change(lengthField(), { target: { value: '25' } });
    expect(lengthField().getAttribute('aria-invalid')).toBe('true');
    const described = lengthField().getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['8 to 100 ft, in 2-ft steps', 'Bench lengths go in 2-ft steps: choose 24 or 26 ft.']);
    await advance(KIT_DEBOUNCE_MS * 2);
    expect(client.calls).toHaveLength(1);
    expect(screen.queryByRole('table')).toBeNull();
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks once per pause in typing, not per keystroke', async () => {
    const { client } = renderTrack();
    await advance(0);
    for (const value of ['3', '32']) {
      fireEvent.change(lengthField(), { target: { value } });
      await advance(100);
    }
    await advance(KIT_DEBOUNCE_MS);
    expect(client.bodiesOf('benchconfig/GetKitItemsFromBenchConfig').map((body) => body.benchLengthFt)).toEqual([24, 32]);
    expect(screen.getByText('Track bench kit: 1 bench, 4 ft x 32 ft, expanded metal top')).toBeTruthy();
  });

  it('shows the newest layout even when an older answer arrives last', async () => {
    const answers: Record<number, (kit: Kit) => void> = {};
    renderTrack(testPageContext(), {
      'benchconfig/GetKitItemsFromBenchConfig': (body) => new Promise<Kit>((resolve) => (answers[body.benchLengthFt] = resolve)),
    });
    await advance(0);
    answers[24]?.(kitFixture(24));
    await advance(0);
    fireEvent.change(lengthField(), { target: { value: '40' } });
    await advance(KIT_DEBOUNCE_MS);
    fireEvent.change(lengthField(), { target: { value: '48' } });
    await advance(KIT_DEBOUNCE_MS);
    answers[48]?.(kitFixture(48));
    await advance(0);
    answers[40]?.(kitFixture(40));
    await advance(0);
    expect(screen.getByText('Track bench kit: 1 bench, 4 ft x 48 ft, expanded metal top')).toBeTruthy();
    expect(screen.queryByText(/4 ft x 40 ft/)).toBeNull();
  });

  it('marks the older kit busy and disables Add until the newer kit arrives', async () => {
    renderTrack();
    await advance(0);
    fireEvent.change(countField(), { target: { value: '3' } });
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    await advance(KIT_DEBOUNCE_MS);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBeNull();
    expect((addButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('adds the kit once on a double click and publishes update cart', async () => {
    const { client, env } = renderTrack();
    const published = vi.fn();
    env.bus.on('update cart', 'test', published);
    await advance(0);
    const button = addButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await advance(0);
    expect(client.bodiesOf('Cart/AddKitItemToCart')).toHaveLength(1);
    expect(published).toHaveBeenCalledWith({ cart });
    expect(screen.getByText(/added to your cart \(2 lines\)/)).toBeTruthy();
  });

  it("asks the one over-stock question before adding a kit that needs more than ten times a component's stock: Cancel adds nothing, Continue adds", async () => {
    // Three tops a 24-ft bench against 4 in stock: one bench is within reason, 20 benches (60 tops) are not.
    const { client } = renderTrack(testPageContext(), {
      'benchconfig/GetKitItemsFromBenchConfig': (body: TrackBenchLayoutRequest) => {
        const kit = kitFixture(body.benchLengthFt);
        const [top, bolts] = kit.lines as [KitLine, KitLine];
        const tops = (body.benchLengthFt / 8) * body.benchCount;
        return { ...kit, lines: [{ ...top, quantity: tops, requiredQuantity: tops, quantityAvailable: 4 }, bolts] };
      },
    });
    await advance(0);
    fireEvent.change(countField(), { target: { value: '20' } });
    await advance(KIT_DEBOUNCE_MS);
    // The dialog's code comes on demand, as a module import that real time lets in.
    vi.useRealTimers();
    fireEvent.click(addButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'More than is in stock?' });
    expect(dialog.textContent).toContain('You asked for 60 of Expanded Metal Bench Top, 4 ft x 8 ft, Galvanized; 4 are in stock.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(client.bodiesOf('Cart/AddKitItemToCart')).toHaveLength(0);
    fireEvent.click(addButton());
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    await screen.findByText(/added to your cart \(2 lines\)/);
    expect(client.bodiesOf('Cart/AddKitItemToCart')).toHaveLength(1);
  });

  it('keeps the layout and offers Retry when adding fails', async () => {
    let fail = true;
    const { client } = renderTrack(testPageContext(), {
      'Cart/AddKitItemToCart': () => {
        if (fail) throw new ServiceError({ kind: 'http', status: 500, path: 'Cart/AddKitItemToCart', message: '', error: null });
        return cart;
      },
    });
    await advance(0);
    fireEvent.change(countField(), { target: { value: '2' } });
    await advance(KIT_DEBOUNCE_MS);
    fireEvent.click(addButton());
    await advance(0);
    expect(screen.getByRole('alert').textContent).toContain('The store could not add this kit to your cart right now.');
    expect((countField() as HTMLInputElement).value).toBe('2');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await advance(0);
    expect(client.bodiesOf('Cart/AddKitItemToCart')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the service messages for a kit it refuses and does not offer to add it', async () => {
    renderTrack(testPageContext(), {
      'benchconfig/GetKitItemsFromBenchConfig': () => kitFixture(24, { lines: [], total: null, messages: ['Component X is not in the catalogue.'] }),
    });
    await advance(0);
    expect(screen.getByText('Component X is not in the catalogue.')).toBeTruthy();
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers Retry when the kit cannot be loaded', async () => {
    let fail = true;
    const { client } = renderTrack(testPageContext(), {
      'benchconfig/GetKitItemsFromBenchConfig': () => {
        if (fail) throw new ServiceError({ kind: 'network', path: 'benchconfig/GetKitItemsFromBenchConfig', message: '', error: null });
        return kitFixture(24);
      },
    });
    await advance(0);
    expect(screen.getByRole('alert').textContent).toContain('Could not reach the store to work out this kit.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await advance(0);
    expect(client.calls).toHaveLength(2);
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('shows anonymous visitors the components without prices or stock, a login prompt and no Add', async () => {
    renderTrack(anonymousPageContext());
    await advance(0);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Item number', 'Name', 'Quantity']);
    expect(screen.getByRole('link', { name: 'Click here for pricing and availability' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: /Add kit to cart/ })).toBeNull();
    expect(screen.queryByText(/\$/)).toBeNull();
  });

  it('hides prices but keeps stock and Add for a sales rep acting with a customer', async () => {
    renderTrack(testPageContext({ withCustomer: true }));
    await advance(0);
    expect(screen.getByText(PRICE_HIDDEN_TEXT)).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Item number', 'Name', 'Quantity', 'Stock',
    ]);
    expect(screen.queryByText(/\$/)).toBeNull();
    expect((addButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables Add in a read-only context and says why', async () => {
    renderTrack(testPageContext({ readOnly: true }));
    await advance(0);
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    expect(addButton().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(addButton().getAttribute('aria-describedby')!)?.textContent).toBe(
      'Adding to the cart is turned off for this page.',
    );
  });
});

describe('slide and conversion configurators', () => {
  it('offers anti-tip brackets on a slide bench and sends them', async () => {
    const client = createFakeServiceClient({ 'benchconfig/GetKitItemsForSlideBench': () => kitFixture(24) });
    renderWithEnv(<BenchConfiguratorRoot kind="slide" />, { client });
    await advance(0);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Anti-tip brackets' }));
    await advance(KIT_DEBOUNCE_MS);
    expect(client.bodiesOf('benchconfig/GetKitItemsForSlideBench').map((body) => body.antiTip)).toEqual([true, false]);
    expect(screen.queryByRole('checkbox', { name: 'Side rail end caps' })).toBeNull();
  });

  it('asks a conversion for the existing bench and the target, and holds slide conversions to 80 ft', async () => {
    const client = createFakeServiceClient({ 'benchconfig/GetBenchConversion': () => kitFixture(24) });
    renderWithEnv(<BenchConfiguratorRoot kind="conversion" />, { client });
    await advance(0);
    expect(screen.queryByRole('combobox', { name: 'Top material' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Existing bench' }), { target: { value: 'stationary-block' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Convert to' }), { target: { value: 'slide' } });
    await advance(KIT_DEBOUNCE_MS);
    expect(client.bodiesOf('benchconfig/GetBenchConversion').at(-1)).toMatchObject({ existingBench: 'stationary-block', convertTo: 'slide' });
    fireEvent.change(lengthField(), { target: { value: '90' } });
    expect(screen.getByText('A bench converted to slide is at most 80 ft long: a longer top is too heavy to roll by hand.')).toBeTruthy();
  });
});
