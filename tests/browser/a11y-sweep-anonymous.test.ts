/**
 * The axe sweep of every demo route as an anonymous visitor (a11yKit.ts: `sweepPlan` says which
 * axe runs each route gets and which test covers the ones it does not; a visitor is audited at
 * 375 px where the visitor's layout differs from the buyer's). The buyer's sweep is
 * a11y-sweep-buyer.test.ts; dialogs, errors and other states are a11y-dialogs.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { a11yKit, SWEEP_PARTS, sweepPart } from './a11yKit';
import { useHarness } from './harness';

const h = useHarness();
const kit = a11yKit(h);

/**
 * One load per route, the part's routes in one tab (a11yKit's `sweep`): the route answers 200 with the site header and no console error, page
 * error or failed request, and axe finds no serious or critical violation at 1280 px, and at
 * 375 px where `sweepPlan` says (fewer where it names the test that makes them). The routes
 * are a11yKit's `demoRoutes` and every link of the visitor's own "Every route" list, in parts;
 * the last part takes every route left, so none is skipped whatever the list's length.
 */
describe('every demo route', () => {
  for (let part = 0; part < SWEEP_PARTS; part++) {
    const { label, take } = sweepPart(part);
    it(`${label} (anonymous): answer 200 with the site header and no console error; axe finds no serious or critical violation at 1280 px, and at 375 px where the visitor's layout differs`, async () => {
      const paths = take(await kit.sweepPaths('anonymous'));
      // Every route of the part is visited before failing, so one run lists every broken page.
      expect(await kit.sweep(paths, 'anonymous')).toEqual([]);
    }, 240_000);
  }
});
