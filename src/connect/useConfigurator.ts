import { useEffect, useState, useSyncExternalStore } from 'react';

type Startable<S> = { getState(): S; subscribe(listener: () => void): () => void; start(): () => void };

/**
 * Creates a configurator store once per mounted widget, starts it while mounted, and reads
 * its state. `create` runs once; later renders reuse the store.
 */
export function useConfigurator<S, C extends Startable<S>>(create: () => C): [S, C] {
  const [configurator] = useState(create);
  useEffect(() => configurator.start(), [configurator]);
  const state = useSyncExternalStore(configurator.subscribe, configurator.getState, configurator.getState);
  return [state, configurator];
}
