/** Fakes for the quick order and buy again tests: a catalogue of items and services over it. */
import type { CartInfo, ProductDetail } from '../../contract/responses';
import { makeItem } from '../search/testing';
import type { CallFailure, QuickOrderPrice, QuickOrderServices } from './quickOrderStore';

export function detail(itemNumber: string, overrides: Partial<ProductDetail> = {}): ProductDetail {
  const id = Number(itemNumber.replace(/\D/g, '')) || 1;
  return {
    ...makeItem({ itemId: id, itemNumber, itemName: `Item ${itemNumber}`, sellMultiple: 1, customerPrice: 2.5, pricingLoaded: true }),
    description: '',
    stockDesignationId: null,
    addOns: [],
    ...overrides,
  } as ProductDetail;
}

export class FakeRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FakeRefusal';
  }
}

/** Services over `catalogue` (item numbers matched without regard to case); every call recorded. */
export function fakeQuickOrderServices(catalogue: Record<string, ProductDetail>) {
  const calls: { getItem: string[]; getPrice: string[]; addItems: { itemId: number; qty: number }[][] } = { getItem: [], getPrice: [], addItems: [] };
  const find = (itemNumber: string) => catalogue[itemNumber.trim().toUpperCase()];
  const services: QuickOrderServices = {
    async getItem(itemNumber, signal) {
      calls.getItem.push(itemNumber);
      if (signal.aborted) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
      const item = find(itemNumber);
      if (item === undefined) throw new FakeRefusal(`itemNumber: there is no item "${itemNumber}".`);
      return item;
    },
    async getPrice(itemNumber): Promise<QuickOrderPrice | null> {
      calls.getPrice.push(itemNumber);
      const item = find(itemNumber);
      if (item === undefined) throw new FakeRefusal('unknown');
      return { customerPrice: item.customerPrice, msrp: item.msrp, pricingLoaded: true };
    },
    async addItems(lines): Promise<CartInfo> {
      calls.addItems.push(lines);
      return { lineCount: lines.length, totalQuantity: lines.reduce((s, l) => s + l.qty, 0), subtotal: null };
    },
    describeFailure(error, action): CallFailure {
      if ((error as { name?: string }).name === 'AbortError') return { aborted: true, refused: false, sessionEnded: false, message: '' };
      if (error instanceof FakeRefusal) return { aborted: false, refused: true, sessionEnded: false, message: error.message };
      return { aborted: false, refused: false, sessionEnded: false, message: `Could not reach the store to ${action}. Check your connection and try again.` };
    },
  };
  return { services, calls };
}

export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
