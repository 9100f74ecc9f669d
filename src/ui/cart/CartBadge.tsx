/**
 * The cart badge in a header: the page's cart store, read by every badge on the page.
 * Anonymous visitors get a link to sign in and no service call.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { isAuthenticated } from '../../contract/pageData';
import { useWidgetEnv, type WidgetEnv } from '../../runtime/widgetEnv';
import { pageCartStore, type CartState } from '../../state/cartStore';
import { CartBadgeLink } from './CartBadgeLink';

export function CartBadge() {
  const env = useWidgetEnv();
  if (!isAuthenticated(env.context)) return <CartBadgeLink signedIn={false} count={null} changeId={0} />;
  return <SignedInCartBadge env={env} />;
}

function SignedInCartBadge({ env }: { env: WidgetEnv }) {
  const store = pageCartStore({ client: env.client, context: env.context, bus: env.bus, window: env.window });
  useEffect(() => store.start(), [store]);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const count = state.cart?.lineCount ?? null;
  return <CartBadgeLink signedIn count={count} changeId={useChangeId(count, state.status)} />;
}

/**
 * Counts the changes worth announcing: a new count after one was shown or a load failed. The
 * first count a page load brings is not news, and a badge mounted later starts quiet.
 */
function useChangeId(count: number | null, status: CartState['status']): number {
  const [seen, setSeen] = useState({ count, status, changeId: 0 });
  if (seen.count !== count || seen.status !== status) {
    const news = count !== null && count !== seen.count && (seen.status === 'ready' || seen.status === 'failed');
    setSeen({ count, status, changeId: news ? seen.changeId + 1 : seen.changeId });
  }
  return seen.changeId;
}
