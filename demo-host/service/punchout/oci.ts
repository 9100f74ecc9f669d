/**
 * SAP's Open Catalog Interface (OCI 4.0) as the reference service speaks it (docs/punchout.md):
 * the login a procurement system opens the catalogue with, and the `NEW_ITEM-…[n]` fields the
 * cart goes back in. Names are read without regard to case (systems differ), written exactly
 * as OCI spells them; values are text the browser encodes.
 */
import type { TransferLine } from '../../../src/domain/punchout';
import { CURRENCY } from './cxml';

export type OciLogin = {
  username: string;
  password: string;
  hookUrl: string;
  /** The transfer form's target: `~TARGET`, else `_top`. */
  target: string;
  /** `~OkCode`, `~TARGET`, `~CALLER` as they came, sent back with the cart (`~OkCode` ADDI when not sent). */
  echo: [string, string][];
};

/** The fields OCI echoes, spelled as OCI spells them. */
const ECHOED = ['~OkCode', '~TARGET', '~CALLER'] as const;

const isWebAddress = (text: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** The login's parameters (a GET address or a POSTed form); a missing or unusable HOOK_URL is a sentence. */
export function readOciLogin(params: URLSearchParams): OciLogin | { problem: string } {
  const byName = new Map<string, string>();
  for (const [name, value] of params) if (!byName.has(name.toUpperCase())) byName.set(name.toUpperCase(), value);
  const get = (name: string) => byName.get(name.toUpperCase()) ?? null;
  const hookUrl = (get('HOOK_URL') ?? '').trim();
  if (!isWebAddress(hookUrl)) {
    return { problem: `The purchasing system sent no HOOK_URL this catalogue can send the cart back to (got "${hookUrl.slice(0, 80)}"): it must be an http or https address.` };
  }
  const echo: [string, string][] = [];
  for (const name of ECHOED) {
    const value = get(name);
    if (value !== null) echo.push([name, value]);
    else if (name === '~OkCode') echo.push([name, 'ADDI']);
  }
  const target = (get('~TARGET') ?? '').trim();
  return { username: (get('USERNAME') ?? '').trim(), password: get('PASSWORD') ?? '', hookUrl, target: target === '' ? '_top' : target, echo };
}

/** OCI's description field holds 40 characters; the whole text goes in the line's long text. */
export const OCI_DESCRIPTION_MAX = 40;

function cut(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : chars.slice(0, max).join('').trimEnd();
}

/**
 * The transfer's fields: the echoed ones first, then per line (numbered from 1 in the cart's
 * order) description, quantity, unit, price per 1 unit, currency, the item number as the
 * vendor material, lead time in days, the item id as the product id, and the long text.
 */
export function ociFields(echo: readonly [string, string][], lines: readonly TransferLine[]): { name: string; value: string }[] {
  const fields = echo.map(([name, value]) => ({ name, value }));
  for (const line of lines) {
    const n = line.lineNumber;
    const longText = line.kitName ? `${line.description}\nPart of the kit: ${line.kitName}` : line.description;
    fields.push(
      { name: `NEW_ITEM-DESCRIPTION[${n}]`, value: cut(line.description, OCI_DESCRIPTION_MAX) },
      { name: `NEW_ITEM-QUANTITY[${n}]`, value: String(line.quantity) },
      { name: `NEW_ITEM-UNIT[${n}]`, value: line.unit },
      { name: `NEW_ITEM-PRICE[${n}]`, value: line.unitPrice.toFixed(2) },
      { name: `NEW_ITEM-PRICEUNIT[${n}]`, value: '1' },
      { name: `NEW_ITEM-CURRENCY[${n}]`, value: CURRENCY },
      { name: `NEW_ITEM-VENDORMAT[${n}]`, value: line.itemNumber },
      { name: `NEW_ITEM-LEADTIME[${n}]`, value: String(line.leadTimeDays) },
      { name: `NEW_ITEM-EXT_PRODUCT_ID[${n}]`, value: String(line.itemId) },
      { name: `NEW_ITEM-LONGTEXT_${n}:132[]`, value: longText },
    );
  }
  return fields;
}
