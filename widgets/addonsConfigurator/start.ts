/**
 * The add-ons configurator's store for one mounted widget, React-free: Product/GetItem bound
 * to the widget's client, the one add-to-cart command; while started (`start()`, the
 * caller's) it also follows the page's customer and ship-to switches.
 */
import { getItem } from '../../src/api/product';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';
import { createAddonsConfigurator, type AddonsConfigurator } from '../../src/state/configuratorAddons';
import { addToCartFor } from '../../src/connect/addToCartFor';
import { followingSwitches } from '../../src/connect/followingSwitches';

export function createPageAddonsConfigurator(
  env: Pick<WidgetEnv, 'client' | 'context' | 'contextStore' | 'bus'>,
  item: { itemNumber: string; quantity: number | null },
): AddonsConfigurator {
  const { client } = env;
  const store = createAddonsConfigurator({
    ...item,
    services: { getItem: (body, options) => getItem(client, body, options) },
    getContext: () => env.context,
    addToCart: addToCartFor(env),
  });
  return followingSwitches(store, env.contextStore);
}
