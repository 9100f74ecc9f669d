/**
 * Reads which item the add-ons configurator is for: `data-item` / `data-qty` on the mount
 * element (a host embedding it for one item), each else `?item=` / `?qty=` in the address
 * (the route; widgets/addonsConfigurator/widget.ts declares both). A bad value never throws: it becomes a message the widget shows with a way back
 * to search, because a customer following a broken link must not meet a blank page.
 */
import { formatNumber } from '../domain/format';
import { QUANTITY_MAX } from '../domain/quantity';

export type AddonsAddress =
  | {
      ok: true;
      itemNumber: string;
      /** The quantity asked for; null when none was given (start at the item's package quantity). */
      quantity: number | null;
    }
  | {
      ok: false;
      /** What is wrong, for the customer. */
      message: string;
      /** The item number given, if any: the way back searches for it. */
      itemNumber: string | null;
    };

export type AddonsAddressSource = { item: string | null; qty: string | null };

const QUANTITY_HINT = `Enter a quantity from 1 to ${formatNumber(QUANTITY_MAX)}, or start again from the item in search.`;

/** Longest item number accepted from an address; longer is not an item number. */
const ITEM_NUMBER_MAX = 40;

export function readAddonsAddress(source: AddonsAddressSource): AddonsAddress {
  const itemNumber = source.item?.trim() ?? '';
  if (itemNumber === '') {
    return {
      ok: false,
      itemNumber: null,
      message: 'No item was chosen for the add-ons configurator. Find the item in search and use its Configure button.',
    };
  }
  if (itemNumber.length > ITEM_NUMBER_MAX || !/^[\w.\-/ ]+$/.test(itemNumber)) {
    return {
      ok: false,
      itemNumber: null,
      message: `"${itemNumber.slice(0, ITEM_NUMBER_MAX)}" is not an item number. Find the item in search and use its Configure button.`,
    };
  }
  const qtyText = source.qty?.trim() ?? '';
  if (qtyText === '') return { ok: true, itemNumber, quantity: null };
  const quantity = /^[+-]?\d+(\.\d+)?$/.test(qtyText) ? Number(qtyText) : Number.NaN;
  const problem = Number.isNaN(quantity)
    ? `The quantity "${qtyText.slice(0, 20)}" is not a number.`
    : quantity < 0
      ? `The quantity ${qtyText} is negative.`
      : quantity === 0
        ? 'The quantity is 0.'
        : !Number.isInteger(quantity)
          ? `The quantity ${qtyText} is not a whole number.`
          : quantity > QUANTITY_MAX
            ? `The quantity ${qtyText.slice(0, 20)} is more than one line may hold.`
            : null;
  if (problem) {
    return { ok: false, itemNumber, message: `${problem} ${QUANTITY_HINT}` };
  }
  return { ok: true, itemNumber, quantity };
}
