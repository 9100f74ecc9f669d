/** Wires buy again: the store's state to the table, the table's callbacks to the store. */
import { useMemo } from 'react';
import { localIsoDate } from '../../domain/format';
import { showsPrices } from '../../domain/price';
import { overStock } from '../../domain/stock';
import { usePageContext } from '../../runtime/usePageContext';
import { useWidgetEnv } from '../../runtime/widgetEnv';
import { selectedToAdd, type BuyAgainState, type BuyAgainStore } from '../../state/quickOrder/buyAgainStore';
import { useOverStockQuestion } from '../../ui/quantity/OverStockDialog';
import { useStoreSelector } from '../../state/store/useStoreSelector';
import { BuyAgainTable, type BuyAgainActions } from '../../ui/quickOrder/BuyAgainTable';

const whole = <S,>(state: S) => state;

export function BuyAgainWidget({ store, returnTo }: { store: BuyAgainStore; returnTo?: string }) {
  const context = usePageContext();
  const state = useStoreSelector<BuyAgainState, BuyAgainState>(store, whole);
  // Far more than is in stock is asked about, as everywhere a quantity is set.
  const { ask, question } = useOverStockQuestion(useWidgetEnv().portalContainer);
  const actions = useMemo<BuyAgainActions>(
    () => ({
      onToggle: store.toggle,
      onToggleAll: store.toggleAll,
      onQuantityChange: store.setQuantity,
      onAddSelected: () =>
        ask(
          selectedToAdd(store.getState()).map(({ item, qty }) => overStock(qty, item.availability, item.itemName)),
          () => void store.addSelected(),
        ),
      onRetryLoad: store.load,
    }),
    [store, ask],
  );
  return (
    <>
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
      {question}
    </>
  );
}
