/** Wires buy again: the store's state to the table, the table's callbacks to the store. */
import { useMemo } from 'react';
import { localIsoDate } from '../../domain/format';
import { showsPrices } from '../../domain/price';
import { usePageContext } from '../../runtime/usePageContext';
import type { BuyAgainState, BuyAgainStore } from '../../state/quickOrder/buyAgainStore';
import { useStoreSelector } from '../../state/store/useStoreSelector';
import { BuyAgainTable, type BuyAgainActions } from '../../ui/quickOrder/BuyAgainTable';

const whole = <S,>(state: S) => state;

export function BuyAgainWidget({ store, returnTo }: { store: BuyAgainStore; returnTo?: string }) {
  const context = usePageContext();
  const state = useStoreSelector<BuyAgainState, BuyAgainState>(store, whole);
  const actions = useMemo<BuyAgainActions>(
    () => ({
      onToggle: store.toggle,
      onToggleAll: store.toggleAll,
      onQuantityChange: store.setQuantity,
      onAddSelected: () => void store.addSelected(),
      onRetryLoad: store.load,
    }),
    [store],
  );
  return (
    <BuyAgainTable
      state={state}
      actions={actions}
      signedIn={context.companyUserId > 0 && context.customer !== null}
      readOnly={context.readOnly}
      showPrices={showsPrices(context)}
      ecomCustomer={context.customer?.ecomCustomer === true}
      imageBase={context.productImageUrl}
      today={localIsoDate(new Date())}
      {...(returnTo === undefined ? {} : { returnTo })}
    />
  );
}
