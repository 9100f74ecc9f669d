import { describe, expect, it } from 'vitest';
import { withoutEventHandlers } from './withoutEventHandlers';

describe('withoutEventHandlers', () => {
  it('drops an unquoted onerror handler and keeps the other attributes', () => {
    expect(withoutEventHandlers('<img src=x onerror=alert(1) alt="Pots">')).toBe('<img src=x  alt="Pots">');
  });

  it('drops quoted handlers in any letter case, also after a slash', () => {
    expect(withoutEventHandlers(`<p OnClick="go()" class='a'>x</p><svg/onload='y'>`)).toBe(
      `<p  class='a'>x</p><svg/>`,
    );
  });

  it('keeps an attribute whose quoted value only mentions a handler', () => {
    const html = '<a title="say onclick=hi" href="/a">on=1 only=2</a>';
    expect(withoutEventHandlers(html)).toBe(html);
  });

  it('keeps text outside tags, even when it reads like an attribute', () => {
    expect(withoutEventHandlers('Water only=weekly, onset = spring')).toBe('Water only=weekly, onset = spring');
  });

  it('reads a tag whose quoted value holds a closing bracket', () => {
    expect(withoutEventHandlers('<img alt="a>b" onerror="x()">')).toBe('<img alt="a>b" >');
  });
});
