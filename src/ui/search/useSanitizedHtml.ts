import { useEffect, useMemo, useState } from 'react';
import { loadedSanitizer, loadSanitizer } from '../../runtime/sanitizer';

export { loadSanitizer };

/**
 * The HTML with scripts, handlers and other active content removed; null until the
 * sanitizer has loaded (at once when it already has).
 */
export function useSanitizedHtml(html: string | null | undefined): string | null {
  const [loadedNow, setLoadedNow] = useState(false);
  useEffect(() => {
    // Once loaded, the memo below cleans while rendering: nothing to wait for.
    if (!html || loadedSanitizer()) return;
    let current = true;
    void loadSanitizer().then(() => {
      if (current) setLoadedNow(true);
    });
    return () => {
      current = false;
    };
  }, [html]);
  // `loadedNow` re-runs the memo once the sanitizer arrives.
  return useMemo(() => {
    const sanitize = loadedSanitizer();
    return html && sanitize ? sanitize(html) : null;
  }, [html, loadedNow]);
}
