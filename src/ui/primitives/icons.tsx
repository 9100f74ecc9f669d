/** Decorative icons: hidden from assistive technology; the control around them carries the name. */
import { keyframes } from '@emotion/react';
import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** A circle of radius r at (x, y) as path data, so every icon is one stroked path. */
const circle = (x: number, y: number, r: number) => `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

/** Each icon's shape, once: drawn by the SVG components below and by `iconMask` in CSS. */
export const ICON_PATHS = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  arrowUp: 'M12 19V5M5.5 11.5L12 5l6.5 6.5',
  close: 'M6 6l12 12M18 6L6 18',
  cart: `M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.76L20.5 8H6.2${circle(9.5, 19.5, 1.3)}${circle(17, 19.5, 1.3)}`,
  filter: 'M4 5h16l-6.2 7.4V18l-3.6 1.8v-7.4z',
  chevronLeft: 'M14.5 6l-6 6 6 6',
  chevronRight: 'M9.5 6l6 6-6 6',
  plus: 'M12 5v14M5 12h14',
  trash: 'M4 7h16M9.5 7V4.5h5V7M6.5 7l1 12.5h9l1-12.5M10 11v5M14 11v5',
  alert: 'M12 3.5l9.5 16.5h-19zM12 10v4.5M12 17.2v.3',
  info: `${circle(12, 12, 9)}M12 11v5.5M12 7.7v.3`,
  heart: 'M12 20s-7.5-4.6-7.5-10.1A4.1 4.1 0 0 1 12 7.3a4.1 4.1 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z',
} as const;

function icon(displayName: string, d: string) {
  const Icon = ({ size = 18, ...rest }: IconProps) => (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={d} />
    </svg>
  );
  Icon.displayName = displayName;
  return Icon;
}

/**
 * An icon drawn by CSS, for a style's `::before`: no element at all, which matters in a grid
 * of a thousand cards (an SVG icon is two to five elements React creates per card). The
 * shape is a mask over the text colour, so it follows `color` like the SVG icons do; in
 * forced-colors mode it keeps that (system) colour instead of the forced background.
 */
export function iconMask(d: string, size: number, { filled = false }: { filled?: boolean } = {}) {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='${filled ? 'black' : 'none'}' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'><path d='${d}'/></svg>`;
  const mask = `url("data:image/svg+xml,${encodeURIComponent(svg)}") center / contain no-repeat`;
  return {
    content: '""',
    flex: 'none',
    display: 'inline-block',
    width: `${size}px`,
    height: `${size}px`,
    backgroundColor: 'currentColor',
    WebkitMask: mask,
    mask,
    forcedColorAdjust: 'none',
  } as const;
}

export const CheckIcon = icon('CheckIcon', ICON_PATHS.check);
export const ArrowUpIcon = icon('ArrowUpIcon', ICON_PATHS.arrowUp);
export const CloseIcon = icon('CloseIcon', ICON_PATHS.close);
export const CartIcon = icon('CartIcon', ICON_PATHS.cart);
export const FilterIcon = icon('FilterIcon', ICON_PATHS.filter);
export const ChevronLeftIcon = icon('ChevronLeftIcon', ICON_PATHS.chevronLeft);
export const ChevronRightIcon = icon('ChevronRightIcon', ICON_PATHS.chevronRight);
export const PlusIcon = icon('PlusIcon', ICON_PATHS.plus);
export const TrashIcon = icon('TrashIcon', ICON_PATHS.trash);
export const AlertIcon = icon('AlertIcon', ICON_PATHS.alert);
export const InfoIcon = icon('InfoIcon', ICON_PATHS.info);

/** A spinner that stops turning for people who ask for reduced motion. */
export function SpinnerIcon({ size = 18 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      css={spinnerStyle}
    >
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity={0.25} strokeWidth={3} />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth={3} strokeLinecap="round" />
    </svg>
  );
}

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const spinnerStyle = {
  animation: `${spin} 0.8s linear infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
} as const;
