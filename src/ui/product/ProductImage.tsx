/**
 * A product image with its fallbacks (SPEC section 3): the address from
 * `productImageUrl` (na.svg when the item has no image), and, when that file fails to load,
 * a not-available picture drawn inline. The picture is part of the widgets, not a file on
 * the host's image server, so it shows on every host, under any Content-Security-Policy,
 * and never logs a second failed request. One component for the cards and the product page.
 */
import { useState, type Ref } from 'react';
import { cx, theme } from '../../theme/theme';

/** Words of the not-available picture, for the eye and for a screen reader. */
export const NOT_AVAILABLE_TEXT = 'Image not available';

/** Nested under an ancestor's one style (see ProductCard): no style look-up per image. */
export const productImageStyles = {
  '.sf-not-available': {
    display: 'block',
    width: '100%',
    height: '100%',
    color: theme.color.textMuted,
    background: theme.color.surface,
  },
} as const;

export type ProductImageProps = {
  src: string;
  /** '' for a decorative image (a card's image repeats its linked title). */
  alt: string;
  className?: string;
  width: number;
  height: number;
  /** @default 'lazy' */
  loading?: 'lazy' | 'eager';
  imgRef?: Ref<HTMLImageElement>;
};

/** The picture that replaces an image that failed: a frame, a hill and the words. */
export function NotAvailablePicture({ label, className }: { label: string | null; className?: string }) {
  return (
    <svg
      className={className ? `${cx('not-available')} ${className}` : cx('not-available')}
      viewBox="0 0 240 180"
      preserveAspectRatio="xMidYMid meet"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <rect x="70" y="36" width="100" height="76" rx="6" fill="none" stroke="currentColor" strokeWidth="4" />
      <path d="M78 104l26-30 18 20 12-12 28 22z" fill="currentColor" opacity="0.45" />
      <circle cx="146" cy="58" r="8" fill="currentColor" opacity="0.45" />
      <path d="M60 28l120 92" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      <text x="120" y="150" textAnchor="middle" fontSize="16" fontFamily="system-ui, sans-serif" fill="currentColor">
        {NOT_AVAILABLE_TEXT}
      </text>
    </svg>
  );
}

export function ProductImage({ src, alt, className, width, height, loading = 'lazy', imgRef }: ProductImageProps) {
  // Keyed by address: a new address (another thumbnail chosen) gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return <NotAvailablePicture label={alt ? `${alt}: ${NOT_AVAILABLE_TEXT.toLowerCase()}` : null} className={className} />;
  }
  return (
    <img
      ref={imgRef}
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
