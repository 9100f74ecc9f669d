/** `[data-sf-widget="statements"]`: the signed-in customer's statements (docs/account.md). */
import { startStatements } from '../../src/connect/statements/start';
import { defineWidget } from '../../src/runtime/widgetCore';
import type { StatementsStore } from '../../src/state/statementsStore';

export const STATEMENTS_WIDGET = defineWidget<undefined, StatementsStore>({
  name: 'statements',
  selector: '[data-sf-widget="statements"]',
  start: startStatements,
  view: () => import('./StatementsView').then((module) => module.renderStatements),
});
