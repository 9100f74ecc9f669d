/**
 * The favorites control wherever an item is shown (the favorites entry's mount points and
 * the search page's cards): the 'Add to favorites' button and the dialog it opens, connected
 * to the page's favorites store. Anonymous visitors get nothing (SPEC section 6).
 */
import { useEffect, useState } from 'react';
import { isAuthenticated } from '../../contract/pageData';
import { useWidgetEnv, type WidgetEnv } from '../../runtime/widgetEnv';
import { isInAnyList, pageFavoritesStore } from '../../state/favoritesStore';
import { FavoritesButton } from './FavoritesButton';
import { FavoritesDialog } from './FavoritesDialog';
import { useFavoritesState } from './useFavoritesStore';

export type FavoritesControlProps = {
  itemId: number;
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

function SignedInFavoritesControl({
  env,
  itemId,
  favorited,
  allowDelete = false,
  compact = false,
}: FavoritesControlProps & { env: WidgetEnv }) {
  const store = pageFavoritesStore(env.window, env.client, env.context.companyUserId);
  const state = useFavoritesState(store);
  const [open, setOpen] = useState(false);
  const mustLoad = favorited === undefined;

  useEffect(() => {
    if (mustLoad) void store.ensureLoaded();
  }, [mustLoad, store]);

  const inAnyList = state.lists ? isInAnyList(state.lists, itemId) : (favorited ?? false);

  return (
    <>
      <FavoritesButton
        favorited={inAnyList}
        compact={compact}
        onClick={() => {
          setOpen(true);
          if (state.lists !== null) store.dismissError();
          void store.ensureLoaded();
        }}
      />
      <FavoritesDialog
        open={open}
        onClose={() => setOpen(false)}
        itemId={itemId}
        lists={state.lists}
        loading={state.loading}
        pending={state.pending}
        error={state.error?.message ?? null}
        onRetry={() => void store.retry()}
        onToggle={(favoriteListId, checked) =>
          void (checked ? store.addItem(itemId, favoriteListId) : store.removeItem(itemId, favoriteListId))
        }
        onCreate={(name) => store.createList(name, itemId)}
        onDelete={allowDelete ? (favoriteListId) => void store.deleteList(favoriteListId) : undefined}
        portalContainer={env.portalContainer}
      />
    </>
  );
}
