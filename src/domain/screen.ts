/** Page bodies narrower than this many pixels get the mobile layout (SPEC section 9). */
export const MOBILE_BREAKPOINT = 576;

/** True for a body width below the breakpoint: 575 is mobile, 576 is not. */
export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT;
}
