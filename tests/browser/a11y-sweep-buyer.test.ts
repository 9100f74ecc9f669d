/**
 * The axe sweep of every demo route, signed in as the buyer (a11yKit.ts: `sweepPlan` says which
 * axe runs each route gets and which test covers the ones it does not). The visitor's sweep is
 * a11y-sweep-anonymous.test.ts; dialogs, errors and other states are a11y-dialogs.test.ts. Three
 * files so that vitest's two workers share them.
 */
import { describe, expect, it } from 'vitest';
import { a11yKit, SWEEP_PARTS, sweepPart } from './a11yKit';
import { useHarness } from './harness';

const h = useHarness();
const kit = a11yKit(h);

/**
 * One load per route, the part's routes in one tab (a11yKit's `sweep`): the route answers 200 with the site header and no console error, page
 * error or failed request, and axe finds no serious or critical violation at 1280 and 375 px
 * (fewer where `sweepPlan` names the test that makes them), and on the host pages the host's
 * own markup has none of any impact. The routes are a11yKit's `demoRoutes`, the host pages and
 * every link of the buyer's own "Every route" list, in parts; the last part takes every route
 * left, so none is skipped whatever the list's length.
 */
describe('every demo route', () => {
  for (let part = 0; part < SWEEP_PARTS; part++) {
    const { label, take } = sweepPart(part);
    it(`${label} (buyer): answer 200 with the site header and no console error; axe finds no serious or critical violation at 1280 and 375 px`, async () => {
      const paths = take(await kit.sweepPaths('buyer'));
      // Every route of the part is visited before failing, so one run lists every broken page.
      expect(await kit.sweep(paths, 'buyer')).toEqual([]);
    }, 240_000);
  }
});
