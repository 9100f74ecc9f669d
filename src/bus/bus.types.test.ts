/**
 * Type test (mitt's test-types-compilation idea): `tsc --noEmit` fails if the bus accepts a
 * wrong payload or an unknown event name. The runtime half checks the typed calls work.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { BusEvents, CustomerChangePayload } from '../contract/events';
import { createBus, type Bus } from './bus';

function wrongCalls(bus: Bus) {
  // @ts-expect-error `update cart` needs `cart`, not `lineCount`
  bus.emit('update cart', { lineCount: 3 });
  // @ts-expect-error `show search` carries `open: boolean`
  bus.emit('show search', { open: 'yes' });
  // @ts-expect-error unknown event name
  bus.emit('update-cart', { cart: { lineCount: 1, totalQuantity: 1, subtotal: null } });
  // @ts-expect-error unknown event name
  bus.on('cart updated', 'badge', () => {});
  // @ts-expect-error the callback of `screen change` receives { isMobile, width }
  bus.on('screen change', 'layout', (payload: { open: boolean }) => payload);
  // @ts-expect-error a key is required
  bus.on('show search', () => {});
  // @ts-expect-error `one time` needs an id
  bus.emit('one time', { message: 'Item added' });
  // @ts-expect-error `customer change` carries the whole customer, not only its number
  bus.emit('customer change', { customer: '100512', warehouseCode: '1002', shipTo: null });
  // @ts-expect-error `customer change` needs the ship-to (null for none)
  bus.emit('customer change', { customer: { customerNumber: '100512', customerType: 'Grower', ecomCustomer: false }, warehouseCode: '1002' });
}

describe('bus types', () => {
  it('types each payload by its event name', () => {
    const bus = createBus();
    expectTypeOf(bus.last('update cart')).toEqualTypeOf<BusEvents['update cart'] | undefined>();
    expectTypeOf(bus.on<'screen change'>).parameter(2).parameter(0).toEqualTypeOf<{ isMobile: boolean; width: number }>();
    expectTypeOf(wrongCalls).toBeFunction();
    let width = 0;
    bus.on('screen change', 'layout', (payload) => {
      width = payload.width;
    });
    bus.emit('screen change', { isMobile: true, width: 375 });
    expect(width).toBe(375);
    expectTypeOf(bus.on<'customer change'>).parameter(2).parameter(0).toEqualTypeOf<CustomerChangePayload>();
    let customerNumber = '';
    bus.on('customer change', 'header', (payload) => {
      customerNumber = payload.customer.customerNumber;
    });
    bus.emit('customer change', { customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: true }, warehouseCode: '1002', shipTo: '001' });
    expect(customerNumber).toBe('100512');
  });
});
