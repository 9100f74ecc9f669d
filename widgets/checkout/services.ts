/**
 * The checkout's service calls bound to the widget's client and page context (read when each
 * call leaves, so a customer or ship-to switch applies to the next one). React-free.
 */
import type { ServiceClient } from '../../src/api/client';
import { getCardPointeParameters, getCart, getCartSettings, getShippingCost, getSubmission, getTaxAndFees, submitOrder } from '../../src/api/cart';
import { shipToLookups } from '../../src/api/customer';
import type { PageContext } from '../../src/contract/pageData';
import type { CheckoutServices } from '../../src/state/checkout/checkoutState';

export function checkoutServices(env: { client: ServiceClient; readonly context: PageContext }): CheckoutServices {
  const { client } = env;
  const owner = () => ({ companyUserId: env.context.companyUserId, customerNumber: env.context.customer?.customerNumber ?? '' });
  return {
    getCartSettings: (signal) => getCartSettings(client, owner(), { signal }),
    getShipTos: (signal) => shipToLookups(client, { customerNumber: owner().customerNumber }, { signal }).then((answer) => answer.shipTos),
    getCart: (signal) => getCart(client, { ...owner(), shipTo: env.context.shipTo, warehouseCode: env.context.warehouseCode, zipCode: null }, { signal }),
    getShippingCost: (where, signal) =>
      getShippingCost(client, { ...owner(), warehouseCode: env.context.warehouseCode, ...where }, { signal }).then((answer) => answer.shippingCost),
    getTaxAndFees: (cartSettings, signal) => getTaxAndFees(client, { ...owner(), cartSettings, warehouseCode: env.context.warehouseCode }, { signal }),
    getCardSession: (cartSettings, signal) => getCardPointeParameters(client, { ...owner(), cartSettings, warehouseCode: env.context.warehouseCode }, { signal }),
    submitOrder: (body) => submitOrder(client, body),
    getSubmission: (submissionId, signal) => getSubmission(client, { ...owner(), submissionId }, { signal }),
  };
}
