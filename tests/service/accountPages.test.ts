/**
 * The demo host's account pages over HTTP (issue 26, accounts): the /login sign-in answers
 * an unknown address and a wrong password with the same page and status, and a limited one
 * with 429 + Retry-After in the same neutral words; the reset page sends no Referer and
 * allows nothing from other origins.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startDemoServer, type DemoServer } from '../../demo-host/server';
import { LIMITS } from '../../demo-host/service/limits';
import { SIGN_IN_WRONG } from '../../demo-host/service/logins';
import { DEMO_PASSWORD } from '../../demo-host/service/personas';
import { seededCopy } from './helpers';

let server: DemoServer;
let dataDir: string;
let widgetsDir: string;

beforeAll(async () => {
  dataDir = seededCopy();
  // Stand-in entries: the pages reference what dist/widgets holds, here from a second origin (a CDN).
  widgetsDir = mkdtempSync(path.join(tmpdir(), 'sf-stub-widgets-'));
  for (const entry of ['cartBadge', 'account']) writeFileSync(path.join(widgetsDir, `${entry}.js`), 'export {};\n');
  server = await startDemoServer({ port: 0, dataDir, widgetsDir, widgetsPort: 0 });
}, 60_000);
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(widgetsDir, { recursive: true, force: true });
});

/** Numbers the unknown addresses, so each test starts with fresh counts for them. */
let client = 0;
beforeEach(() => {
  client += 1;
});

const signIn = (email: string, password: string) =>
  fetch(new URL('/demo/sign-in', server.url), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password, returnTo: '/cart' }).toString(),
  });

/** The sign-in section of a page, with the email written back taken out (it differs by design). */
const signInSection = (html: string, email: string) =>
  (/<section class="panel sign-in"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '').replace(`value="${email}"`, 'value="…"');

describe('POST /demo/sign-in', () => {
  test('an unknown email and a wrong password get the same 401 page, with the email kept and the password not', async () => {
    const known = 'sam@maplehollow.example';
    const unknown = `nobody.${client}@maplehollow.example`;
    const wrong = await signIn(known, 'not my password 1');
    const missing = await signIn(unknown, 'not my password 1');
    expect(wrong.status).toBe(401);
    expect(missing.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect(missing.headers.get('location')).toBeNull();
    const [a, b] = [await wrong.text(), await missing.text()];
    expect(a).toContain(`<p class="notice" role="alert" id="sign-in-error">${SIGN_IN_WRONG}</p>`);
    expect(a).toContain(`value="${known}"`);
    expect(a).not.toContain('not my password');
    expect(signInSection(a, known)).toBe(signInSection(b, unknown));
  });

  test(`after ${LIMITS.signInPerEmail.max} failures: 429 with Retry-After and neutral words, for a login and an unknown address alike`, async () => {
    const answers = async (email: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < LIMITS.signInPerEmail.max; i++) statuses.push((await signIn(email, `guess ${i}`)).status);
      const limited = await signIn(email, email.startsWith('morgan') ? DEMO_PASSWORD : 'guess');
      return { statuses, limited, html: await limited.text() };
    };
    const known = await answers('morgan@riversidelandscape.example');
    const unknown = await answers(`ghost.${client}@riversidelandscape.example`);
    for (const { statuses, limited, html } of [known, unknown]) {
      expect(statuses).toEqual(Array(LIMITS.signInPerEmail.max).fill(401));
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(LIMITS.signInPerEmail.windowMs / 1000 - 60);
      expect(html).toContain('role="alert" id="sign-in-error">Too many attempts to sign in. Wait 15 minutes and try again.</p>');
    }
    expect(signInSection(known.html, 'morgan@riversidelandscape.example')).toBe(signInSection(unknown.html, `ghost.${client}@riversidelandscape.example`));
  });

  test('the right password signs in with a session cookie and goes back', async () => {
    const answer = await signIn('priya@sunshinegc.example', DEMO_PASSWORD);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/cart');
    expect(answer.headers.get('set-cookie')).toMatch(/^sf_demo_user=login%3A/);
  });
});

describe('the reset page', () => {
  test('sends Referrer-Policy: no-referrer, the meta tag first, a CSP of its own origin, and loads widgets from it', async () => {
    const response = await fetch(new URL('/account/reset-password?token=abc', server.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/^default-src 'self'; script-src 'self' 'nonce-[\w+/=]+'; style-src 'self' 'nonce-[\w+/=]+'; img-src 'self' data:; connect-src 'self';/);
    expect(csp).not.toMatch(/https?:/);
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="referrer" content="no-referrer">\n/);
    expect(html).not.toMatch(/(src|href)="https?:/);
    expect(html).toContain('<script type="module" src="/widgets/account.js" nonce="');
  });

  test('other pages keep the default policy and load widgets from the widgets origin', async () => {
    const response = await fetch(new URL('/account/recover-password', server.url));
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('content-security-policy')).toBeNull();
    const html = await response.text();
    expect(html).not.toContain('name="referrer"');
    expect(html).toMatch(/<script type="module" src="http:\/\/localhost:\d+\/widgets\/account.js"><\/script>/);
  });
});
