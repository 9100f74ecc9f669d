import { useEffect, useState } from 'react';
import { withoutEventHandlers } from './withoutEventHandlers';

type Sanitize = (html: string) => string;
let loaded: Promise<Sanitize> | undefined;

/**
 * DOMPurify is loaded on first use, as its own chunk: only a category page with a CMS
 * description needs it, and the search page's first paint must not wait for it.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loaded ??= import('dompurify').then(({ default: DOMPurify }) => {
    // An image the CMS editor left without alt text is decoration to a screen reader, not a
    // file name read aloud.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    });
    return (html: string) =>
      DOMPurify.sanitize(withoutEventHandlers(html), { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'] });
  });
  return loaded;
}

/** The HTML with scripts, handlers and other active content removed; null until ready. */
export function useSanitizedHtml(html: string | null | undefined): string | null {
  const [result, setResult] = useState<{ source: string; clean: string } | null>(null);
  useEffect(() => {
    if (!html) return;
    let current = true;
    void loadSanitizer().then((sanitize) => {
      if (current) setResult({ source: html, clean: sanitize(html) });
    });
    return () => {
      current = false;
    };
  }, [html]);
  return html && result?.source === html ? result.clean : null;
}
