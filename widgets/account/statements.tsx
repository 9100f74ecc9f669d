/** `[data-sf-widget="statements"]`: the signed-in customer's statements (docs/account.md). */
import { Suspense } from 'react';
import { defineWidget } from '../../src/runtime/widget';
import { startStatements, StatementsWidget } from '../../src/connect/accountStatements';

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
