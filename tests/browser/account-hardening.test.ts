/**
 * Issue 26, accounts, in Chromium against the demo host with the built widgets loaded from a
 * second origin (a CDN, `widgetsPort`): the reset page keeps its token to itself (no
 * Referer, nothing from another origin), a reset signs nobody in and signs out the account's
 * other browser, and /login says the same for an unknown address and a wrong password.
 */
import Database from 'better-sqlite3';
import path from 'node:path';
import type { BrowserContext, Page, Request, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY } from '../../src/api/client';
import { DEMO_PASSWORD } from '../../demo-host/service/personas';
import { axeViolations, networkQuiet, expectVisible, readPageContext, useHarness, VIEWPORTS } from './harness';

const h = useHarness({ widgetsPort: 0 });

function lastMailTo(email: string): { subject: string; body: string } | undefined {
  const db = new Database(path.join(h.dataDir, 'storefront.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT subject, body FROM outbox WHERE to_email = ? ORDER BY id DESC LIMIT 1').get(email) as { subject: string; body: string } | undefined;
  } finally {
    db.close();
  }
}

/** Asks the service for a reset link, as the recover form does, and reads it from the outbox. */
async function resetLink(email: string): Promise<string> {
  const response = await fetch(`${h.baseUrl}/api/Customer/RecoverPassword`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Api-Key': DEFAULT_API_KEY },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);
  const link = /(\/account\/reset-password\?token=[\w-]+)/.exec(lastMailTo(email)?.body ?? '')?.[1];
  if (!link) throw new Error(`no reset link was mailed to ${email}`);
  return link;
}

/** Sets a new password on the reset page `page` is on. */
async function chooseNewPassword(page: Page, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Choose a new password' });
  await expectVisible(form.getByRole('button', { name: 'Set new password' }), 20_000);
  await form.getByLabel('New password', { exact: true }).fill(password);
  await form.getByLabel('Confirm new password').fill(password);
  await expectVisible(form.getByText(/This password meets the rules\./), 15_000);
  await form.getByRole('button', { name: 'Set new password' }).click();
  await expectVisible(page.getByText('Your password was changed. Sign in with the new password.'));
}

/** Signs in on /login; returns the sign-in's answer. */
async function signIn(page: Page, email: string, password: string): Promise<Response> {
  await page.goto(`${h.baseUrl}/login`);
  const form = page.getByRole('region', { name: 'Sign in with your email' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Password').fill(password);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/demo/sign-in')),
    form.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  await page.waitForLoadState('load');
  return answer;
}

/** A service call with the page's own context (token, key), as a widget makes it. */
const callFromPage = (page: Page, servicePath: string, body: unknown) =>
  readPageContext(page).then((context) =>
    page.evaluate(
      async ({ url, token, apiKey, payload }) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Api-Key': apiKey, Authorization: `Basic ${token}` },
          body: JSON.stringify(payload),
        });
        return response.status;
      },
      { url: `${String(context.serviceUrl)}/${servicePath}`, token: String(context.jwtToken), apiKey: DEFAULT_API_KEY, payload: body },
    ),
  );

const sessionCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'sf_demo_user')?.value;

describe('the reset page keeps its token to itself', () => {
  it('sends Referrer-Policy: no-referrer, makes every request to its own origin, and a link from it sends no Referer', async () => {
    const link = await resetLink('priya@sunshinegc.example');
    const token = new URL(link, h.baseUrl).searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(20);
    const context = await h.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });

    const response = await page.goto(h.baseUrl + link);
    expect(response?.status()).toBe(200);
    const headers = response?.headers() ?? {};
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['content-security-policy']).toMatch(/^default-src 'self';/);
    expect(await page.locator('meta[name="referrer"]').getAttribute('content')).toBe('no-referrer');
    await chooseNewPassword(page, 'copper trowel seventeen');
    await networkQuiet(page);

    // Everything the page fetched: the document, styles, host script, the widgets and their
    // chunks (the password lists too), the service calls. This demo loads other pages'
    // widgets from a second origin; the reset page takes them from its own.
    const own = new URL(h.baseUrl).origin;
    const urls = requests.map((r) => r.url()).filter((u) => !u.startsWith('data:'));
    expect(urls.some((u) => u.includes('/widgets/account.js'))).toBe(true);
    expect(urls.some((u) => u.endsWith('/api/Customer/ResetPassword'))).toBe(true);
    expect(urls.filter((u) => new URL(u).origin !== own)).toEqual([]);
    for (const request of requests) expect((await request.allHeaders()).referer ?? '').not.toContain(token);
    expect(requests.filter((r) => r.url() !== h.baseUrl + link).map((r) => r.headers().referer).filter(Boolean)).toEqual([]);

    // Following a link from the page (the answer's Sign in) tells the next page nothing.
    const [navigation] = await Promise.all([
      page.waitForRequest((r) => r.isNavigationRequest() && r.url().endsWith('/login')),
      page.getByRole('link', { name: 'Sign in', exact: true }).click(),
    ]);
    expect((await navigation.allHeaders()).referer).toBeUndefined();
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => document.referrer)).toBe('');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('signed in, every widget of the page (cart badges, customer switcher, the form) runs under its CSP from its origin', async () => {
    const { page, context, consoleErrors, pageErrors, failedRequests } = await h.openPage('/account/reset-password?token=abc', { persona: 'buyer', waitUntil: 'quiet' });
    await expectVisible(page.getByRole('button', { name: 'Set new password' }), 20_000);
    await expectVisible(page.getByRole('link', { name: /^Cart/ }).first());
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(loaded.some((u) => u.includes('/widgets/customerSwitcher.js'))).toBe(true);
    expect(loaded.filter((u) => new URL(u).origin !== new URL(h.baseUrl).origin)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await context.close();
  });

  it('with errors shown, passes axe at 1280 and 375 px (CSP bypassed only to inject axe)', async () => {
    // One load, resized with the errors shown: the widgets follow a resize (src/runtime/screen.ts).
    const { page, context } = await h.openPage('/account/reset-password?token=abc', { viewport: VIEWPORTS.desktop, bypassCSP: true });
    await expectVisible(page.getByRole('button', { name: 'Set new password' }), 20_000);
    await page.getByRole('button', { name: 'Set new password' }).click();
    for (const viewport of [VIEWPORTS.desktop, { width: 375, height: 812 }]) {
      await page.setViewportSize(viewport);
      await expectVisible(page.getByRole('link', { name: 'Enter a password.' }));
      await expect.poll(() => axeViolations(page)).toEqual([]);
    }
    await context.close();
  });
});

describe('a successful reset', () => {
  it("signs nobody in, signs out the account's other browser, and mails a notice", async () => {
    const email = 'sam@maplehollow.example';
    const newPassword = 'walnut ladder evening';
    // Browser A: Sam, signed in with the password, on the statements page.
    const a = await h.openPage('/login');
    expect((await signIn(a.page, email, DEMO_PASSWORD)).status()).toBe(303);
    await a.page.goto(`${h.baseUrl}/MyAccount/OrderManager/Statements`);
    await expectVisible(a.page.getByText('Account: Sam Reyes'));
    await expectVisible(a.page.getByRole('table', { name: 'Statements' }), 20_000);
    expect(await callFromPage(a.page, 'Customer/GetStatements', { customerNumber: '100234' })).toBe(200);

    // Browser B: whoever has the mail resets the password.
    const b = await h.openPage(await resetLink(email));
    await chooseNewPassword(b.page, newPassword);
    expect(await sessionCookie(b.context)).toBeUndefined();
    await b.page.goto(`${h.baseUrl}/`);
    await expectVisible(b.page.getByText('Log in', { exact: true }));
    expect(await readPageContext(b.page)).toMatchObject({ companyUserId: 0 });

    // A's next call is refused, and its next page is signed out.
    expect(await callFromPage(a.page, 'Customer/GetStatements', { customerNumber: '100234' })).toBe(401);
    await a.page.reload();
    // Signed out: the header offers to log in, and so does the statements widget once drawn.
    await expectVisible(a.page.locator('summary').getByText('Log in', { exact: true }));
    await expectVisible(a.page.locator('#statements').getByRole('link', { name: 'Log in' }), 20_000);
    expect(await a.page.getByText('Account: Sam Reyes').count()).toBe(0);
    expect(await readPageContext(a.page)).toMatchObject({ companyUserId: 0 });

    // The outbox has the notice, without the link or the password.
    await b.page.goto(`${h.baseUrl}/demo/logins`);
    const notice = b.page.getByRole('article', { name: `Your password was changed to ${email}` });
    await expectVisible(notice);
    expect(await notice.textContent()).toContain('every device signed in with it was signed out');
    expect(await notice.textContent()).not.toContain(newPassword);
    expect(await notice.getByRole('link').count()).toBe(0);

    // Signing in again with the new password works.
    expect((await signIn(a.page, email, newPassword)).status()).toBe(303);
    await expectVisible(a.page.getByText('Account: Sam Reyes'));
    expect(a.consoleErrors.filter((e) => !e.includes('401'))).toEqual([]);
    await a.context.close();
    await b.context.close();
  });
});

describe('/login', () => {
  it('says the same for an unknown email and a wrong password, then 429 in the same neutral words', async () => {
    const { page, context } = await h.openPage('/login');
    const alert = page.getByRole('alert').filter({ hasText: /./ });
    const email = page.getByRole('region', { name: 'Sign in with your email' }).getByRole('textbox', { name: 'Email' });

    expect((await signIn(page, 'nobody@maplehollow.example', 'guess one')).status()).toBe(401);
    const unknownText = await alert.textContent();
    expect(unknownText).toBe('The email address or password is not right. Check both, or reset your password.');
    expect(await email.inputValue()).toBe('nobody@maplehollow.example');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    await expect.poll(() => axeViolations(page)).toEqual([]);

    expect((await signIn(page, 'dana@maplehollow.example', 'guess one')).status()).toBe(401);
    expect(await alert.textContent()).toBe(unknownText);

    for (let i = 2; i <= 5; i++) expect((await signIn(page, 'dana@maplehollow.example', `guess ${i}`)).status()).toBe(401);
    // Over the limit: the right password is refused too, in words that name no account.
    const limited = await signIn(page, 'dana@maplehollow.example', DEMO_PASSWORD);
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    expect(await alert.textContent()).toBe('Too many attempts to sign in. Wait 15 minutes and try again.');
    expect(await page.getByText('Account: Dana Whitfield').count()).toBe(0);
    await context.close();
  });
});
