import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';

/**
 * Locks page scrolling while `active` (SPEC: an open overlay on mobile) and restores the
 * exact previous state afterwards: the body's and the root element's own `overflow`
 * values (whatever the host had set inline, even '') and the scroll position. The document
 * is taken from `anchor`, so nothing global is read.
 */
export function useScrollLock(active: boolean, anchor: RefObject<Element | null>): void {
  useLayoutEffect(() => {
    const doc = anchor.current?.ownerDocument;
    const win = doc?.defaultView;
    if (!active || !doc || !win) return;
    const { body, documentElement } = doc;
    const saved = {
      bodyOverflow: body.style.overflow,
      rootOverflow: documentElement.style.overflow,
      x: win.scrollX,
      y: win.scrollY,
    };
    body.style.overflow = 'hidden';
    documentElement.style.overflow = 'hidden';
    return () => {
      body.style.overflow = saved.bodyOverflow;
      documentElement.style.overflow = saved.rootOverflow;
      if (win.scrollX !== saved.x || win.scrollY !== saved.y) win.scrollTo(saved.x, saved.y);
    };
  }, [active, anchor]);
}
