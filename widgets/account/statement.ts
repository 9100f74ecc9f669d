/**
 * `[data-sf-widget="statement"]`: one statement. Which one: `data-number` and `data-suffix`,
 * or else the address's `number` and `suffix` (HOST-CONTRACT section 6).
 */
import type { StatementRequest } from '../../src/connect/statements/StatementsWidget';
import { startStatements } from '../../src/connect/statements/start';
import { describeElement, PageDataError } from '../../src/runtime/pageData';
import { defineWidget } from '../../src/runtime/widgetCore';
import type { StatementsStore } from '../../src/state/statementsStore';

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The statement named by the element, else by the address; suffix null = any suffix. */
export function readStatementRequest(element: Element, doc: Document): StatementRequest {
  const fromElement = present(element.getAttribute('data-number'));
  if (fromElement !== null) return { number: fromElement, suffix: present(element.getAttribute('data-suffix')) };
  const params = new URLSearchParams(doc.location?.search ?? '');
  const fromAddress = present(params.get('number'));
  if (fromAddress !== null) return { number: fromAddress, suffix: present(params.get('suffix')) };
  throw new PageDataError(
    describeElement(element),
    'data-number is missing and the address has no "number" parameter: give data-number="480123" (and data-suffix="00"), or open the page as /MyAccount/OrderManager/ViewStatement?number=480123&suffix=00.',
  );
}

export const STATEMENT_WIDGET = defineWidget<StatementRequest, StatementsStore>({
  name: 'statement',
  selector: '[data-sf-widget="statement"]',
  readData: readStatementRequest,
  start: startStatements,
  view: () => import('./StatementsView').then((module) => module.renderStatement),
});
