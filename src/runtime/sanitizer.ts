/**
 * The CMS-description sanitizer (DOMPurify), loaded on demand. React-free, so the search
 * page's entry can ask for it before React has loaded; the hook is useSanitizedHtml.ts.
 */
import { pageSingleton } from '../bus/pageGlobal';
import { withoutEventHandlers } from '../ui/search/withoutEventHandlers';

export type Sanitize = (html: string) => string;

/**
 * `ready`: the sanitizer once its chunk has loaded; from then on descriptions are cleaned while
 * rendering. One per page, not per copy of this module (the build copies it into the search
 * page's and the product page's files): DOMPurify, one module, gets its hook once.
 */
type Loader = { loaded?: Promise<Sanitize>; ready?: Sanitize };
const loader = (): Loader => pageSingleton(window, 'sanitizer@1', () => ({}));

/** The sanitizer when its chunk has loaded, else undefined. */
export function loadedSanitizer(): Sanitize | undefined {
  return loader().ready;
}

/**
 * DOMPurify is loaded on first use, as its own chunk: only a category page with a CMS
 * description needs it. The search page's entry asks for it while the first search is on
 * its way, so the hero is usually drawn with its description in the first pass.
 */
export function loadSanitizer(): Promise<Sanitize> {
  const page = loader();
  page.loaded ??= import('dompurify').then(({ default: DOMPurify }) => {
    // An image the CMS editor left without alt text is decoration to a screen reader, not a
    // file name read aloud.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    });
    const ready = (html: string) =>
      DOMPurify.sanitize(withoutEventHandlers(html), { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'] });
    page.ready = ready;
    return ready;
  });
  return page.loaded;
}

