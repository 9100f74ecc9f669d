/**
 * Which cart changes are news: a new count after one was shown or a load failed. The first
 * count a page load brings is not announced, and a badge mounted later starts quiet.
 */
import type { CartState } from '../../state/cartStore';

export type ChangeTracker = { readonly count: number | null; readonly status: CartState['status']; readonly changeId: number };

export function startTracking(state: CartState): ChangeTracker {
  return { count: state.cart?.lineCount ?? null, status: state.status, changeId: 0 };
}

export function trackChange(previous: ChangeTracker, state: CartState): ChangeTracker {
  const count = state.cart?.lineCount ?? null;
  const news = count !== null && count !== previous.count && (previous.status === 'ready' || previous.status === 'failed');
  return { count, status: state.status, changeId: news ? previous.changeId + 1 : previous.changeId };
}
