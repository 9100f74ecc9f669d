/**
 * The cart page's service calls bound to the widget's client and page context (read when
 * each call leaves, so a customer or ship-to switch applies to the next one). React-free.
 */
import type { ServiceClient } from '../../src/api/client';
import { addItemsToCart, clearBackorders, clearCart, getCart, getCartSettings, getShippingCost, punchOutTransfer, updateQuantity, validateZipCode } from '../../src/api/cart';
import { shipToLookups } from '../../src/api/customer';
import type { PageContext } from '../../src/contract/pageData';
import type { CartPageServices } from '../../src/state/cartPage/cartPageState';
import type { EstimateServices } from '../../src/state/cartPage/estimateStore';
import type { TransferServices } from '../../src/state/cartPage/transferStore';

export type CartPageServiceSet = { cart: CartPageServices; estimate: EstimateServices; transfer: TransferServices };

export function cartPageServices(env: { client: ServiceClient; readonly context: PageContext }): CartPageServiceSet {
  const { client } = env;
  const owner = () => ({ companyUserId: env.context.companyUserId, customerNumber: env.context.customer?.customerNumber ?? '' });
  /** The owner of a change of the cart's lines. */
  const changeBase = () => ({ ...owner(), shipTo: env.context.shipTo, defaultWarehouseCode: env.context.warehouseCode });
  return {
    cart: {
      getCart: (zipCode, signal) => getCart(client, { ...owner(), shipTo: env.context.shipTo, warehouseCode: env.context.warehouseCode, zipCode }, { signal }),
      updateQuantity: (itemId, qty, signal) => updateQuantity(client, { ...changeBase(), itemId, qty }, { signal }),
      clearBackorders: (signal) => clearBackorders(client, changeBase(), { signal }),
      addItems: (items, signal) => addItemsToCart(client, { ...changeBase(), items }, { signal }),
      clearCart: (signal) => clearCart(client, owner(), { signal }),
    },
    estimate: {
      getCartSettings: (signal) => getCartSettings(client, owner(), { signal }),
      validateZipCode: (zipCode, signal) => validateZipCode(client, { zipCode }, { signal }),
      getShippingCost: ({ zipCode, shipVia }, signal) =>
        getShippingCost(client, { ...owner(), warehouseCode: env.context.warehouseCode, shipTo: env.context.shipTo, zipCode, shipVia }, { signal }),
      getShipTos: (signal) => shipToLookups(client, { customerNumber: owner().customerNumber }, { signal }).then((answer) => answer.shipTos),
    },
    transfer: {
      // The cart owner's fields, as Cart/GetCart (HOST-CONTRACT section 13).
      punchOutTransfer: (signal) => punchOutTransfer(client, { ...owner(), shipTo: env.context.shipTo, warehouseCode: env.context.warehouseCode, zipCode: null }, { signal }),
    },
  };
}
