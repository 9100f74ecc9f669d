// The bench's first-paint mark: the frame that paints what was just put in the page, taken in
// that frame's animation callback once its style and layout are done (forced there, the
// browser then only paints). The older mark ("a frame and then a task") also counted any task
// that happened to run before its timer, such as a widget's second pass after the first paint
// (issue 34 step 8). Element Timing was tried and not kept: it reports only elements painted
// in the viewport for the first time, so it misses the 1000th card and a static page whose
// first cards painted while the rest was still parsing.

/** Page script defining `window.__benchPaintMark(done)`: `done(ms)` at the next frame, after its layout. */
export const PAINT_MARK = `(() => {
  window.__benchPaintMark = (done) => {
    requestAnimationFrame(() => {
      void document.documentElement.getBoundingClientRect();
      done(performance.now());
    });
  };
})();`;
