/** The customer switcher's view, loaded on demand by its definition (with React) while the ship-tos load. */
import { CustomerSwitcherWidget } from '../../src/connect/customerSwitcher/CustomerSwitcherWidget';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';
import type { CustomerSwitcher } from '../../src/state/customerSwitcher';

export const render = (_env: WidgetEnv, _data: undefined, switcher: CustomerSwitcher | null) => <CustomerSwitcherWidget switcher={switcher} />;
