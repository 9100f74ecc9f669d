// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { makeRequest, makeResults } from '../../src/state/search/testing';
import { createStore } from '../../src/state/store/createStore';
import { createFakeServiceClient, createTestEnv } from '../../src/testing';
import { firstResults, startSearchPage } from './start';

describe('startSearchPage', () => {
  it('searches again for the new customer after a switch that comes before any view has drawn, and stops following once stopped', async () => {
    const client = createFakeServiceClient({
      'Product/WebSearch': () => makeResults(3) as never,
      'Product/WebSearchFacets': () => ({ filters: [] }) as never,
    });
    const env = createTestEnv({ client });
    const started = startSearchPage(env, { category: null, superSaverCategory: null, searchRequest: makeRequest() });
    const customers = () => client.bodiesOf('Product/WebSearch').map((body) => body.customerNumber);
    await expect.poll(customers).toEqual(['100234']);

    // No React yet: the switch must reach the stores anyway.
    env.contextStore.switchTo({ customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: false }, shipTo: null });
    await expect.poll(customers).toEqual(['100234', '100512']);

    started.stop();
    env.contextStore.switchTo({ customer: { customerNumber: '100388', customerType: 'Landscaper', ecomCustomer: false }, shipTo: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(customers()).toEqual(['100234', '100512']);
  });
});

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
