/**
 * The `favorites-page` widget's connector: the page's favorites store (shared with every
 * favorites control on the page) for the lists, the favorites page store for item details,
 * quantities, checks and the add to cart. An anonymous visitor gets the sign-in prompt and
 * no call.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { isAuthenticated } from '../../contract/pageData';
import { localIsoDate } from '../../domain/format';
import { showsPrices } from '../../domain/price';
import { minimumQuantityShown } from '../../domain/quantity';
import { useWidgetEnv } from '../../runtime/widgetEnv';
import type { FavoritesPageStore } from '../../state/favoritesPageStore';
import type { FavoritesStore } from '../../state/favoritesStore';
import { useFavoritesState } from '../favorites/useFavoritesStore';
import { AccountLoginPrompt } from '../../ui/account/AccountLoginPrompt';
import { FavoritesPage } from '../../ui/account/FavoritesPage';
import { useHereAddress } from '../useHereAddress';

export type FavoritesPageStores = { favorites: FavoritesStore; page: FavoritesPageStore };

export function FavoritesPageWidget({ stores, allowDelete }: { stores: FavoritesPageStores | null; allowDelete: boolean }) {
  const env = useWidgetEnv();
  const anonymous = !stores || !isAuthenticated(env.context);
  const returnTo = useHereAddress(env.window, anonymous);
  if (anonymous) return <AccountLoginPrompt what="your favorite lists" returnTo={returnTo} />;
  return <SignedInFavoritesPage stores={stores} allowDelete={allowDelete} />;
}

function SignedInFavoritesPage({ stores, allowDelete }: { stores: FavoritesPageStores; allowDelete: boolean }) {
  const env = useWidgetEnv();
  const { favorites, page } = stores;
  const lists = useFavoritesState(favorites);
  const pageState = useSyncExternalStore(page.subscribe, page.getState, page.getState);
  // The page store follows customer switches itself (src/connect/accountFavoritesPage.tsx).

  useEffect(() => {
    if (!lists.lists) return;
    page.forgetMissing(lists.lists);
    void page.loadItems(lists.lists);
  }, [lists.lists, page]);

  return (
    <FavoritesPage
      lists={lists.lists}
      loading={lists.loading}
      pending={lists.pending}
      error={lists.error?.message ?? null}
      onRetry={lists.error?.refused ? undefined : () => void favorites.retry()}
      details={pageState.details}
      quantityOf={page.quantityOf}
      packageQuantityOf={(item) => minimumQuantityShown(item, env.context.customer)}
      checked={pageState.checked}
      adding={pageState.adding}
      outcome={pageState.outcome}
      allowDelete={allowDelete}
      readOnly={env.context.readOnly}
      showPrices={showsPrices(env.context)}
      today={localIsoDate(new Date())}
      imageBase={env.context.productImageUrl}
      onQuantityChange={page.setQuantity}
      onCheck={page.setChecked}
      onRemoveItem={(favoriteListId, itemId) => void favorites.removeItem(itemId, favoriteListId)}
      onAddToCart={(list, onlyChecked) => void page.addToCart(list, { onlyChecked })}
      onCreate={(name) => favorites.createList(name, null)}
      onDelete={(favoriteListId) => void favorites.deleteList(favoriteListId)}
      onRetryItems={() => void page.loadItems(lists.lists ?? [], { retryFailed: true })}
      portalContainer={env.portalContainer}
    />
  );
}
