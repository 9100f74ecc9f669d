/** Wires buy again: the store's state to the table, the table's callbacks to the store. */
import { hereAddress } from '../../src/connect/hereAddress';
import { useMemo } from 'react';
import { localIsoDate } from '../../src/domain/format';
import { showsPrices } from '../../src/domain/price';
import { overStock } from '../../src/domain/stock';
import { usePageContext } from '../../src/runtime/usePageContext';
import { useWidgetEnv } from '../../src/runtime/widgetEnv';
import { selectedToAdd, type BuyAgainState, type BuyAgainStore } from '../../src/state/quickOrder/buyAgainStore';
import { useOverStockQuestion } from '../../src/ui/quantity/OverStockDialog';
import { useStoreSelector } from '../../src/state/store/useStoreSelector';
import { BuyAgainTable, type BuyAgainActions } from '../../src/ui/quickOrder/BuyAgainTable';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';
import type { StartedBuyAgain } from './start';

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

/** What the declaration (widget.ts) draws once React and this file are in. */
export const render = (env: WidgetEnv, _data: undefined, { store }: StartedBuyAgain) => <BuyAgainWidget store={store} returnTo={hereAddress(env.window)} />;
