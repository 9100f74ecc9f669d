/** Decorative icons: hidden from assistive technology; the control around them carries the name. */
import { keyframes } from '@emotion/react';
import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function icon(displayName: string, paths: ReactNode) {
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
      {paths}
    </svg>
  );
  Icon.displayName = displayName;
  return Icon;
}

export const CheckIcon = icon('CheckIcon', <path d="M5 12.5l4.5 4.5L19 7.5" />);
export const ArrowUpIcon = icon('ArrowUpIcon', <path d="M12 19V5M5.5 11.5L12 5l6.5 6.5" />);
export const CloseIcon = icon('CloseIcon', <path d="M6 6l12 12M18 6L6 18" />);
export const CartIcon = icon(
  'CartIcon',
  <>
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.76L20.5 8H6.2" />
    <circle cx="9.5" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </>,
);
export const FilterIcon = icon('FilterIcon', <path d="M4 5h16l-6.2 7.4V18l-3.6 1.8v-7.4z" />);
export const ChevronLeftIcon = icon('ChevronLeftIcon', <path d="M14.5 6l-6 6 6 6" />);
export const ChevronRightIcon = icon('ChevronRightIcon', <path d="M9.5 6l6 6-6 6" />);
export const ChevronDownIcon = icon('ChevronDownIcon', <path d="M6 9.5l6 6 6-6" />);
export const PlusIcon = icon('PlusIcon', <path d="M12 5v14M5 12h14" />);
export const MinusIcon = icon('MinusIcon', <path d="M5 12h14" />);
export const TrashIcon = icon(
  'TrashIcon',
  <path d="M4 7h16M9.5 7V4.5h5V7M6.5 7l1 12.5h9l1-12.5M10 11v5M14 11v5" />,
);
export const AlertIcon = icon(
  'AlertIcon',
  <>
    <path d="M12 3.5l9.5 16.5h-19z" />
    <path d="M12 10v4.5M12 17.2v.3" />
  </>,
);
export const InfoIcon = icon(
  'InfoIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.7v.3" />
  </>,
);

export function HeartIcon({ filled = false, ...rest }: IconProps & { filled?: boolean }) {
  return (
    <svg
      width={rest.size ?? 18}
      height={rest.size ?? 18}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 20s-7.5-4.6-7.5-10.1A4.1 4.1 0 0 1 12 7.3a4.1 4.1 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z" />
    </svg>
  );
}

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
