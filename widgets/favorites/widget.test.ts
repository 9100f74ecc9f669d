// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { PageDataError } from '../../src/runtime/pageData';
import { readWidgetSettings } from '../../src/runtime/widgetSettings';
import FAVORITES_WIDGET from './widget';

function mountPoint(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-sf-widget', 'favorites');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

const read = (element: HTMLElement) => readWidgetSettings(FAVORITES_WIDGET.settings, element, document, () => {});

describe("the favorites widget's attributes", () => {
  it('reads the item id as a number', () => {
    expect(read(mountPoint({ 'data-item-id': ' 1042 ' }))).toEqual({ itemId: 1042, allowDelete: false });
  });

  it('allows deleting lists when data-allow-delete is present, whatever its value', () => {
    expect(read(mountPoint({ 'data-item-id': '7', 'data-allow-delete': '' }))).toMatchObject({ allowDelete: true });
  });

  it('names the element and the attribute when data-item-id is missing', () => {
    expect(() => read(mountPoint({}))).toThrow('[data-sf-widget="favorites"]: data-item-id is missing: it must be a whole number above 0, such as data-item-id="1042".');
  });

  it.each(['abc', '1.5', '0', '-3', '12px'])('refuses data-item-id="%s" with the value in the message', (value) => {
    const element = mountPoint({ 'data-item-id': value, id: 'fav-1' });
    expect(() => read(element)).toThrow(PageDataError);
    expect(() => read(element)).toThrow(`#fav-1: data-item-id: "${value}" is not a whole number above 0, such as data-item-id="1042".`);
  });
});
