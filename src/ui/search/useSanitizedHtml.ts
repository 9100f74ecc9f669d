import { useEffect, useMemo, useState } from 'react';
import { withoutEventHandlers } from './withoutEventHandlers';

type Sanitize = (html: string) => string;
let loaded: Promise<Sanitize> | undefined;
/** The sanitizer once its chunk has loaded: from then on descriptions are cleaned while rendering. */
let ready: Sanitize | undefined;

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

/**
 * The HTML with scripts, handlers and other active content removed; null until the
 * sanitizer has loaded (at once when it already has).
 */
export function useSanitizedHtml(html: string | null | undefined): string | null {
  const [loadedNow, setLoadedNow] = useState(false);
  useEffect(() => {
    // Once loaded, the memo below cleans while rendering: nothing to wait for.
    if (!html || ready) return;
    let current = true;
    void loadSanitizer().then(() => {
      if (current) setLoadedNow(true);
    });
    return () => {
      current = false;
    };
  }, [html]);
  // `loadedNow` re-runs the memo once the sanitizer arrives.
  return useMemo(() => (html && ready ? ready(html) : null), [html, loadedNow]);
}
