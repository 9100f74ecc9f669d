/**
 * Static files for the demo server: the built widgets (dist/widgets, possibly fetched from
 * another origin, so with CORS) and the host's own stylesheets and script.
 */
import { createReadStream, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Entry files keep stable names across builds, so browsers must revalidate them; chunks carry
 * a content hash in their name and never change, and a release's folder (`0.4.0/…`, written
 * once per version: CHANGELOG.md) never changes either, so both may be cached for a year.
 */
export function cacheControlOf(relativePath: string): string {
  const name = path.basename(relativePath);
  const hashed = /-[A-Za-z0-9]{8,}\.(m?js|css)$/.test(name);
  const released = /^\/?\d+\.\d+\.\d+(?:[-+][\w.-]+)?\//.test(relativePath.replace(/\\/g, '/'));
  return hashed || released ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Resolves a URL path below `root`, or null when it would escape it (`..`, encoded or not). */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  const base = path.resolve(root);
  return full === base || !full.startsWith(base + path.sep) ? null : full;
}

export type StaticOptions = {
  /** Adds `Access-Control-Allow-Origin: *`: module scripts from another origin are CORS fetches. */
  cors?: boolean;
};

/** Text files are sent gzip-compressed to browsers that accept it, as any CDN would. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.map', '.json', '.svg', '.txt', '.html']);
const compressed = new Map<string, { key: string; body: Buffer }>();

function gzipped(file: string, key: string): Buffer {
  const cached = compressed.get(file);
  if (cached?.key === key) return cached.body;
  const body = gzipSync(readFileSync(file), { level: 9 });
  compressed.set(file, { key, body });
  return body;
}

function acceptsGzip(req: IncomingMessage): boolean {
  const accept = req.headers['accept-encoding'];
  return typeof accept === 'string' && /\bgzip\b/i.test(accept);
}

/**
 * Serves `urlPath` from `root`. Answers 404 for anything missing and 405 for methods other
 * than GET, HEAD and OPTIONS; supports ETag revalidation. Always handles the request.
 */
export function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  urlPath: string,
  options: StaticOptions = {},
): void {
  if (options.cors) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Timing-Allow-Origin', '*');
  }
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Max-Age': '600' });
    res.end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Method not allowed');
    return;
  }
  const file = resolveInside(root, urlPath);
  const stats = file ? statOrNull(file) : null;
  if (!file || !stats?.isFile()) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(`Not found: ${urlPath}`);
    return;
  }
  const gzip = COMPRESSIBLE.has(path.extname(file).toLowerCase()) && acceptsGzip(req);
  const version = `${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}`;
  const etag = gzip ? `"${version}-gz"` : `"${version}"`;
  const headers: Record<string, string> = {
    'Content-Type': contentTypeOf(file),
    'Cache-Control': cacheControlOf(urlPath),
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    ...(COMPRESSIBLE.has(path.extname(file).toLowerCase()) ? { Vary: 'Accept-Encoding' } : {}),
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  if (gzip) {
    const body = gzipped(file, version);
    res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(stats.size) });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}

function statOrNull(file: string) {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}
