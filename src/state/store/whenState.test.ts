import { expect, it } from 'vitest';
import { createStore } from './createStore';
import { whenState } from './whenState';

it('settles at once when the state already passes', async () => {
  const store = createStore({ n: 1 });
  await expect(whenState(store, (s) => s.n === 1)).resolves.toBeUndefined();
});

it('settles only once a change makes the state pass, and stops listening then', async () => {
  const store = createStore({ n: 0 });
  let settled = false;
  const waiting = whenState(store, (s) => s.n >= 2).then(() => (settled = true));
  store.setState({ n: 1 });
  await Promise.resolve();
  expect(settled).toBe(false);
  store.setState({ n: 2 });
  await waiting;
  expect(settled).toBe(true);
});
