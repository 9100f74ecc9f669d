/**
 * The checkout's `start`, React-free: builds the checkout store, binds its service calls
 * (services.ts), starts it before React's first render (the settings, ship-tos and cart are
 * on their way while the view, widgets/checkout/CheckoutWidget.tsx, loads), keeps the draft
 * across a sign-in (checkoutDraft.ts) and follows customer and ship-to switches from the
 * moment it starts.
 */
import type { WidgetEnv } from '../../src/runtime/widgetEnv';
import { createCheckoutStore, type CheckoutStore } from '../../src/state/checkout/checkoutStore';
import { keepCheckoutDraft } from './checkoutDraft';
import { checkoutServices } from './services';

/** Settles when the checkout's first load has an outcome (ready, failed or anonymous). */
export function firstLoad(store: Pick<CheckoutStore, 'getState' | 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    if (store.getState().load !== 'loading') return resolve();
    const unsubscribe = store.subscribe(() => {
      if (store.getState().load === 'loading') return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Set on the mount element (`#checkout`) to `placed` while the confirmation is shown, absent
 * otherwise: a host page hides what it says before the order (its intro, test cards) with
 * CSS alone, e.g. `main:has(#checkout[data-sf-checkout="placed"]) .before-order { display: none }`
 * (docs/checkout.md "The host page after the order").
 */
export const CHECKOUT_STEP_ATTRIBUTE = 'data-sf-checkout';

/** Keeps CHECKOUT_STEP_ATTRIBUTE on `element` in step with the store; returns the stop, which removes it. */
function markStep(store: Pick<CheckoutStore, 'getState' | 'subscribe'>, element: HTMLElement): () => void {
  const follow = () => {
    if (store.getState().submit.status === 'placed') element.setAttribute(CHECKOUT_STEP_ATTRIBUTE, 'placed');
    else element.removeAttribute(CHECKOUT_STEP_ATTRIBUTE);
  };
  follow();
  const unsubscribe = store.subscribe(follow);
  return () => {
    unsubscribe();
    element.removeAttribute(CHECKOUT_STEP_ATTRIBUTE);
  };
}

/** The widget's start: the store, its teardown, and when the first view can draw in one pass. */
export function startCheckout(env: Pick<WidgetEnv, 'client' | 'context' | 'contextStore' | 'bus' | 'window' | 'element'>): { value: CheckoutStore; stop: () => void; firstView: Promise<unknown> } {
  const getContext = () => env.context;
  const store = createCheckoutStore({ services: checkoutServices(env), getContext, bus: env.bus, window: env.window });
  const stopStore = store.start();
  const loaded = firstLoad(store);
  const stopDraft = keepCheckoutDraft(store, env.window, getContext, loaded);
  // A customer or ship-to switch (docs/switching.md): everything is asked for again.
  const offSwitch = env.contextStore.subscribe(() => store.refresh());
  const stopMark = markStep(store, env.element);
  const stop = () => {
    stopMark();
    offSwitch();
    stopDraft();
    stopStore();
  };
  return { value: store, stop, firstView: loaded };
}
