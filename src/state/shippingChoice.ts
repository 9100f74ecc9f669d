/**
 * The ship method the buyer chose last (the cart's estimate or the checkout), kept in this
 * tab's sessionStorage so the checkout opens on it even when the host's service does not
 * remember it in Cart/GetCartSettings (docs/cart.md "Ship method into the checkout"). One
 * entry per company user and customer: `sf-ship-via@1:<companyUserId>:<customerNumber>`.
 */
import * as v from 'valibot';

export const SHIPPING_CHOICE_KEY = 'sf-ship-via@1';

const ShippingChoiceSchema = v.object({ shipVia: v.pipe(v.string(), v.minLength(1)) });
export type ShippingChoice = v.InferOutput<typeof ShippingChoiceSchema>;

export type ShippingChoices = {
  read(): ShippingChoice | null;
  write(choice: ShippingChoice): void;
};

/** `user` is "<companyUserId>:<customerNumber>", read at each use so a customer switch applies. */
export function shippingChoices(win: Window, user: () => string): ShippingChoices {
  const key = () => `${SHIPPING_CHOICE_KEY}:${user()}`;
  return {
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
      try {
        win.sessionStorage.setItem(key(), JSON.stringify(choice));
      } catch {
        // Full or blocked: the service's settings decide.
      }
    },
  };
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
