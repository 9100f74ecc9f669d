/**
 * Design tokens, one typed theme. Every value is a CSS custom property with a fallback, so a
 * host site themes the widgets from its own stylesheet:
 *
 *   .sf-root { --sf-color-primary: #0b5394; --sf-font-family: "Inter", sans-serif; }
 *
 * Sizes are in px, not rem: a host that sets `html { font-size: 20px }` must not resize us.
 */
import type {} from '@emotion/react';
import { MOBILE_BREAKPOINT } from '../domain/screen';

const token = (name: string, fallback: string) => `var(--sf-${name}, ${fallback})`;

export const theme = {
  color: {
    text: token('color-text', '#1d2521'),
    textMuted: token('color-text-muted', '#55605a'),
    background: token('color-background', '#ffffff'),
    surface: token('color-surface', '#f5f7f5'),
    border: token('color-border', '#d3dad5'),
    borderStrong: token('color-border-strong', '#8a968f'),
    primary: token('color-primary', '#2e6b3f'),
    primaryHover: token('color-primary-hover', '#24552f'),
    onPrimary: token('color-on-primary', '#ffffff'),
    accent: token('color-accent', '#b5541c'),
    price: token('color-price', '#1d2521'),
    success: token('color-success', '#1f6f3a'),
    warning: token('color-warning', '#8a5a00'),
    danger: token('color-danger', '#b3261e'),
    focus: token('color-focus', '#1a5fb4'),
    overlay: token('color-overlay', 'rgba(16, 24, 20, 0.5)'),
  },
  font: {
    family: token('font-family', 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'),
    /** Type scale, px: caption, small, body, lead, title, heading, display. */
    size: { xs: '12px', sm: '13px', md: '15px', lg: '17px', xl: '20px', xxl: '26px', display: '32px' },
    weight: { regular: 400, medium: 500, bold: 700 },
    lineHeight: { tight: 1.25, normal: 1.5 },
  },
  /** Spacing scale, px (4-point grid). */
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' },
  radius: { sm: token('radius-sm', '4px'), md: token('radius-md', '8px'), pill: '999px' },
  shadow: {
    card: token('shadow-card', '0 1px 2px rgba(16, 24, 20, 0.08)'),
    raised: token('shadow-raised', '0 8px 24px rgba(16, 24, 20, 0.18)'),
  },
  /** Visible focus ring for every interactive element. */
  focusRing: { outline: `3px solid ${token('color-focus', '#1a5fb4')}`, outlineOffset: '2px' },
  breakpoint: { mobile: MOBILE_BREAKPOINT },
  z: { panel: 1000, dialog: 1100 },
} as const;

export type StorefrontTheme = typeof theme;

declare module '@emotion/react' {
  export interface Theme extends StorefrontTheme {}
}

/** Media query for the mobile layout (SPEC: body narrower than 576 px). */
export const mobileMedia = `@media (max-width: ${theme.breakpoint.mobile - 0.02}px)`;
/** Stable, namespaced class names hosts can theme against (InstantSearch's suit idea). */
export const cx = (block: string, element?: string, modifier?: string) =>
  `sf-${block}${element ? `__${element}` : ''}${modifier ? ` sf-${block}${element ? `__${element}` : ''}--${modifier}` : ''}`;
