// The bench's first-paint mark: the frame that paints what was just put in the page, taken in
// that frame's animation callback once its style and layout are done (forced there, the
// browser then only paints). The older mark ("a frame and then a task") also counted any task
// that happened to run before its timer, such as a widget's second pass after the first paint
// (issue 34 step 8). Element Timing was tried and not kept: it reports only elements painted
// in the viewport for the first time, so it misses the 1000th card and a static page whose
// first cards painted while the rest was still parsing.

/** The binding the page reports each mark through (`whenMarked`). */
const BINDING = '__benchMarked';

/**
 * Page script defining `window.__benchPaintMark(done)`: `done(ms)` at the next frame, after its
 * layout; the mark is also reported to `whenMarked`'s listener.
 */
export const PAINT_MARK = `(() => {
  window.__benchPaintMark = (done) => {
    requestAnimationFrame(() => {
      void document.documentElement.getBoundingClientRect();
      const at = performance.now();
      done(at);
      window.${BINDING}?.(String(at));
    });
  };
})();`;

/**
 * Resolves to a function giving the page's first mark (ms from navigation start), reported
 * through a CDP binding: call it before `page.goto`, call what it gives after. Waiting with `page.waitForFunction` instead made Playwright compile and
 * run its injected script (about 60 ms of main thread, more on a loaded machine) in the page
 * right after the load event, while the page was still loading: in the middle of a widget's
 * start (its files arrive after the load event) but after a floor's script had run (a module
 * script in the HTML holds the load event), so it slowed the widget more than its floor
 * (issue 44, docs/architecture.md).
 */
export async function whenMarked(page, timeoutMs = 60_000) {
  const cdp = await page.context().newCDPSession(page);
  const marked = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no paint mark within ${timeoutMs} ms`)), timeoutMs);
    cdp.on('Runtime.bindingCalled', ({ name, payload }) => {
      if (name !== BINDING) return;
      clearTimeout(timer);
      resolve(Number(payload));
    });
  });
  marked.catch(() => {
    // Reported to whoever awaits it; a load that failed first has thrown already.
  });
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: BINDING });
  return () => marked;
}
