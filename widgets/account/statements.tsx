/** `[data-sf-widget="statements"]`: the signed-in customer's statements (docs/account.md). */
import { defineWidget } from '../../src/runtime/widget';
import { StatementsWidget } from '../../src/ui/account/StatementsWidget';
import { startStatements } from './statementsStart';

export const STATEMENTS_WIDGET = defineWidget({
  name: 'statements',
  selector: '[data-sf-widget="statements"]',
  start: (env) => startStatements(env),
  render: (_env, _data, store) => <StatementsWidget store={store} />,
});
