/** The quick order pad's view, loaded on demand by its definition (with React). */
import { QuickOrderWidget } from '../../src/connect/quickOrder/QuickOrderWidget';
import type { StartedQuickOrder } from '../../src/connect/quickOrder/start';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';

export const render = (env: WidgetEnv, _data: undefined, { store }: StartedQuickOrder) => (
  <QuickOrderWidget store={store} returnTo={env.window.location.pathname} />
);
