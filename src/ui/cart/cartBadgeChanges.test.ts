import { describe, expect, it } from 'vitest';
import type { CartState } from '../../state/cartStore';
import { startTracking, trackChange } from './cartBadgeChanges';

const cart = (lineCount: number) => ({ lineCount, totalQuantity: lineCount * 12, subtotal: null });
const ready = (lineCount: number): CartState => ({ cart: cart(lineCount), status: 'ready' });

describe('trackChange', () => {
  it('does not count the first count a page load brings', () => {
    let tracker = startTracking({ cart: null, status: 'idle' });
    tracker = trackChange(tracker, { cart: null, status: 'loading' });
    tracker = trackChange(tracker, ready(2));
    expect(tracker).toEqual({ count: 2, status: 'ready', changeId: 0 });
  });

  it('counts a new count after one was shown', () => {
    const tracker = trackChange(startTracking(ready(2)), ready(3));
    expect(tracker.changeId).toBe(1);
  });

  it('does not count the same count again', () => {
    const tracker = trackChange(startTracking(ready(2)), ready(2));
    expect(tracker.changeId).toBe(0);
  });

  it('counts the first count after a failed load (it comes from an add to cart)', () => {
    const tracker = trackChange(startTracking({ cart: null, status: 'failed' }), ready(1));
    expect(tracker.changeId).toBe(1);
  });

  it('starts quiet for a badge mounted after the count was known', () => {
    expect(startTracking(ready(5)).changeId).toBe(0);
  });
});
