// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { ManifestWidget } from '../manifest';
import { readSnippet, snippetFor } from './snippet';

const widget = (over: Partial<ManifestWidget>): ManifestWidget => ({
  name: 'searchPage',
  title: 'Search and category page',
  description: 'Results.',
  entry: 'searchPage.js',
  mount: '#searchPage',
  element: '<div id="searchPage"></div>',
  data: 'searchPage-data',
  schema: 'schema/searchPage.json',
  attributes: [],
  host: { csp: ['service'], reservedHeight: null },
  ...over,
});
const search = widget({});
const favorites = widget({ name: 'favorites', title: 'Favorites button', entry: 'favoritesDialog.js', mount: '[data-sf-widget="favorites"]', element: '<div data-sf-widget="favorites" data-item-id="1042"></div>', data: null, schema: null });
const integrity = { version: '0.4.0', files: { '0.4.0/searchPage.js': { integrity: 'sha384-abc' }, '0.4.0/favoritesDialog.js': { integrity: 'sha384-def' } } };
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the snippet', () => {
  it('carries the page context once, the element, its data script and the release\'s entry with its integrity', () => {
    const text = snippetFor({ widget: search, blob: { searchRequest: { searchTerm: '</script>' } }, context: { serviceUrl: 'https://shop.example/api' }, widgetsBase: 'https://cdn.example/widgets', integrity });
    expect(text).toContain('<script type="application/json" id="sf-context">{\n  "serviceUrl": "https://shop.example/api"\n}</script>');
    expect(text).toContain('<div id="searchPage"></div>');
    expect(text).toContain('<script type="application/json" id="searchPage-data">');
    // A text that would end the script element is written so it cannot.
    expect(text).not.toContain('"</script>"');
    expect(text).toContain('<script type="module" src="https://cdn.example/widgets/0.4.0/searchPage.js" integrity="sha384-abc" crossorigin="anonymous"></script>');
  });

  it('reads a snippet back: the widget by its element, its data script, its page context', () => {
    const text = snippetFor({ widget: search, blob: { searchRequest: { searchTerm: 'pot' } }, context: { serviceUrl: '/api' }, widgetsBase: '/widgets', integrity });
    const read = readSnippet(text, { widgets: [favorites, search] }, parse);
    expect(read).toMatchObject({ ok: true, widget: { name: 'searchPage' }, blob: { searchRequest: { searchTerm: 'pot' } }, context: { serviceUrl: '/api' } });
  });

  it('writes and reads back a widget\'s attributes', () => {
    const text = snippetFor({ widget: favorites, attributes: [['data-item-id', '77'], ['data-allow-delete', '']], context: { serviceUrl: '/api' }, widgetsBase: '/widgets', integrity });
    expect(text).toContain('<div data-sf-widget="favorites" data-item-id="77" data-allow-delete></div>');
    const read = readSnippet(text, { widgets: [search, favorites] }, parse);
    expect(read.ok && read.element.getAttribute('data-item-id')).toBe('77');
    expect(read.ok && read.element.hasAttribute('data-allow-delete')).toBe(true);
  });

  it('says what is missing from a snippet it cannot read', () => {
    expect(readSnippet('<p>hello</p>', { widgets: [search] }, parse)).toEqual({ ok: false, reason: expect.stringMatching(/^No widget was found in the snippet/) });
    expect(readSnippet('<div id="searchPage"></div><script type="application/json" id="searchPage-data">{"a":</script>', { widgets: [search] }, parse)).toEqual({
      ok: false,
      reason: expect.stringMatching(/^The snippet's #searchPage-data is not valid JSON: /),
    });
  });
});
