/**
 * The favorites control wherever an item is shown (the favorites entry's mount points and
 * the search page's cards): the 'Add to favorites' button and the dialog it opens, connected
 * to the page's favorites store. Anonymous visitors get nothing (SPEC section 6).
 *
 * The button is all a card needs to paint; the store and the dialog come in their own chunk
 * (`loadFavoritesSession`), fetched when the pointer reaches the button or it gets focus,
 * so a click opens the dialog without a noticeable wait.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { isAuthenticated } from '../../contract/pageData';
import { useWidgetEnv, type WidgetEnv } from '../../runtime/widgetEnv';
import type { FavoritesState } from '../../state/favoritesStore';
import { FavoritesButton } from '../../ui/favorites/FavoritesButton';
import { loadFavoritesSession, useFavoritesSession, type FavoritesSession } from './loadSession';
import type { FavoritesMountData } from '../../../widgets/favorites/widget';

export type FavoritesControlProps = {
  itemId: number;
  /** Named in the dialog ("Lists for {itemName}") so the buyer knows what is added. */
  itemName?: string | undefined;
  /**
   * What the page already knows (`SearchItem.favorited`); the lists win once loaded. When
   * absent, the lists are loaded as the control mounts (once per page) to show the state.
   */
  favorited?: boolean | undefined;
  /** Offer removing whole lists (`data-allow-delete`). @default false */
  allowDelete?: boolean | undefined;
  /** Icon-only button for product cards. @default false */
  compact?: boolean | undefined;
};

export function FavoritesControl(props: FavoritesControlProps) {
  const env = useWidgetEnv();
  if (!isAuthenticated(env.context)) return null;
  return <SignedInFavoritesControl env={env} {...props} />;
}

const noSubscription = () => () => {};
const noState = () => null;

function SignedInFavoritesControl({
  env,
  itemId,
  itemName,
  favorited,
  allowDelete = false,
  compact = false,
}: FavoritesControlProps & { env: WidgetEnv }) {
  const session = useFavoritesSession();
  const storeOf = (loaded: FavoritesSession) => loaded.pageFavoritesStore(env);
  const store = session ? storeOf(session) : null;
  const state: FavoritesState | null = useSyncExternalStore(
    store ? store.subscribe : noSubscription,
    store ? store.getState : noState,
    store ? store.getState : noState,
  );
  const [open, setOpen] = useState(false);
  const mustLoad = favorited === undefined;

  useEffect(() => {
    if (mustLoad) void loadFavoritesSession().then((loaded) => storeOf(loaded).ensureLoaded());
    // storeOf reads only the env, which is fixed for the widget's life.
  }, [mustLoad]);

  // Unknown (null) until the lists load, when the page did not say: never a wrong "not in any list".
  const inAnyList = session && state?.lists ? session.isInAnyList(state.lists, itemId) : (favorited ?? null);
  const prefetch = () => void loadFavoritesSession();

  return (
    <>
      <FavoritesButton
        favorited={inAnyList}
        compact={compact}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setOpen(true);
          void loadFavoritesSession().then((loaded) => {
            const opened = storeOf(loaded);
            if (opened.getState().lists !== null) opened.dismissError();
            void opened.ensureLoaded();
          });
        }}
      />
      {session && store && state && (
        <session.FavoritesDialog
          open={open}
          onClose={() => setOpen(false)}
          itemId={itemId}
          itemName={itemName}
          lists={state.lists}
          loading={state.loading}
          pending={state.pending}
          error={state.error?.message ?? null}
          onRetry={state.error?.refused ? undefined : () => void store.retry()}
          onToggle={(favoriteListId, checked) =>
            void (checked ? store.addItem(itemId, favoriteListId) : store.removeItem(itemId, favoriteListId))
          }
          onCreate={(name) => store.createList(name, itemId)}
          onDelete={allowDelete ? (favoriteListId) => void store.deleteList(favoriteListId) : undefined}
          portalContainer={env.portalContainer}
        />
      )}
    </>
  );
}

/** What the favorites widget's declaration (widgets/favorites/widget.ts) draws once React and this file are in. */
export const render = (_env: unknown, { itemId, allowDelete }: FavoritesMountData) => <FavoritesControl itemId={itemId} allowDelete={allowDelete} />;
