/**
 * Styles for every widget on a page: one Emotion cache (key "sf", the page's CSP nonce) and
 * a base stylesheet that keeps host-page CSS from reaching into the widgets. Light DOM, not
 * shadow DOM, so host themes, tests and assistive technology see ordinary markup. The
 * approach and its limits are in docs/runtime.md "CSS isolation".
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { theme } from '../theme/theme';
import { pageSingleton } from '../bus/pageGlobal';
import { ROOT_CLASS } from './rootClass';

export { ROOT_CLASS };
export const EMOTION_KEY = 'sf';
export const BASE_STYLE_ATTRIBUTE = 'data-sf-base';

/*
 * Order of the rules matters, not only their specificity. The reset is (0,1,0): it beats a
 * host's element and universal selectors (`button {}`, `* {}`, (0,0,1) and below), and the
 * widget's own Emotion classes, also (0,1,0), win over it because Emotion inserts them
 * after this sheet. `all: revert` returns every property to the browser's default, so a
 * host's `p { margin: 0 }` or `input { border: none }` has no effect inside a widget. SVG
 * gets `revert-layer` instead: `revert` would drop icons' width, height, fill and stroke
 * presentation attributes, while `revert-layer` (from this unlayered rule) removes the
 * host's unlayered rules (`svg { width: 60px }` in the hostile theme) and keeps them.
 * The `hidden` attribute needs its own rule: browsers apply its `display: none` as a
 * presentational hint, which counts as an author style, so `all: revert` undoes it and a
 * `hidden` element would show (a flex item even turns into a block).
 */
export const BASE_STYLESHEET = `
.${ROOT_CLASS} :where(*:not(svg, svg *)) { all: revert; }
.${ROOT_CLASS} :where(svg, svg *) { all: revert-layer; }
.${ROOT_CLASS} [hidden]:not([hidden="until-found" i]) { display: none !important; }
.${ROOT_CLASS}, .${ROOT_CLASS} *, .${ROOT_CLASS} *::before, .${ROOT_CLASS} *::after { box-sizing: border-box; }
.${ROOT_CLASS} {
  font-family: ${theme.font.family};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.regular};
  line-height: ${theme.font.lineHeight.normal};
  color: ${theme.color.text};
  text-align: start;
  /* Inherited text properties a host may set on an ancestor of the mount element. */
  font-style: normal;
  font-variant: normal;
  letter-spacing: normal;
  word-spacing: normal;
  text-transform: none;
  text-indent: 0;
  text-shadow: none;
  white-space: normal;
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
}
.${ROOT_CLASS} :where(button, input, select, textarea) { font: inherit; color: inherit; }
.${ROOT_CLASS} :where(img, video) { max-width: 100%; height: auto; }
.${ROOT_CLASS}:focus-visible, .${ROOT_CLASS} :where(*):focus-visible {
  outline: ${theme.focusRing.outline};
  outline-offset: ${theme.focusRing.outlineOffset};
}
`;

/**
 * Inserts the base stylesheet once per document, before any Emotion style element of ours
 * (a second bundle copy may find Emotion's styles already there), so Emotion's rules follow it.
 */
export function ensureBaseStyle(doc: Document, nonce: string | undefined): HTMLStyleElement {
  const existing = doc.head.querySelector<HTMLStyleElement>(`style[${BASE_STYLE_ATTRIBUTE}]`);
  if (existing) return existing;
  const style = doc.createElement('style');
  style.setAttribute(BASE_STYLE_ATTRIBUTE, '');
  if (nonce) style.setAttribute('nonce', nonce);
  style.textContent = BASE_STYLESHEET;
  const firstEmotionStyle = doc.head.querySelector(`style[data-emotion^="${EMOTION_KEY}"]`);
  doc.head.insertBefore(style, firstEmotionStyle);
  return style;
}

/**
 * The page's Emotion cache, shared by every root and bundle copy. Emotion inserts its style
 * elements right after the base stylesheet (its insertion point), which keeps the order
 * the cascade relies on even when the host adds style elements to the head later.
 */
export function pageEmotionCache(win: Window, nonce: string | undefined): EmotionCache {
  return pageSingleton(win, 'emotionCache@1', () => {
    const doc = win.document;
    const base = ensureBaseStyle(doc, nonce);
    return createCache({
      key: EMOTION_KEY,
      container: doc.head,
      insertionPoint: base,
      ...(nonce ? { nonce } : {}),
    });
  });
}
