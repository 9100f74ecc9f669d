/**
 * The CMS-description sanitizer (DOMPurify), loaded on demand. React-free, so the search
 * page's entry can ask for it before React has loaded; the hook is useSanitizedHtml.ts.
 */
import { withoutEventHandlers } from './withoutEventHandlers';

export type Sanitize = (html: string) => string;
let loaded: Promise<Sanitize> | undefined;
/** The sanitizer once its chunk has loaded: from then on descriptions are cleaned while rendering. */
let ready: Sanitize | undefined;

/** The sanitizer when its chunk has loaded, else undefined. */
export function loadedSanitizer(): Sanitize | undefined {
  return ready;
}

/**
 * DOMPurify is loaded on first use, as its own chunk: only a category page with a CMS
 * description needs it. The search page's entry asks for it while the first search is on
 * its way, so the hero is usually drawn with its description in the first pass.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loaded ??= import('dompurify').then(({ default: DOMPurify }) => {
    // An image the CMS editor left without alt text is decoration to a screen reader, not a
    // file name read aloud.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    });
    ready = (html: string) =>
      DOMPurify.sanitize(withoutEventHandlers(html), { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'] });
    return ready;
  });
  return loaded;
}

