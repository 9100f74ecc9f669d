import { describe, expect, it } from 'vitest';
import { createStore } from '../../state/store/createStore';
import { firstResults } from './start';

describe('firstResults', () => {
  type Shape = { results: unknown; status: 'loading' | 'ready' | 'error' };
  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    return done;
  };

  it('waits while the first search is loading and settles when its results arrive', async () => {
    const store = createStore<Shape>({ results: null, status: 'loading' });
    const first = firstResults(store as never);
    expect(await settled(first)).toBe(false);
    store.setState({ results: { items: [] }, status: 'ready' });
    expect(await settled(first)).toBe(true);
  });

  it('settles when the first search failed (the widget then shows its message and Retry)', async () => {
    const store = createStore<Shape>({ results: null, status: 'loading' });
    const first = firstResults(store as never);
    store.setState({ status: 'error' });
    expect(await settled(first)).toBe(true);
  });

  it('settles at once when results are already there', async () => {
    const store = createStore<Shape>({ results: { items: [] }, status: 'ready' });
    expect(await settled(firstResults(store as never))).toBe(true);
  });
});
