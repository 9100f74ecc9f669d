/**
 * Contract-only mode (`SF_CONTRACT_ONLY=1`, docs/service.md "Contract-only mode"): the service
 * answers as a host's own storefront service that implements SPEC section 7 and HOST-CONTRACT
 * sections 4 and 7 and nothing more. The paths the project added are unknown (404 with the SPEC
 * body), the request fields it added are ignored, and the answer fields it added are left out.
 * The widgets must then do what the contract allows (docs/service.md "Extensions").
 */
import type { ServicePath } from '../../../src/contract/paths';

/** Service paths the project added beyond SPEC section 7. */
export const EXTENSION_PATHS: ReadonlySet<string> = new Set<ServicePath>(['Cart/GetSubmission']);

/**
 * HOST-CONTRACT section 12's calls: a host offers them only where its service has them (and
 * then puts `data-pay-online` on its statements). In contract-only mode they are unknown
 * unless turned on (`SF_PAY_INVOICES=1`, `createService({ invoicePayments: true })`).
 */
export const INVOICE_PAYMENT_PATHS: ReadonlySet<string> = new Set<ServicePath>(['Customer/GetInvoicePaymentParameters', 'Customer/PayInvoices']);

/** Whether a contract-only service answers `path` at all. */
export function servedInContractOnly(path: string, options: { invoicePayments: boolean }): boolean {
  return !EXTENSION_PATHS.has(path) && (options.invoicePayments || !INVOICE_PAYMENT_PATHS.has(path));
}

/** `cartSettings` fields the project added beyond HOST-CONTRACT section 7's CartSettings. */
const EXTENSION_SETTINGS = ['expectedTotal', 'replacesSubmissionId'] as const;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function without(value: unknown, fields: readonly string[]): unknown {
  if (!isObject(value)) return value;
  const copy: Json = { ...value };
  for (const field of fields) delete copy[field];
  return copy;
}

/** The request body as a contract-only service reads it: the project's added fields ignored. */
export function contractRequest(body: unknown): unknown {
  if (!isObject(body)) return body;
  // A chosen range (minValue / maxValue on a selected filter) is not read: such a host
  // filters by filterValues only.
  if (Array.isArray(body.filters)) return { ...body, filters: body.filters.map((f) => without(f, RANGE_FIELDS)) };
  if (!isObject(body.cartSettings)) return body;
  return { ...body, cartSettings: without(body.cartSettings, EXTENSION_SETTINGS) };
}

/** A selected filter's range, which the project added to HOST-CONTRACT's SelectedFilter. */
const RANGE_FIELDS = ['minValue', 'maxValue'] as const;

const CART_PATHS = new Set(['Cart/GetCart', 'Cart/UpdateQuantity', 'Cart/ClearBackorders']);

/** The answer with the fields the project added beyond section 4 and 7's shapes left out. */
export function contractAnswer(path: string, answer: unknown): unknown {
  if (!isObject(answer)) return answer;
  if (CART_PATHS.has(path) && Array.isArray(answer.lines)) {
    return { ...answer, lines: answer.lines.map((line) => without(line, ['fulfillmentItem'])) };
  }
  // The statements keep their lines: HOST-CONTRACT section 12 fixes them.
  if (path === 'Customer/GetStatements' && Array.isArray(answer.statements)) return { statements: answer.statements };
  if (path === 'Customer/PayInvoices') return without(answer, ['cardLast4']);
  if (path === 'Product/GetItem') return without(answer, ['relatedItemIds']);
  // A host that cannot filter by a range has no bounds to give: the widgets then draw the
  // filter's options (HOST-CONTRACT allows null minValue / maxValue).
  if (path === 'Product/WebSearchFacets' && Array.isArray(answer.filters)) {
    return { ...answer, filters: answer.filters.map((f) => (isObject(f) ? { ...f, minValue: null, maxValue: null } : f)) };
  }
  return answer;
}
