/**
 * Moved to src/state/store/latest.ts (the stores' helpers). This re-export stays only until
 * src/state/cartPage imports it from there (it belongs to another change in flight).
 */
export { createLatestSignal, type LatestSignal } from '../state/store/latest';
