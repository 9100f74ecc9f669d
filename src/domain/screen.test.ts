import { describe, expect, it } from 'vitest';
import { MOBILE_BREAKPOINT, isMobileWidth } from './screen';

describe('isMobileWidth', () => {
  it('treats a body narrower than 576 pixels as mobile', () => {
    expect(MOBILE_BREAKPOINT).toBe(576);
    expect(isMobileWidth(575)).toBe(true);
    expect(isMobileWidth(320)).toBe(true);
  });

  it('treats 576 pixels and wider as not mobile', () => {
    expect(isMobileWidth(576)).toBe(false);
    expect(isMobileWidth(1280)).toBe(false);
  });
});
