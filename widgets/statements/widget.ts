/**
 * The statements list and one statement (HOST-CONTRACT sections 6 and 12): one folder, as they
 * share their store, calls and view file. Which statement: `data-number` and `data-suffix`,
 * or else the address's `number` and `suffix`; `data-pay-online` offers paying its open
 * invoices by card (the gateway's hosted form in a frame: the `cardForm` need).
 */
import * as v from 'valibot';
import { setting } from '../../src/contract/settingDocs';
import { defineWidget } from '../../src/runtime/widgetCore';
import { flag, orAddress } from '../../src/runtime/widgetSettings';
import type { StatementsStore } from '../../src/state/statementsStore';
import { startStatement, startStatements, type StatementMountData, type StatementStores } from './start';

export const STATEMENTS_WIDGET = defineWidget<undefined, StatementsStore>({
  name: 'statements',
  selector: '[data-sf-widget="statements"]',
  title: 'Statements',
  about: SF_DOCS && {
    description: 'The customer\'s statements with the amount due and its aging, each linked to its statement.',
    element: '<div data-sf-widget="statements"></div>',
    host: { csp: ['service'] },
  },
  start: startStatements,
  view: () => import('./StatementsWidget').then((module) => module.renderStatements),
});

/**
 * `data-number` (or the address's `?number=`) and `data-suffix` (or `?suffix=`); a suffix left
 * out is any suffix. `data-pay-online` present: open invoices can be paid (HOST-CONTRACT 12).
 */
export const StatementSettings = v.pipe(
  v.object({
    'data-number': setting(
      orAddress(v.pipe(v.string(), v.regex(/\S/, 'must not be empty'), v.trim()), 'number'),
      SF_DOCS && {
        title: 'Statement number',
        description: 'The statement to show, as the statements list links it: data-number="480123". Left out, the page address\'s ?number= is used.',
        examples: ['480123'],
      },
    ),
    'data-suffix': setting(
      orAddress(v.optional(v.string(), ''), 'suffix'),
      SF_DOCS && {
        title: 'Statement suffix',
        description: 'The suffix of the statement number, such as 00. Left out, the page address\'s ?suffix= is used, or any suffix.',
      },
    ),
    'data-pay-online': setting(
      flag(),
      SF_DOCS && {
        title: 'Pay invoices online',
        description:
          'Present: buyers tick the statement\'s open invoices, may lower an amount, and pay by card in the payment gateway\'s own form. Only where your service answers Customer/GetInvoicePaymentParameters and Customer/PayInvoices. Absent: no payment is offered and neither call is made.',
      },
    ),
  }),
  v.transform((raw): StatementMountData => ({ number: raw['data-number'], suffix: raw['data-suffix'].trim() || null, payOnline: raw['data-pay-online'] })),
);

export const STATEMENT_WIDGET = defineWidget<StatementMountData, StatementStores>({
  name: 'statement',
  selector: '[data-sf-widget="statement"]',
  title: 'Statement',
  about: SF_DOCS && {
    description: 'One statement with its documents and aging, to read and print; with data-pay-online, its open invoices paid by card.',
    element: '<div data-sf-widget="statement" data-number="480123" data-suffix="00"></div>',
    host: { csp: ['service', 'cardForm'] },
  },
  settings: { attributes: StatementSettings },
  start: startStatement,
  view: () => import('./StatementsWidget').then((module) => module.renderStatement),
});

export default [STATEMENTS_WIDGET, STATEMENT_WIDGET];
