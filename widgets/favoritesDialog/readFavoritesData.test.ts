// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { PageDataError } from '../../src/runtime/pageData';
import { readFavoritesData } from './readFavoritesData';

function mountPoint(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-sf-widget', 'favorites');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('readFavoritesData', () => {
  it('reads the item id as a number', () => {
    expect(readFavoritesData(mountPoint({ 'data-item-id': ' 1042 ' }))).toEqual({ itemId: 1042, allowDelete: false });
  });

  it('allows deleting lists when data-allow-delete is present, whatever its value', () => {
    expect(readFavoritesData(mountPoint({ 'data-item-id': '7', 'data-allow-delete': '' })).allowDelete).toBe(true);
  });

  it('names the element and the attribute when data-item-id is missing', () => {
    expect(() => readFavoritesData(mountPoint({}))).toThrow(
      '[data-sf-widget="favorites"]: data-item-id is required but missing',
    );
  });

  it.each(['abc', '1.5', '0', '-3', '12px'])('refuses data-item-id="%s" with the value in the message', (value) => {
    const element = mountPoint({ 'data-item-id': value, id: 'fav-1' });
    expect(() => readFavoritesData(element)).toThrow(PageDataError);
    expect(() => readFavoritesData(element)).toThrow(`#fav-1: data-item-id must be a whole number above 0, got "${value}".`);
  });
});
