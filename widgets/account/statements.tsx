/** `[data-sf-widget="statements"]`: the signed-in customer's statements (docs/account.md). */
import { lazy, Suspense } from 'react';
import { defineWidget } from '../../src/runtime/widget';
import { loadStatementsViews, startStatements } from '../../src/connect/statements/start';

const StatementsWidget = lazy(() => loadStatementsViews().then((module) => ({ default: module.StatementsWidget })));

export const STATEMENTS_WIDGET = defineWidget({
  name: 'statements',
  selector: '[data-sf-widget="statements"]',
  start: (env) => startStatements(env),
  render: (_env, _data, store) => (
    <Suspense fallback={<p role="status">Loading your statements…</p>}>
      <StatementsWidget store={store} />
    </Suspense>
  ),
});
