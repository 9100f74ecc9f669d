/**
 * Stops the page behind an overlay from scrolling (SPEC section 2: an open overlay locks
 * page scrolling) and gives back the function that restores the exact previous state: the
 * body's and the root element's own inline `overflow` (whatever the host had set, even '')
 * and the scroll position. Nested locks restore in reverse order. Used by the Modal and the
 * mobile filter panel (the Quantity Changed alert locks in CSS, see its style).
 */
export function lockPageScroll(doc: Document): () => void {
  const win = doc.defaultView;
  const { body, documentElement } = doc;
  const saved = {
    bodyOverflow: body.style.overflow,
    rootOverflow: documentElement.style.overflow,
    x: win?.scrollX ?? 0,
    y: win?.scrollY ?? 0,
  };
  body.style.overflow = 'hidden';
  documentElement.style.overflow = 'hidden';
  return () => {
    body.style.overflow = saved.bodyOverflow;
    documentElement.style.overflow = saved.rootOverflow;
    if (win && (win.scrollX !== saved.x || win.scrollY !== saved.y)) win.scrollTo(saved.x, saved.y);
  };
}
