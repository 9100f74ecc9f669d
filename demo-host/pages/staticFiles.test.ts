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
    // A release's folder is written once per version: its entries too may be kept a year.
    expect(cacheControlOf('0.4.0/searchPage.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('1.2.0-rc.1/chunks/sf-core-07DC3237.js')).toBe('public, max-age=31536000, immutable');
  });
});

describe('compression', () => {
  it('sends scripts gzip-compressed to a browser that accepts gzip, as they are to one that does not', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { gunzipSync } = await import('node:zlib');
    const { serveStatic } = await import('./staticFiles');
    const dir = mkdtempSync(path.join(tmpdir(), 'sf-static-'));
    const text = 'export const x = 1;\n'.repeat(200);
    writeFileSync(path.join(dir, 'a.js'), text);
    const serve = (acceptEncoding: string | undefined) =>
      new Promise<{ headers: Record<string, string>; body: Buffer }>((resolve) => {
        const headers: Record<string, string> = {};
        const chunks: Buffer[] = [];
        const res = {
          setHeader: (k: string, v: string) => (headers[k.toLowerCase()] = v),
          writeHead: (_status: number, h: Record<string, string>) => Object.entries(h).forEach(([k, v]) => (headers[k.toLowerCase()] = v)),
          end: (body?: Buffer) => resolve({ headers, body: Buffer.concat([...chunks, ...(body ? [body] : [])]) }),
          write: (chunk: Buffer) => chunks.push(chunk),
          on: () => res,
          once: () => res,
          emit: () => true,
        };
        const req = { method: 'GET', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} };
        serveStatic(req as never, res as never, dir, 'a.js', { cors: true });
      });
    const gz = await serve('gzip, deflate, br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('Accept-Encoding');
    expect(Number(gz.headers['content-length'])).toBeLessThan(text.length / 10);
    expect(gunzipSync(gz.body).toString()).toBe(text);
    const plain = await serve(undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(text.length));
  });
});
