import { expect, it, vi } from 'vitest';
import { createBus } from '../bus/bus';
import { createContextStore } from '../runtime/contextStore';
import { testPageContext } from '../testing/pageData';
import { followingSwitches } from './followingSwitches';

it('refreshes the store on every switch while started, and no more once stopped', () => {
  const contextStore = createContextStore(testPageContext(), { bus: createBus() });
  const stopStore = vi.fn();
  const store = followingSwitches({ start: () => stopStore, refresh: vi.fn() }, contextStore);
  const customer = (customerNumber: string) => ({ customer: { customerNumber, customerType: 'Grower', ecomCustomer: false }, shipTo: null });

  contextStore.switchTo(customer('100512'));
  expect(store.refresh).not.toHaveBeenCalled();
  const stop = store.start();
  contextStore.switchTo(customer('100388'));
  expect(store.refresh).toHaveBeenCalledOnce();
  stop();
  expect(stopStore).toHaveBeenCalledOnce();
  contextStore.switchTo(customer('100234'));
  expect(store.refresh).toHaveBeenCalledOnce();
});
