import { describe, expect, it } from 'vitest';
import { attr, html, jsonForScript, jsonScript, raw } from './html';

describe('html', () => {
  it('escapes interpolated text so a product name cannot inject markup', () => {
    expect(html`<p>${'<b>"Tom" & Jerry\'s</b>'}</p>`.toString()).toBe('<p>&lt;b&gt;&quot;Tom&quot; &amp; Jerry&#39;s&lt;/b&gt;</p>');
  });

  it('keeps nested templates and raw markup as they are', () => {
    expect(html`<ul>${['a', 'b'].map((x) => html`<li>${x}</li>`)}${raw('<li>c</li>')}</ul>`.toString()).toBe(
      '<ul><li>a</li><li>b</li><li>c</li></ul>',
    );
  });

  it('renders nothing for null, undefined and false', () => {
    expect(html`[${null}${undefined}${false}${0}]`.toString()).toBe('[0]');
  });

  it('writes an optional attribute only when it has a value', () => {
    expect(html`<script${attr('nonce', undefined)}>`.toString()).toBe('<script>');
    expect(html`<script${attr('nonce', 'a"b')}>`.toString()).toBe('<script nonce="a&quot;b">');
    expect(html`<div${attr('data-allow-delete', true)}>`.toString()).toBe('<div data-allow-delete>');
  });
});

describe('jsonForScript', () => {
  it('escapes < > & so a value holding </script> or <!-- cannot end the element', () => {
    const text = jsonForScript({ term: '</script><!-- & -->' });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ term: '</script><!-- & -->' });
  });

  it('escapes the line and paragraph separators', () => {
    const text = jsonForScript({ s: 'a\u2028b\u2029c' });
    expect(text).toBe('{"s":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(text)).toEqual({ s: 'a\u2028b\u2029c' });
  });

  it('wraps the JSON in a non-executable script element with the given id', () => {
    expect(jsonScript('sf-context', { a: 1 }).toString()).toBe('<script type="application/json" id="sf-context">{"a":1}</script>');
  });
});
