/**
 * The cart badge's and the toasts' styles as one plain stylesheet: the badge is on every
 * page, so it is drawn without React or Emotion (see docs/cart-badge.md "Weight"). Each
 * rule is scoped under `.sf-root` (two classes), so it beats the base reset and a host's
 * element or attribute selectors whatever order the sheets load in. Values are the theme's
 * tokens, so a host's `--sf-*` custom properties theme the badge like every other widget.
 */
import { theme } from '../../theme/theme';

export const CART_STYLE_ATTRIBUTE = 'data-sf-cart-badge-styles';

const r = '.sf-root';

/** On the badge's mount element, beside `sf-root`: the badge takes the host header's colour. */
export const CART_BADGE_ROOT_CLASS = 'sf-cart-badge-root';

// The icon is the badge's only visible sign, so it must stay in the header's own text colour
// (light on a dark header): the widgets' base sheet gives every .sf-root the theme's text
// colour, which this rule (two classes) undoes for the badge's mount element. Its focus ring
// is the current colour too, so it shows on a dark header as on a light one.
export const CART_BADGE_STYLESHEET = `
${r}.${CART_BADGE_ROOT_CLASS} { color: inherit; }
${r} .sf-cart-badge { position: relative; display: inline-flex; }
${r} .sf-cart-badge__link {
  position: relative; display: inline-flex; align-items: center; justify-content: center;
  min-width: 44px; min-height: 44px; color: inherit; text-decoration: none; border-radius: ${theme.radius.sm};
}
${r} .sf-cart-badge__link:focus-visible { outline: 3px solid currentColor; outline-offset: ${theme.focusRing.outlineOffset}; }
${r} .sf-cart-badge__icon { width: 26px; height: 26px; fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
${r} .sf-cart-badge__count {
  position: absolute; top: 2px; inset-inline-end: 0; min-width: 20px; height: 20px; padding: 0 ${theme.space.xs};
  border-radius: ${theme.radius.pill}; background: ${theme.color.accent}; color: ${theme.color.onPrimary};
  font-family: ${theme.font.family}; font-size: ${theme.font.size.xs}; font-weight: ${theme.font.weight.bold};
  line-height: 20px; text-align: center; font-variant-numeric: tabular-nums;
}
${r} .sf-cart-badge__count--pulse { animation: sf-cart-badge-pulse 450ms ease-out; }
@keyframes sf-cart-badge-pulse { 0% { transform: scale(1); } 40% { transform: scale(1.35); } 100% { transform: scale(1); } }
@media (prefers-reduced-motion: reduce) { ${r} .sf-cart-badge__count--pulse { animation: none; } }
${r} .sf-visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
${r}.sf-toasts, ${r} .sf-toasts {
  position: fixed; inset-inline: ${theme.space.lg}; bottom: ${theme.space.lg}; z-index: ${theme.z.panel};
  display: flex; flex-direction: column; align-items: center; gap: ${theme.space.sm}; pointer-events: none;
}
${r} .sf-toasts__toast {
  pointer-events: auto; display: flex; align-items: center; gap: ${theme.space.sm}; max-width: 420px;
  padding: ${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.lg};
  border-radius: ${theme.radius.md}; border-inline-start: 4px solid ${theme.color.focus};
  background: ${theme.color.text}; color: ${theme.color.background}; box-shadow: ${theme.shadow.raised};
  font-family: ${theme.font.family}; font-size: ${theme.font.size.sm};
}
${r} .sf-toasts__toast--success { border-inline-start-color: ${theme.color.success}; }
${r} .sf-toasts__toast--warning { border-inline-start-color: ${theme.color.warning}; }
${r} .sf-toasts__text { flex: 1 1 auto; }
${r} .sf-toasts__dismiss {
  flex: none; display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px;
  padding: 0; border: none; border-radius: ${theme.radius.sm}; background: transparent; color: inherit; cursor: pointer;
}
${r} .sf-toasts__dismiss:focus-visible { outline: 3px solid currentColor; outline-offset: ${theme.focusRing.outlineOffset}; }
${r} .sf-toasts__dismiss svg { width: 16px; height: 16px; fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; }
`;

/** Inserts the stylesheet once per document, with the page's CSP nonce when it has one. */
export function ensureCartBadgeStyles(doc: Document, nonce: string | undefined): void {
  if (doc.head.querySelector(`style[${CART_STYLE_ATTRIBUTE}]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(CART_STYLE_ATTRIBUTE, '');
  if (nonce) style.setAttribute('nonce', nonce);
  style.textContent = CART_BADGE_STYLESHEET;
  doc.head.append(style);
}
