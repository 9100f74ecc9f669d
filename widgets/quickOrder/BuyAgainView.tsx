/** Buy again's view, loaded on demand by its definition (with React). */
import { BuyAgainWidget } from '../../src/connect/buyAgain/BuyAgainWidget';
import type { StartedBuyAgain } from '../../src/connect/buyAgain/start';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';

export const render = (env: WidgetEnv, _data: undefined, { store }: StartedBuyAgain) => (
  <BuyAgainWidget store={store} returnTo={env.window.location.pathname} />
);
