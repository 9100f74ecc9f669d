/**
 * Where `one time` toasts mount: the page's `[data-sf-widget="notices"]`, or, when the host
 * placed none, one appended to the body. The cart badge entry is on every page, so every
 * page gets the toasts without the host adding anything.
 */
export const NOTICES_SELECTOR = '[data-sf-widget="notices"]';

export function ensureNoticesMount(doc: Document): void {
  if (!doc.body || doc.querySelector(NOTICES_SELECTOR)) return;
  const element = doc.createElement('div');
  element.setAttribute('data-sf-widget', 'notices');
  doc.body.append(element);
}
