// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { PageDataError } from '../../src/runtime/pageData';
import { readWidgetSettings } from '../../src/runtime/widgetSettings';
import type { StatementMountData } from './start';
import { STATEMENT_WIDGET } from './widget';

function element(attributes: Record<string, string>): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('data-sf-widget', 'statement');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  return el;
}

const docAt = (search: string) => ({ location: { search } }) as unknown as Document;
const read = (el: HTMLElement, doc: Document) => readWidgetSettings(STATEMENT_WIDGET.settings, el, doc, () => {}) as StatementMountData;

describe("the statement widget's number and suffix", () => {
  it('reads data-number and data-suffix first', () => {
    expect(read(element({ 'data-number': ' 480123 ', 'data-suffix': '01' }), docAt('?number=1&suffix=00'))).toEqual({ number: '480123', suffix: '01', payOnline: false });
  });

  it('falls back to number and suffix from the address', () => {
    expect(read(element({}), docAt('?number=480123&suffix=00'))).toEqual({ number: '480123', suffix: '00', payOnline: false });
  });

  it('takes any suffix when none is given', () => {
    expect(read(element({ 'data-number': '480123' }), docAt(''))).toEqual({ number: '480123', suffix: null, payOnline: false });
  });

  it('refuses a page that names no statement, naming the element and the attribute', () => {
    expect(() => read(element({}), docAt('?suffix=00'))).toThrow(PageDataError);
    expect(() => read(element({}), docAt(''))).toThrow(/^\[data-sf-widget="statement"\]: data-number is missing: it must be text that is not empty\.$/);
  });

  it('offers paying the open invoices only where the element carries data-pay-online (a presence attribute)', () => {
    expect(read(element({ 'data-number': '480123', 'data-pay-online': '' }), docAt('')).payOnline).toBe(true);
    expect(read(element({ 'data-number': '480123' }), docAt('?payOnline=1')).payOnline).toBe(false);
  });

  it('offers no payment in its example element, which editors copy: pasted where the service lacks the calls, the statement shows as today', () => {
    const example = STATEMENT_WIDGET.about && STATEMENT_WIDGET.about.element;
    const parsed = new DOMParser().parseFromString(example || '', 'text/html').body.firstElementChild as HTMLElement;
    expect(read(parsed, docAt(''))).toEqual({ number: '480123', suffix: '00', payOnline: false });
  });
});
