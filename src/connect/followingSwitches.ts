/**
 * A store whose `start()` also follows the page's customer and ship-to switches (`refresh()`
 * on each) until its stop: for stores started per mounted widget (the configurators).
 */
import type { ContextStore } from '../runtime/contextStore';

export function followingSwitches<T extends { start(): () => void; refresh(): void }>(store: T, contextStore: Pick<ContextStore, 'subscribe'>): T {
  return {
    ...store,
    start() {
      const stop = store.start();
      const offSwitch = contextStore.subscribe(() => store.refresh());
      return () => {
        offSwitch();
        stop();
      };
    },
  };
}
