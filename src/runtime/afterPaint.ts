/**
 * Work that must not hold back a first paint: it runs after the next frame has been drawn,
 * once the browser is idle (at most AFTER_PAINT_TIMEOUT_MS later). Called in the task that
 * puts something on screen (an answer drawn, a first commit), it runs after that frame.
 * React-free: stores' starts use it as well as connectors. Returns the cancel.
 */
export const AFTER_PAINT_TIMEOUT_MS = 200;

export function afterNextPaint(win: Window, run: () => void): () => void {
  let cancelled = false;
  let cancelLater = () => {};
  const frame = win.requestAnimationFrame(() => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function') {
      const idle = win.requestIdleCallback(() => run(), { timeout: AFTER_PAINT_TIMEOUT_MS });
      cancelLater = () => win.cancelIdleCallback(idle);
    } else {
      const timer = win.setTimeout(run, 0);
      cancelLater = () => win.clearTimeout(timer);
    }
  });
  return () => {
    cancelled = true;
    win.cancelAnimationFrame(frame);
    cancelLater();
  };
}
