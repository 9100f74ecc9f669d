/**
 * The cXML documents of a punchout (docs/punchout.md): the PunchOutSetupRequest a procurement
 * system posts (read liberally), the PunchOutSetupResponse with the one-time start URL or a
 * status code inside HTTP 200, and the PunchOutOrderMessage the cart goes back in (written
 * conservatively). The demo's procurement simulator writes requests and reads order messages
 * with the same functions.
 */
import { randomBytes } from 'node:crypto';
import type { Punchout } from '../../../src/contract/pageData';
import type { TransferLine } from '../../../src/domain/punchout';
import type { Credential } from './sessions';
import { attribute, child, children, textOf, writeXml, x, type XmlElement, type XmlOut } from './xml';

/** The cXML version the documents written here follow (its DTD is referenced, never fetched). */
export const CXML_VERSION = '1.2.044';
export const CXML_DOCTYPE = `<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/${CXML_VERSION}/cXML.dtd">`;
/** The one form field a PunchOutOrderMessage travels in (the browser URL-encodes it). */
export const CXML_FIELD = 'cxml-urlencoded';
export const CURRENCY = 'USD';

/** cXML status codes the setup answers with, always inside HTTP 200. */
export const CXML_STATUS = {
  ok: { code: 200, text: 'OK' },
  unauthorized: { code: 401, text: 'Unauthorized' },
  notAcceptable: { code: 406, text: 'Not Acceptable' },
  unknownUser: { code: 500, text: 'Internal Server Error' },
} as const;
export type CxmlStatus = (typeof CXML_STATUS)[keyof typeof CXML_STATUS];

/** A setup request cXML cannot be answered with a start page: the status and why. */
export class CxmlRefusal extends Error {
  override readonly name = 'CxmlRefusal';
  constructor(
    readonly status: CxmlStatus,
    message: string,
  ) {
    super(message);
  }
}

export type SetupItem = {
  lineNumber: number;
  quantity: number;
  supplierPartId: string;
  auxiliaryId: string;
  unit: string;
};

export type SetupRequest = {
  payloadId: string;
  from: Credential[];
  to: Credential[];
  sender: Credential[];
  sharedSecret: string;
  operation: Punchout['operation'];
  buyerCookie: string;
  browserFormPost: string;
  /** The person shopping, from the `UserEmail` extrinsic or the contact's email; null when not given. */
  userEmail: string | null;
  /** `edit` and `inspect`: the lines of the cart being sent back (ItemOut). */
  items: SetupItem[];
};

const credentialsOf = (element: XmlElement | null): Credential[] =>
  children(element, 'Credential').map((credential) => ({ domain: attribute(credential, 'domain') ?? '', identity: textOf(child(credential, 'Identity')) }));

const isWebAddress = (text: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

function refuse(message: string): never {
  throw new CxmlRefusal(CXML_STATUS.notAcceptable, message);
}

/** Reads a PunchOutSetupRequest; a document that is not one, or lacks what a session needs, is a 406 with the reason. */
export function readSetupRequest(root: XmlElement): SetupRequest {
  if (root.name.replace(/^.*:/, '').toLowerCase() !== 'cxml') refuse(`The document is <${root.name}>, not <cXML>.`);
  const header = child(root, 'Header');
  const setup = child(root, 'Request', 'PunchOutSetupRequest');
  if (!header || !setup) refuse('The document is not a PunchOutSetupRequest (cXML > Request > PunchOutSetupRequest, with a Header).');
  const sender = child(header, 'Sender');
  // The shared secret is the Sender's; a direct connection sometimes puts it in From.
  const secretOf = (element: XmlElement | null) => children(element, 'Credential').map((c) => textOf(child(c, 'SharedSecret'))).find((s) => s !== '') ?? '';
  const sharedSecret = secretOf(sender) || secretOf(child(header, 'From'));
  const operation = (attribute(setup, 'operation') ?? 'create').trim().toLowerCase();
  if (operation !== 'create' && operation !== 'edit' && operation !== 'inspect') refuse(`The operation "${operation}" is not create, edit or inspect.`);
  const buyerCookie = textOf(child(setup, 'BuyerCookie'));
  if (buyerCookie === '') refuse('The PunchOutSetupRequest has no BuyerCookie: the order message could not find its way back to the requisition.');
  const browserFormPost = textOf(child(setup, 'BrowserFormPost', 'URL'));
  if (!isWebAddress(browserFormPost)) refuse(`BrowserFormPost has no http or https URL (got "${browserFormPost.slice(0, 80)}"): the cart could not be sent back.`);
  const extrinsic = children(setup, 'Extrinsic').find((e) => /^(UserEmail|User Email|Email)$/i.test((attribute(e, 'name') ?? '').trim()));
  const email = textOf(extrinsic) || textOf(child(setup, 'Contact', 'Email'));
  const items = children(setup, 'ItemOut').map((item, index): SetupItem => {
    const quantity = Number(attribute(item, 'quantity'));
    const supplierPartId = textOf(child(item, 'ItemID', 'SupplierPartID'));
    if (!Number.isFinite(quantity) || quantity < 0) refuse(`ItemOut ${index + 1} has no quantity of 0 or more.`);
    if (supplierPartId === '') refuse(`ItemOut ${index + 1} has no SupplierPartID.`);
    return {
      lineNumber: Number(attribute(item, 'lineNumber')) || index + 1,
      quantity,
      supplierPartId,
      auxiliaryId: textOf(child(item, 'ItemID', 'SupplierPartAuxiliaryID')),
      unit: textOf(child(item, 'ItemDetail', 'UnitOfMeasure')) || 'EA',
    };
  });
  return {
    payloadId: attribute(root, 'payloadID') ?? '',
    from: credentialsOf(child(header, 'From')),
    to: credentialsOf(child(header, 'To')),
    sender: credentialsOf(sender),
    sharedSecret,
    operation,
    buyerCookie,
    browserFormPost,
    userEmail: email === '' ? null : email,
    items,
  };
}

/** `<timestamp>.<random>@greensource.example`, unique per document. */
export function payloadId(now: Date): string {
  return `${now.getTime()}.${randomBytes(6).toString('hex')}@greensource.example`;
}

/** cXML wants a time zone in every timestamp: "2026-05-04T14:03:11+00:00". */
export const cxmlTimestamp = (now: Date): string => now.toISOString().replace(/\.\d{3}Z$/, '+00:00');

/** A whole cXML document: declaration, the DTD reference, the envelope around `content`. */
export function cxmlDocument(now: Date, ...content: XmlOut[]): string {
  const envelope = x('cXML', { payloadID: payloadId(now), timestamp: cxmlTimestamp(now), 'xml:lang': 'en-US' }, ...content);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${CXML_DOCTYPE}\n${writeXml(envelope)}\n`;
}

/** The answer to a setup: a status, and with 200 the start page. */
export function setupResponse(now: Date, status: CxmlStatus, message: string, startUrl?: string): string {
  return cxmlDocument(
    now,
    x(
      'Response',
      {},
      x('Status', { code: String(status.code), text: status.text }, message),
      startUrl === undefined ? null : x('PunchOutSetupResponse', {}, x('StartPage', {}, x('URL', {}, startUrl))),
    ),
  );
}

const money = (amount: number) => x('Money', { currency: CURRENCY }, amount.toFixed(2));
const credential = (c: Credential, secret?: string) => x('Credential', { domain: c.domain }, x('Identity', {}, c.identity), secret === undefined ? null : x('SharedSecret', {}, secret));

/** What SupplierPartAuxiliaryID carries so an `edit` or `inspect` restores the line: the item, the pack it was sent in, its kit. */
export function auxiliaryId(line: Pick<TransferLine, 'itemId' | 'pack' | 'kitName'>): string {
  const params = new URLSearchParams({ item: String(line.itemId), pack: String(line.pack) });
  if (line.kitName) params.set('kit', line.kitName);
  return params.toString();
}

export function readAuxiliaryId(text: string): { itemId: number | null; pack: number | null; kitName: string | null } {
  const params = new URLSearchParams(text);
  const whole = (value: string | null) => (value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);
  const kit = params.get('kit')?.trim();
  return { itemId: whole(params.get('item')), pack: whole(params.get('pack')), kitName: kit ? kit : null };
}

export type OrderMessageInput = {
  buyerCookie: string;
  /** The setup's From credentials: the message goes back to them. */
  to: readonly Credential[];
  from: Credential;
  operation: Punchout['operation'];
  lines: readonly TransferLine[];
  total: number;
  /** The catalogue category of each item, by item id (Classification). */
  categories: ReadonlyMap<number, string>;
};

/**
 * The cart as a PunchOutOrderMessage: the BuyerCookie, the Total, and per line the item
 * (SupplierPartID, and SupplierPartAuxiliaryID to restore it on `edit`), its unit price,
 * unit of measure, description, category, lead time and kit. It travels through the buyer's
 * browser, so it carries no shared secret.
 */
export function orderMessage(now: Date, input: OrderMessageInput): string {
  const items = input.lines.map((line) =>
    x(
      'ItemIn',
      { quantity: String(line.quantity), lineNumber: String(line.lineNumber) },
      x('ItemID', {}, x('SupplierPartID', {}, line.itemNumber), x('SupplierPartAuxiliaryID', {}, auxiliaryId(line))),
      x(
        'ItemDetail',
        {},
        x('UnitPrice', {}, money(line.unitPrice)),
        x('Description', { 'xml:lang': 'en' }, line.description),
        x('UnitOfMeasure', {}, line.unit),
        x('Classification', { domain: 'SupplierCategory' }, input.categories.get(line.itemId) ?? 'Growing supplies'),
        x('LeadTime', {}, String(line.leadTimeDays)),
        line.kitName ? x('Extrinsic', { name: 'KitName' }, line.kitName) : null,
      ),
    ),
  );
  return cxmlDocument(
    now,
    x(
      'Header',
      {},
      x('From', {}, credential(input.from)),
      x('To', {}, ...input.to.map((c) => credential(c))),
      x('Sender', {}, credential(input.from), x('UserAgent', {}, 'GreenSource Supply storefront')),
    ),
    x(
      'Message',
      {},
      x(
        'PunchOutOrderMessage',
        {},
        x('BuyerCookie', {}, input.buyerCookie),
        x('PunchOutOrderMessageHeader', { operationAllowed: input.operation === 'inspect' ? 'inspect' : 'edit' }, x('Total', {}, money(input.total))),
        ...items,
      ),
    ),
  );
}

/** A line of an order message as a procurement system reads it (the simulator, the tests). */
export type ReceivedItem = {
  lineNumber: number;
  quantity: number;
  supplierPartId: string;
  auxiliaryId: string;
  unitPrice: number;
  currency: string;
  unit: string;
  description: string;
  classification: string;
  leadTime: string;
  kitName: string | null;
};

export type ReceivedOrderMessage = {
  buyerCookie: string;
  operationAllowed: string;
  total: number;
  currency: string;
  items: ReceivedItem[];
};

/** Reads a PunchOutOrderMessage (the procurement side of the round trip). */
export function readOrderMessage(root: XmlElement): ReceivedOrderMessage {
  const message = child(root, 'Message', 'PunchOutOrderMessage');
  if (!message) throw new CxmlRefusal(CXML_STATUS.notAcceptable, 'The document is not a PunchOutOrderMessage.');
  const header = child(message, 'PunchOutOrderMessageHeader');
  const totalMoney = child(header, 'Total', 'Money');
  return {
    buyerCookie: textOf(child(message, 'BuyerCookie')),
    operationAllowed: attribute(header, 'operationAllowed') ?? '',
    total: Number(textOf(totalMoney)),
    currency: attribute(totalMoney, 'currency') ?? '',
    items: children(message, 'ItemIn').map((item, index) => {
      const detail = child(item, 'ItemDetail');
      const price = child(detail, 'UnitPrice', 'Money');
      const kit = children(detail, 'Extrinsic').find((e) => attribute(e, 'name') === 'KitName');
      return {
        lineNumber: Number(attribute(item, 'lineNumber')) || index + 1,
        quantity: Number(attribute(item, 'quantity')),
        supplierPartId: textOf(child(item, 'ItemID', 'SupplierPartID')),
        auxiliaryId: textOf(child(item, 'ItemID', 'SupplierPartAuxiliaryID')),
        unitPrice: Number(textOf(price)),
        currency: attribute(price, 'currency') ?? '',
        unit: textOf(child(detail, 'UnitOfMeasure')),
        description: textOf(child(detail, 'Description')),
        classification: textOf(child(detail, 'Classification')),
        leadTime: textOf(child(detail, 'LeadTime')),
        kitName: kit ? textOf(kit) : null,
      };
    }),
  };
}

export type SetupRequestInput = {
  from: Credential;
  to: Credential;
  sharedSecret: string;
  operation: Punchout['operation'];
  buyerCookie: string;
  browserFormPost: string;
  userEmail?: string | null;
  /** `edit` and `inspect`: the cart the procurement system holds (from its order message). */
  items?: readonly Pick<ReceivedItem, 'lineNumber' | 'quantity' | 'supplierPartId' | 'auxiliaryId' | 'unitPrice' | 'unit' | 'description' | 'classification'>[];
};

/** A PunchOutSetupRequest as a procurement system posts it (the demo simulator and the tests). */
export function setupRequest(now: Date, input: SetupRequestInput): string {
  return cxmlDocument(
    now,
    x('Header', {}, x('From', {}, credential(input.from)), x('To', {}, credential(input.to)), x('Sender', {}, credential(input.from, input.sharedSecret), x('UserAgent', {}, 'Procurement simulator'))),
    x(
      'Request',
      { deploymentMode: 'test' },
      x(
        'PunchOutSetupRequest',
        { operation: input.operation },
        x('BuyerCookie', {}, input.buyerCookie),
        input.userEmail ? x('Extrinsic', { name: 'UserEmail' }, input.userEmail) : null,
        x('BrowserFormPost', {}, x('URL', {}, input.browserFormPost)),
        x('SupplierSetup', {}, x('URL', {}, 'https://greensource.example/punchout/cxml')),
        ...(input.items ?? []).map((item) =>
          x(
            'ItemOut',
            { quantity: String(item.quantity), lineNumber: String(item.lineNumber) },
            x('ItemID', {}, x('SupplierPartID', {}, item.supplierPartId), x('SupplierPartAuxiliaryID', {}, item.auxiliaryId)),
            x(
              'ItemDetail',
              {},
              x('UnitPrice', {}, money(item.unitPrice)),
              x('Description', { 'xml:lang': 'en' }, item.description),
              x('UnitOfMeasure', {}, item.unit),
              x('Classification', { domain: 'SupplierCategory' }, item.classification || 'Growing supplies'),
            ),
          ),
        ),
      ),
    ),
  );
}
