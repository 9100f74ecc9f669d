/**
 * Elements a keyboard user can reach with Tab, in document order. Used by Modal to move
 * focus in and to keep Tab inside the dialog: the native modal dialog makes the page behind
 * it inert, but Tab from the last control would still leave for the browser's own UI.
 */
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

export function focusableElements(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.hasAttribute('inert') && !isHidden(element),
  );
}

function isHidden(element: HTMLElement): boolean {
  // `hidden` on the element or an ancestor; layout-based checks are unreliable in test DOMs.
  return element.closest('[hidden]') !== null;
}
