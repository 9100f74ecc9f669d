/**
 * The quick order pad's and buy again's one style, on each root: parts styled by `sf-` class
 * names, so 500 rows cost one style look-up. Rows off screen are skipped by the browser's
 * layout and paint (`content-visibility: auto`), so a big paste draws without a long task.
 */
import { css } from '@emotion/react';
import { availabilityStyles } from '../product/Availability';
import { priceStyles } from '../product/Price';
import { productImageStyles } from '../product/ProductImage';
import { quantityEditorStyle } from '../quantity/QuantityEditor';
import { mobileMedia, theme } from '../../theme/theme';

export const quickOrderStyle = css([
  quantityEditorStyle,
  {
    ...productImageStyles,
    ...priceStyles,
    ...availabilityStyles,
    display: 'grid',
    gap: theme.space.lg,
    color: theme.color.text,
    fontFamily: theme.font.family,
    fontSize: theme.font.size.md,
    lineHeight: theme.font.lineHeight.normal,
    'a:focus-visible, button:focus-visible, input:focus-visible, textarea:focus-visible, .sf-quick__row:focus-visible': theme.focusRing,
    a: { color: theme.color.primary },
    '.sf-quick__inputs': { display: 'grid', gap: theme.space.lg, gridTemplateColumns: '2fr 1fr', alignItems: 'start', [mobileMedia]: { gridTemplateColumns: '1fr' } },
    '.sf-quick__box': { display: 'grid', gap: theme.space.sm, margin: 0, padding: 0, border: 'none' },
    '.sf-quick__box textarea': { minHeight: '120px', fontFamily: 'ui-monospace, Menlo, Consolas, monospace' },
    '.sf-quick__hint': { margin: 0, fontSize: theme.font.size.sm, color: theme.color.textMuted },
    '.sf-quick__file': { display: 'grid', gap: theme.space.xs, fontSize: theme.font.size.sm },
    '.sf-quick__file input': { minHeight: '44px' },
    // Block flow, not a grid or flex container: a row that changes size lays out again with the
    // rows after it, never the whole list's track sizing (500 rows made each answer a long task).
    '.sf-quick__rows': { listStyle: 'none', margin: 0, padding: 0, display: 'block' },
    '.sf-quick__row + .sf-quick__row': { marginTop: theme.space.sm },
    // Each row is its own grid with the same fixed tracks (image, name, price, quantity, line
    // total, Remove), so the columns line up from row to row whatever each row holds.
    '.sf-quick__row': {
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 112px',
      display: 'grid',
      gridTemplateColumns: '64px minmax(0, 1fr) 10.5rem 14rem 6.5rem 9.5rem',
      gap: theme.space.md,
      alignItems: 'center',
      padding: theme.space.md,
      border: `1px solid ${theme.color.border}`,
      borderRadius: theme.radius.md,
      background: theme.color.background,
      '& > .sf-quick__end': { gridColumn: '-2', justifySelf: 'end' },
      // Below 576 px: image and name, then price, quantity, total and Remove under the name.
      [mobileMedia]: {
        gridTemplateColumns: '64px minmax(0, 1fr)',
        rowGap: theme.space.sm,
        containIntrinsicSize: 'auto 260px',
        '& > :nth-child(n+3), & > .sf-quick__end': { gridColumn: '2', justifySelf: 'start' },
        '& > div:empty': { display: 'none' },
      },
    },
    '.sf-quick__row--problem': { borderColor: theme.color.warning, background: theme.color.surface },
    '.sf-quick__row .sf-product-image, .sf-quick__thumb': { width: '64px', height: '64px', objectFit: 'contain' },
    '.sf-quick__name': { margin: 0, fontWeight: theme.font.weight.medium },
    '.sf-quick__number': { margin: 0, fontSize: theme.font.size.sm, color: theme.color.textMuted },
    '.sf-quick__reason': { margin: 0, color: theme.color.warning, fontSize: theme.font.size.sm },
    '.sf-quick__rounded, .sf-quick__note': { margin: 0, fontSize: theme.font.size.sm, color: theme.color.textMuted },
    '.sf-quick__row--merged': { borderStyle: 'dashed', containIntrinsicSize: 'auto 72px' },
    '.sf-quick__total': { fontVariantNumeric: 'tabular-nums', fontWeight: theme.font.weight.bold, whiteSpace: 'nowrap' },
    '.sf-quick__correct': { display: 'flex', gap: theme.space.sm, alignItems: 'end', flexWrap: 'wrap' },
    '.sf-quick__correct input': { minHeight: '44px', padding: `0 ${theme.space.sm}`, border: `1px solid ${theme.color.borderStrong}`, borderRadius: theme.radius.sm, font: 'inherit' },
    // Sticky at the bottom of the viewport while the pad runs past it: the counts, Add to cart,
    // its problem and the added message stay in reach on a long pad.
    '.sf-quick__footer': {
      position: 'sticky',
      bottom: 0,
      zIndex: 1,
      display: 'grid',
      gap: theme.space.sm,
      background: theme.color.background,
      borderTop: `2px solid ${theme.color.border}`,
      boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.06)',
    },
    '.sf-quick__added:empty': { display: 'none' },
    '.sf-quick__added': { padding: `0 ${theme.space.lg} ${theme.space.md}`, color: theme.color.success, fontWeight: theme.font.weight.medium },
    '.sf-quick__added a': { marginLeft: theme.space.sm },
    // Fixed tracks (status line, total, button), so the bar keeps its layout while rows resolve.
    '.sf-quick__summary': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(9rem, auto) auto',
      gap: theme.space.lg,
      alignItems: 'center',
      padding: `${theme.space.md} ${theme.space.lg}`,
      [mobileMedia]: { gridTemplateColumns: 'minmax(0, 1fr) auto', padding: theme.space.sm, gap: theme.space.sm },
    },
    '.sf-quick__summary > .sf-quick__total': { margin: 0, textAlign: 'right' },
    // Running text (the status line is read as one sentence): "9 lines added: 7 ready, 1 not found, …".
    '.sf-quick__counts': { margin: 0, [mobileMedia]: { fontSize: theme.font.size.sm, gridColumn: '1 / -1' } },
    // Waiting for lookups: the last settled counts, dimmed, until the outcome is said.
    '.sf-quick__counts[aria-busy="true"]': { opacity: 0.6 },
    '.sf-quick__lead': { fontWeight: theme.font.weight.medium },
    '.sf-quick__lead a': { marginLeft: theme.space.xs },
    '.sf-quick__undo': { display: 'flex', gap: theme.space.md, alignItems: 'center', padding: `${theme.space.sm} ${theme.space.lg} 0` },
    '.sf-quick__notice:empty': { display: 'none' },
    '.sf-quick__notice': {
      margin: 0,
      padding: `${theme.space.sm} ${theme.space.md}`,
      border: `1px solid ${theme.color.warning}`,
      borderRadius: theme.radius.sm,
      color: theme.color.warning,
      fontSize: theme.font.size.sm,
    },
    '.sf-quick__failed': { display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center' },
    '.sf-quick__failed .sf-quick__reason': { color: theme.color.danger },
    table: { width: '100%', borderCollapse: 'collapse' },
    'th, td': { padding: theme.space.sm, borderBottom: `1px solid ${theme.color.border}`, textAlign: 'left', verticalAlign: 'middle' },
    'tbody tr': { contentVisibility: 'auto', containIntrinsicSize: 'auto 88px' },
    'input[type="checkbox"]': { width: '22px', height: '22px', margin: '11px' },
    [mobileMedia]: {
      'table, thead, tbody, tr, th, td': { display: 'block' },
      'thead tr': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' },
      // Checkbox, image and name on the first line; price, stock and quantity each on a line of
      // their own under the image and name (side by side they overprinted at 375 px).
      'tbody tr': {
        display: 'grid',
        gridTemplateColumns: '44px 64px minmax(0, 1fr)',
        gap: theme.space.sm,
        padding: `${theme.space.sm} 0`,
        borderBottom: `1px solid ${theme.color.border}`,
      },
      'th, td': { borderBottom: 'none', padding: 0, minWidth: 0 },
      'td.sf-quick__select': { gridColumn: '1' },
      'td.sf-quick__image': { gridColumn: '2' },
      'td.sf-quick__item': { gridColumn: '3' },
      'td.sf-quick__cell--wide': { gridColumn: '2 / -1' },
    },
  },
]);
