import { useEffect, useSyncExternalStore } from 'react';
import type { AccountFormState, AccountFormStore } from '../../state/accountForm';

/** The form's state for a view; starts loading the password estimator if the form has one. */
export function useAccountForm<V, F extends string>(store: AccountFormStore<V, F>): AccountFormState<V, F> {
  useEffect(() => store.prepare(), [store]);
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
