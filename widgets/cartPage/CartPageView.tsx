/** The cart page's view, loaded on demand by its definition (with React) while GetCart runs. */
import type { WidgetEnv } from '../../src/runtime/widgetEnv';
import { CartPageWidget } from '../../src/connect/cartPage/CartPageWidget';
import type { StartedCartPage } from '../../src/connect/cartPage/start';

export const render = (_env: WidgetEnv, _data: undefined, { stores, skeletonLines }: StartedCartPage) => (
  <CartPageWidget stores={stores} {...(skeletonLines === undefined ? {} : { skeletonLines })} />
);
