import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheControlOf, contentTypeOf, resolveInside } from './staticFiles';

describe('resolveInside', () => {
  const root = path.resolve('/srv/widgets');

  it('resolves a file and a nested chunk below the root', () => {
    expect(resolveInside(root, 'searchPage.js')).toBe(path.join(root, 'searchPage.js'));
    expect(resolveInside(root, 'chunks/chunk-ABCD1234.js')).toBe(path.join(root, 'chunks/chunk-ABCD1234.js'));
  });

  it('keeps paths that try to climb out (encoded or not) inside the root, and refuses undecodable ones', () => {
    expect(resolveInside(root, '../secret')).toBe(path.join(root, 'secret'));
    expect(resolveInside(root, '%2e%2e/%2e%2e/etc/passwd')).toBe(path.join(root, 'etc/passwd'));
    expect(resolveInside(root, '')).toBeNull();
    expect(resolveInside(root, 'a%00.js')).toBeNull();
    expect(resolveInside(root, '%E0%A4%A')).toBeNull();
  });
});

describe('content types and caching', () => {
  it('serves scripts as JavaScript and source maps as JSON', () => {
    expect(contentTypeOf('searchPage.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('searchPage.js.map')).toBe('application/json; charset=utf-8');
    expect(contentTypeOf('host.css')).toBe('text/css; charset=utf-8');
  });

  it('lets browsers keep hashed chunks for a year but revalidate stable entry names', () => {
    expect(cacheControlOf('chunks/chunk-5XK2QW7B.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('searchPage.js')).toBe('no-cache');
    expect(cacheControlOf('searchPage.js.map')).toBe('no-cache');
  });
});
