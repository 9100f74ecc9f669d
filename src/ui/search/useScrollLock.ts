import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';
import { lockPageScroll } from '../dialog/lockPageScroll';

/**
 * Locks page scrolling while `active` (`lockPageScroll`). The document is taken from
 * `anchor`, so nothing global is read.
 */
export function useScrollLock(active: boolean, anchor: RefObject<Element | null>): void {
  useLayoutEffect(() => {
    const doc = anchor.current?.ownerDocument;
    if (!active || !doc) return;
    return lockPageScroll(doc);
  }, [active, anchor]);
}
