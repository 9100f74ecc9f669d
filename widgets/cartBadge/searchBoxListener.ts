/**
 * Opens the host's search box when a header button publishes `show search` (HOST-CONTRACT
 * section 3). The host marks its search box with `data-sf-search-box`; this listener sets
 * `data-sf-open="true"|"false"` on it, removes a `hidden` attribute when opening, and moves
 * focus into the box. Showing and hiding is the host's CSS, because only the host knows
 * where its box goes on a phone, e.g.
 *
 *   @media (max-width: 575.98px) { [data-sf-search-box]:not([data-sf-open="true"]) { display: none; } }
 *
 * Controls with `aria-controls` naming the box get `aria-expanded` to match.
 */
import type { Bus } from '../../src/bus/bus';

export const SEARCH_BOX_SELECTOR = '[data-sf-search-box]';
export const SEARCH_OPEN_ATTRIBUTE = 'data-sf-open';
/** One subscriber per page, whichever bundle copy registers last. */
export const SEARCH_BOX_BUS_KEY = 'hostSearchBox';

export function listenForShowSearch(bus: Bus, doc: Document): () => void {
  return bus.on('show search', SEARCH_BOX_BUS_KEY, ({ open }) => {
    const box = doc.querySelector<HTMLElement>(SEARCH_BOX_SELECTOR);
    if (!box) return;
    box.setAttribute(SEARCH_OPEN_ATTRIBUTE, open ? 'true' : 'false');
    if (open) box.removeAttribute('hidden');
    if (box.id) {
      for (const control of doc.querySelectorAll(`[aria-controls="${CSS.escape(box.id)}"]`)) {
        control.setAttribute('aria-expanded', String(open));
      }
    }
    if (open && !box.contains(doc.activeElement)) {
      box.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, [tabindex]:not([tabindex="-1"])')?.focus();
    }
  });
}
