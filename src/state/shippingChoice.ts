/**
 * The ship method the buyer chose last (the cart's estimate or the checkout) and the zip code
 * they typed in the cart's estimate, kept in this tab's sessionStorage so the checkout and the
 * next cart page open on them even when the host's service does not remember them in
 * Cart/GetCartSettings (docs/cart.md "Ship method into the checkout", "The zip code"). One
 * entry per company user and customer: `sf-ship-via@1:<companyUserId>:<customerNumber>`.
 */
import * as v from 'valibot';
import { ZIP_CODE_PATTERN } from '../contract/fieldRules';

export const SHIPPING_CHOICE_KEY = 'sf-ship-via@1';

const ShippingChoiceSchema = v.object({
  shipVia: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** A zip code the buyer typed and the service accepted. */
  zipCode: v.optional(v.pipe(v.string(), v.regex(ZIP_CODE_PATTERN))),
});
export type ShippingChoice = v.InferOutput<typeof ShippingChoiceSchema>;

export type ShippingChoices = {
  read(): ShippingChoice | null;
  /** Changes what is given and keeps the rest; `zipCode: null` forgets the zip code. */
  write(choice: { shipVia?: string; zipCode?: string | null }): void;
};

/** `user` is "<companyUserId>:<customerNumber>", read at each use so a customer switch applies. */
export function shippingChoices(win: Window, user: () => string): ShippingChoices {
  const key = () => `${SHIPPING_CHOICE_KEY}:${user()}`;
  const choices: ShippingChoices = {
    read() {
      try {
        const text = win.sessionStorage.getItem(key());
        if (text == null) return null;
        const parsed = v.safeParse(ShippingChoiceSchema, JSON.parse(text));
        return parsed.success ? parsed.output : null;
      } catch {
        // Blocked storage or a damaged entry: the service's settings decide.
        return null;
      }
    },
    write(choice) {
      const { zipCode, ...rest } = { ...choices.read(), ...choice };
      const next = zipCode == null ? rest : { ...rest, zipCode };
      try {
        win.sessionStorage.setItem(key(), JSON.stringify(next));
      } catch {
        // Full or blocked: the service's settings decide.
      }
    },
  };
  return choices;
}

/**
 * The ship method to start on: the buyer's kept choice when it is still offered, else the
 * settings' own when offered, else the first offered.
 */
export function startingShipVia(options: readonly { code: string }[], settingsShipVia: string, kept: ShippingChoice | null): string {
  const offered = (code: string | undefined): code is string => code !== undefined && options.some((o) => o.code === code);
  if (offered(kept?.shipVia)) return kept.shipVia;
  return offered(settingsShipVia) ? settingsShipVia : (options[0]?.code ?? '');
}
