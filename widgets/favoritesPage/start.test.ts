// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import type { ServiceClient } from '../../src/api/client';
import { createFakeFavoritesService } from '../../src/state/favoritesTesting';
import { makeItem } from '../../src/state/search/testing';
import { createTestEnv } from '../../src/testing';
import { startFavoritesPage } from './start';

beforeEach(() => {
  delete window.StorefrontWidgets;
});

describe('startFavoritesPage', () => {
  it('asks for item details again for the new customer after a switch, without any view drawn, and stops following once stopped', async () => {
    const service = createFakeFavoritesService([{ favoriteListId: 1, name: 'Spring Order', itemIds: [7] }]);
    const squares: (string | null)[] = [];
    const client: ServiceClient = {
      async call(path, body, schema, options) {
        if (path === 'Product/GetProductSquare') {
          squares.push((body as { customerNumber: string | null }).customerNumber);
          return makeItem({ itemId: 7 }) as never;
        }
        return service.client.call(path, body, schema, options);
      },
      beacon: () => false,
    };
    const env = createTestEnv({ client });
    const started = startFavoritesPage(env, () => import('./favoritesPageSession'));
    await started.firstView;
    await expect.poll(() => squares).toEqual(['100234']);

    env.contextStore.switchTo({ customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: false }, shipTo: null });
    await expect.poll(() => squares).toEqual(['100234', '100512']);

    started.stop();
    env.contextStore.switchTo({ customer: { customerNumber: '100388', customerType: 'Landscaper', ecomCustomer: false }, shipTo: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(squares).toEqual(['100234', '100512']);
  });
});
