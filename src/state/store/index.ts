export { createStore } from './createStore';
export type { Store } from './createStore';
export { useStoreSelector } from './useStoreSelector';
