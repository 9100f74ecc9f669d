/**
 * The cart page's one style, on its root: every part (lines, summary, skeleton) is styled by
 * its stable `sf-` class name, so a cart of 200 lines costs one style look-up, not one per
 * element. Two columns from 900 px (lines, then the summary beside them); one column below,
 * the summary under the lines. Every control is a 44 px touch target.
 */
import { css, keyframes } from '@emotion/react';
import { availabilityStyles } from '../product/Availability';
import { productImageStyles } from '../product/ProductImage';
import { quantityEditorStyle } from '../quantity/QuantityEditor';
import { mobileMedia, theme } from '../../theme/theme';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const WIDE = '@media (min-width: 900px)';
/**
 * From here the summary column is 360 px, so the estimate's `Ship via` shows a name as long as
 * the reference service's "Will call - pick up at the warehouse" whole (a native select cannot
 * wrap; issue 41). Below 1200 px the lines need the room.
 */
const WIDER = '@media (min-width: 1200px)';

const linkButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space.sm,
  minHeight: '44px',
  padding: `${theme.space.sm} ${theme.space.lg}`,
  borderRadius: theme.radius.sm,
  fontFamily: 'inherit',
  fontSize: theme.font.size.md,
  fontWeight: theme.font.weight.medium,
  textDecoration: 'none',
  boxSizing: 'border-box',
} as const;

export const cartPageStyle = css({
  // The containing block of 'Skip to order summary', which overlays the cart's top.
  position: 'relative',
  ...productImageStyles,
  ...availabilityStyles,
  color: theme.color.text,
  fontFamily: theme.font.family,
  fontSize: theme.font.size.md,
  lineHeight: theme.font.lineHeight.normal,
  'a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible': theme.focusRing,
  // A wrapper for the accessibility tree only (hidden while a confirmation is open): no box.
  '.sf-cart__content': { display: 'contents' },
  '.sf-cart__undo': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.space.sm,
    margin: `0 0 ${theme.space.md}`,
    padding: `${theme.space.sm} ${theme.space.md}`,
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius.sm,
    background: theme.color.surface,
  },
  '.sf-cart__undo-button': {
    font: 'inherit',
    fontWeight: theme.font.weight.medium,
    color: theme.color.primary,
    background: 'none',
    border: 'none',
    padding: 0,
    textDecoration: 'underline',
    cursor: 'pointer',
  },
  '.sf-cart-line__name a': { color: 'inherit' },
  '.sf-cart__layout': {
    display: 'grid',
    gap: theme.space.xl,
    alignItems: 'start',
    [WIDE]: { gridTemplateColumns: 'minmax(0, 1fr) 320px' },
    [WIDER]: { gridTemplateColumns: 'minmax(0, 1fr) 360px' },
  },
  '.sf-cart__heading': {
    margin: `0 0 ${theme.space.md}`,
    fontSize: theme.font.size.xl,
    fontWeight: theme.font.weight.bold,
    lineHeight: theme.font.lineHeight.tight,
  },
  '.sf-cart__size': { fontSize: theme.font.size.md, fontWeight: theme.font.weight.regular, color: theme.color.textMuted },
  '.sf-cart__list, .sf-cart__kit-list': { listStyle: 'none', margin: 0, padding: 0 },
  '.sf-cart__list': { borderTop: `1px solid ${theme.color.border}` },
  '.sf-cart__list > li': { borderBottom: `1px solid ${theme.color.border}` },
  // Lines past the first screenfuls skip layout and paint until scrolled near (a cart of 200
  // lays out like one of 12). The first 12 are always laid out: on screen, content-visibility
  // would lay them out twice and move the lines below them.
  '.sf-cart__list > li:nth-of-type(n + 13)': { contentVisibility: 'auto', containIntrinsicSize: 'auto 128px' },
  '.sf-cart__kit': { padding: `${theme.space.md} 0 0` },
  '.sf-cart__kit-name': {
    margin: 0,
    fontSize: theme.font.size.md,
    fontWeight: theme.font.weight.bold,
    color: theme.color.primary,
  },
  '.sf-cart__kit-list': {
    marginLeft: theme.space.lg,
    borderLeft: `3px solid ${theme.color.border}`,
    paddingLeft: theme.space.md,
    [mobileMedia]: { marginLeft: 0, paddingLeft: theme.space.sm },
  },
  '.sf-cart__kit-list > li + li': { borderTop: `1px dashed ${theme.color.border}` },
  '.sf-cart__actions': { display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, marginTop: theme.space.lg },
  '.sf-cart__notice': { marginBottom: theme.space.md },
  '.sf-cart__empty, .sf-cart__login': {
    padding: theme.space.xl,
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius.md,
    background: theme.color.surface,
    textAlign: 'center',
    p: { margin: `0 0 ${theme.space.md}` },
  },
  '.sf-cart__link': { ...linkButton, background: theme.color.primary, color: theme.color.onPrimary },
  '.sf-cart__link:hover': { background: theme.color.primaryHover },

  // ---- one line ----
  '.sf-quantity': quantityEditorStyle,
  '.sf-cart-line': {
    display: 'grid',
    gridTemplateColumns: '80px minmax(0, 1fr) auto auto',
    gridTemplateAreas: '"media info quantity remove" "media info price total" "problem problem problem problem"',
    columnGap: theme.space.lg,
    rowGap: theme.space.sm,
    alignItems: 'start',
    padding: `${theme.space.lg} 0`,
    [WIDE]: {
      gridTemplateColumns: '80px minmax(0, 1fr) auto 128px 112px 44px',
      gridTemplateAreas: '"media info quantity price total remove" "problem problem problem problem problem problem"',
    },
    [mobileMedia]: {
      gridTemplateColumns: '64px minmax(0, 1fr) auto',
      gridTemplateAreas: '"media info remove" "quantity quantity quantity" "price price total" "problem problem problem"',
      columnGap: theme.space.md,
    },
  },
  '.sf-cart-line--pending .sf-cart-line__total, .sf-cart-line--pending .sf-cart-line__price': { opacity: 0.55 },
  '.sf-cart-line__media': {
    gridArea: 'media',
    width: '100%',
    aspectRatio: '1',
    background: theme.color.surface,
    borderRadius: theme.radius.sm,
    overflow: 'hidden',
  },
  '.sf-cart-line__image': { display: 'block', width: '100%', height: '100%', objectFit: 'contain' },
  '.sf-cart-line__info': { gridArea: 'info', minWidth: 0 },
  '.sf-cart-line__name': { margin: 0, fontWeight: theme.font.weight.bold, lineHeight: theme.font.lineHeight.tight, overflowWrap: 'anywhere' },
  '.sf-cart-line__meta': {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: theme.space.md,
    margin: `${theme.space.xs} 0 0`,
    fontSize: theme.font.size.sm,
    color: theme.color.textMuted,
    fontVariantNumeric: 'tabular-nums',
  },
  '.sf-cart-line__stock': { margin: `${theme.space.sm} 0 0` },
  '.sf-cart-line__quantity': { gridArea: 'quantity', display: 'flex', flexDirection: 'column', gap: theme.space.xs, alignItems: 'flex-start' },
  '.sf-cart-line__quantity .sf-quantity__step': { width: '44px', height: '44px' },
  '.sf-cart-line__quantity .sf-numeric-input__input': { height: '44px' },
  '.sf-cart-line__quantity-text': { fontVariantNumeric: 'tabular-nums', lineHeight: '44px' },
  '.sf-cart-line__status': { display: 'inline-flex', alignItems: 'center', gap: theme.space.xs, fontSize: theme.font.size.xs, color: theme.color.textMuted },
  '.sf-cart-line__price, .sf-cart-line__total': {
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    fontVariantNumeric: 'tabular-nums',
    [WIDE]: { textAlign: 'right', alignItems: 'flex-end', minHeight: '44px', justifyContent: 'center' },
  },
  '.sf-cart-line__price': { gridArea: 'price' },
  '.sf-cart-line__total': { gridArea: 'total', [mobileMedia]: { alignItems: 'flex-end', textAlign: 'right' } },
  '.sf-cart-line__total .sf-cart-line__amount': { fontWeight: theme.font.weight.bold },
  '.sf-cart-line__label': { fontSize: theme.font.size.xs, color: theme.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em' },
  '.sf-cart-line__unit, .sf-cart-line__pack': { fontSize: theme.font.size.sm, color: theme.color.textMuted },
  '.sf-cart-line__remove': {
    gridArea: 'remove',
    justifySelf: 'end',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space.xs,
    minWidth: '44px',
    minHeight: '44px',
    padding: `0 ${theme.space.sm}`,
    border: '1px solid transparent',
    borderRadius: theme.radius.sm,
    background: 'transparent',
    color: theme.color.danger,
    fontFamily: 'inherit',
    fontSize: theme.font.size.sm,
    cursor: 'pointer',
  },
  '.sf-cart-line__remove:hover:not(:disabled)': { background: theme.color.surface, borderColor: theme.color.border },
  '.sf-cart-line__remove:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  [`${WIDE}`]: { '.sf-cart-line__remove-text': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } },
  '.sf-cart-line__problem': { gridArea: 'problem' },

  // ---- summary ----
  '.sf-cart-summary': {
    padding: theme.space.lg,
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius.md,
    background: theme.color.surface,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space.lg,
    [WIDE]: { position: 'sticky', top: theme.space.lg },
    // A phone gives the estimate's select the room of the text, not of a wide inner margin.
    [mobileMedia]: { padding: theme.space.md },
  },
  '.sf-cart-summary__heading': { margin: 0, fontSize: theme.font.size.lg, fontWeight: theme.font.weight.bold },
  '.sf-cart-summary__figures': { margin: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: theme.space.sm, columnGap: theme.space.md },
  '.sf-cart-summary__figures dt': { color: theme.color.text, whiteSpace: 'nowrap' },
  '.sf-cart-summary__figures dd': { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums', fontWeight: theme.font.weight.bold },
  '.sf-cart-summary__figures[aria-busy="true"] dd': { opacity: 0.55 },
  '.sf-cart-summary__checkout': { ...linkButton, width: '100%', background: theme.color.primary, color: theme.color.onPrimary },
  '.sf-cart-summary__checkout:hover': { background: theme.color.primaryHover },
  '.sf-cart-summary__readonly': { margin: 0, fontSize: theme.font.size.sm, color: theme.color.textMuted },
  // Punchout: the way back to the purchasing system, where Check out is otherwise.
  '.sf-cart-transfer': { display: 'flex', flexDirection: 'column', gap: theme.space.sm },
  '.sf-cart-transfer__button': { width: '100%' },
  '.sf-cart-transfer__hint': { margin: 0, fontSize: theme.font.size.sm, color: theme.color.textMuted },
  // Its line is kept while empty, so the progress appearing moves nothing.
  '.sf-cart-transfer__status': { margin: 0, minHeight: `${theme.font.lineHeight.normal}em`, fontSize: theme.font.size.sm },
  '.sf-cart-estimate': { display: 'flex', flexDirection: 'column', gap: theme.space.md, margin: 0, padding: 0, border: 'none' },
  '.sf-cart-estimate__heading': { margin: 0, fontSize: theme.font.size.md, fontWeight: theme.font.weight.bold },
  // One line kept for the place even while empty: a zip code filled in for the buyer (the
  // ship-to's) brings it without moving Ship via and Check out.
  '.sf-cart-estimate__place': { margin: 0, minHeight: `${theme.font.lineHeight.normal}em`, fontSize: theme.font.size.sm, color: theme.color.success, fontWeight: theme.font.weight.medium },
  '.sf-cart-estimate input, .sf-cart-estimate select': { minHeight: '44px' },

  // ---- skeleton: holds the layout's space, visible only if the answer takes a moment ----
  '.sf-cart-skeleton': { opacity: 0, animation: `${appear} 200ms ease 400ms forwards`, '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 1 } },
  '.sf-cart-skeleton__line': { display: 'flex', gap: theme.space.lg, padding: `${theme.space.lg} 0`, borderBottom: `1px solid ${theme.color.border}`, minHeight: '128px', boxSizing: 'border-box' },
  '.sf-cart-skeleton__block': { background: theme.color.surface, borderRadius: theme.radius.sm },
  '.sf-cart-skeleton__image': { width: '80px', height: '80px', flex: 'none' },
  '.sf-cart-skeleton__text': { flex: '1 1 auto', display: 'flex', flexDirection: 'column', gap: theme.space.sm },
  '.sf-cart-skeleton__bar': { height: '14px' },
  '.sf-cart-skeleton__summary': { height: '320px', borderRadius: theme.radius.md },
});
