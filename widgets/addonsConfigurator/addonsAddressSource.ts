/**
 * Where the add-ons configurator's item and quantity come from: the mount element's
 * `data-item` / `data-qty` when it has `data-item` (a host embedding it for one item), else
 * `?item=&qty=` in the address (the route). Only read here; `readAddonsAddress` checks them
 * in the add-ons chunk, so a bench page's entry carries none of that.
 */
import type { AddonsAddressSource } from '../../src/state/configuratorAddress';

export function addonsAddressSource(element: HTMLElement, search: string): AddonsAddressSource {
  if (element.hasAttribute('data-item')) {
    return { item: element.getAttribute('data-item'), qty: element.getAttribute('data-qty') };
  }
  const params = new URLSearchParams(search);
  return { item: params.get('item'), qty: params.get('qty') };
}
