/**
 * The account forms on the demo host, built bundle in Chromium, against the reference
 * service: the contact form by keyboard alone (error summary, focus, send once), and the
 * whole create → approve → sign in → forget → reset → sign in again flow a person can try,
 * with axe at 1280 and 375 px while errors are shown. Screenshots go to
 * $SF_SCREENSHOTS (default: the OS temp folder) for a person to look at.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, networkQuiet, expectHidden, expectVisible, useHarness, VIEWPORTS } from './harness';

const h = useHarness();
const SHOTS = process.env.SF_SCREENSHOTS ?? path.join(tmpdir(), 'sf-account-login-shots');
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
const PHONE = { width: 375, height: 812 };

function countRows(sql: string, ...params: unknown[]): number {
  const db = new Database(path.join(h.dataDir, 'storefront.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).pluck().get(...params) as number;
  } finally {
    db.close();
  }
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const id = el.id;
    const label = id ? document.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent : null;
    return (label ?? el.getAttribute('aria-labelledby') ?? el.textContent ?? '').trim();
  });

describe('contact form', () => {
  it('works by keyboard alone: the summary takes focus, its links move to the fields, Send message sends once', async () => {
    const { page, context, consoleErrors, pageErrors } = await h.openPage('/account/contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    await expectVisible(form.getByRole('button', { name: 'Send message' }), 20_000);
    await form.getByRole('textbox', { name: 'Name' }).focus();
    await page.keyboard.press('Enter');
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expectVisible(summary);
    expect(await page.evaluate(() => document.activeElement?.textContent?.startsWith('There is a problem'))).toBe(true);
    const expected = ['Enter your name.', 'Enter your company name.', 'Enter your email address.', 'Choose what your message is about.', 'Enter your message.'];
    for (const text of expected) await expectVisible(summary.getByRole('link', { name: text }));
    // The summary lists the problems in the order the fields come.
    expect(await summary.getByRole('link').allTextContents()).toEqual(expected);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await focusedName(page)).toBe('Name');
    await expect.poll(() => axeViolations(page, { include: ['#contact-form'] })).toEqual([]);
    await shot(page, 'contact-errors-1280');

    await page.keyboard.type('Robin Park');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Acme Nursery');
    await page.keyboard.press('Tab');
    await page.keyboard.type('robin@acme-nursery.example');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab'); // phone stays empty
    await page.keyboard.press('Tab'); // customer number stays empty
    expect(await focusedName(page)).toBe('Topic');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Message');
    await page.keyboard.type('Do you ship to Maine?');
    await expectVisible(form.getByText('1979 characters left of 2000'));
    await expectHidden(summary.getByRole('link', { name: 'Enter your message.' }));
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send message');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByText('Thank you. Customer service answers within one business day.'));
    await expectHidden(page.getByRole('button', { name: 'Send message' }));
    expect(countRows('SELECT COUNT(*) FROM contact_messages WHERE email = ?', 'robin@acme-nursery.example')).toBe(1);
    expect(countRows("SELECT COUNT(*) FROM contact_messages WHERE email = ? AND topic = 'orders'", 'robin@acme-nursery.example')).toBe(1);
    await shot(page, 'contact-sent-1280');
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('signed in: name, e-mail and the read-only customer number are filled in from what the page knows; errors pass axe at 375 px', async () => {
    const { page, context } = await h.openPage('/account/contact', { persona: 'buyer', viewport: PHONE });
    const number = page.getByRole('textbox', { name: 'Customer number' });
    await expectVisible(number, 20_000);
    expect(await number.inputValue()).toBe('100234');
    expect(await number.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Dana Whitfield');
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('dana@maplehollow.example');
    await page.getByRole('textbox', { name: 'Name' }).fill('');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expectVisible(page.getByRole('link', { name: 'Enter your name.' }));
    // What the buyer changed stays as they left it (emptied here).
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expect.poll(() => axeViolations(page, { include: ['#contact-form'] })).toEqual([]);
    await shot(page, 'contact-errors-375');
    await context.close();
  });

  it('the honeypot is hidden from people and from assistive technology', async () => {
    const { page, context } = await h.openPage('/account/contact');
    await expectVisible(page.getByRole('button', { name: 'Send message' }), 20_000);
    await expect.poll(() => page.getByRole('textbox', { name: 'Leave this field empty' }).count()).toBe(0);
    const honeypot = page.locator('input[name="website"]');
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    const wrapper = honeypot.locator('xpath=..');
    expect(await wrapper.getAttribute('aria-hidden')).toBe('true');
    const box = await wrapper.boundingBox();
    expect(box === null || (box.width <= 1 && box.height <= 1)).toBe(true);
    await context.close();
  });
});

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${h.baseUrl}/login`);
  const form = page.getByRole('region', { name: 'Sign in with your email' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForLoadState('load');
  expect(page.url()).not.toContain(encodeURIComponent(password));
  expect(page.url()).not.toContain(password);
}

describe('create, approve, sign in, forget, reset, sign in again', () => {
  it('goes through the whole flow in the browser', async () => {
    const email = `ada.moss.${Date.now()}@maplehollow.example`;
    const firstPassword = 'lath house in the fog';
    const newPassword = 'copper trowel seventeen';
    const { page, context, consoleErrors, pageErrors } = await h.openPage('/account/create-login', { viewport: VIEWPORTS.desktop });
    const form = page.getByRole('form', { name: 'Create a login' });
    await expectVisible(form.getByRole('button', { name: 'Create login' }), 20_000);
    await form.getByRole('textbox', { name: 'Customer number' }).fill('100234');
    await form.getByRole('textbox', { name: 'Zip code' }).fill('44024');
    await form.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Moss');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    const password = form.getByLabel('Password', { exact: true });
    const confirmation = form.getByLabel('Confirm password');
    expect(await password.getAttribute('type')).toBe('password');
    await password.fill('password1234');
    await confirmation.fill('password1234');
    // The meter says why, once the common-password lists have loaded (on demand).
    await expectVisible(form.getByText(/Choose a less common password\. This is too close to a commonly used password\./), 15_000);
    await form.getByRole('checkbox', { name: 'Show passwords' }).check();
    expect(await password.getAttribute('type')).toBe('text');
    await form.getByRole('button', { name: 'Create login' }).click();
    await expectVisible(page.getByRole('link', { name: /^Choose a less common password/ }));
    await expect.poll(() => axeViolations(page, { include: ['#create-login'] })).toEqual([]);
    await shot(page, 'create-login-errors-1280');
    await page.setViewportSize(PHONE);
    await expect.poll(() => axeViolations(page, { include: ['#create-login'] })).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'create-login-errors-375');
    await page.setViewportSize(VIEWPORTS.desktop);

    await password.fill(firstPassword);
    await confirmation.fill(firstPassword);
    await expectVisible(form.getByText(/This password meets the rules\./));
    await form.getByRole('button', { name: 'Create login' }).click();
    await expectVisible(page.getByText('Your login request was received. You will get an email when it is approved.'));
    await shot(page, 'create-login-sent-1280');
    expect(countRows("SELECT COUNT(*) FROM company_users WHERE email = ? AND status = 'pending'", email)).toBe(1);

    // Pending: sign-in says so.
    await signIn(page, email, firstPassword);
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Your login is waiting for approval.' }));
    await shot(page, 'login-pending-1280');

    // The demo administrator approves it.
    await page.goto(`${h.baseUrl}/demo/logins`);
    await page.getByRole('button', { name: `Approve ${email}` }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: 'approved' }));
    await shot(page, 'demo-logins-1280');

    await signIn(page, email, firstPassword);
    expect(new URL(page.url()).pathname).toBe('/');
    await expectVisible(page.getByText('Account: Ada Moss'));

    // Forgot it: recover, read the outbox, reset.
    const anonymous = await h.openPage('/account/recover-password');
    const recover = anonymous.page;
    await expectVisible(recover.getByRole('button', { name: 'Send reset link' }), 20_000);
    await recover.getByRole('textbox', { name: 'Email' }).fill(email);
    await recover.getByRole('button', { name: 'Send reset link' }).click();
    await expectVisible(recover.getByText('If a login exists for this address, we sent it a link to reset the password.'));
    await shot(recover, 'recover-sent-1280');

    await recover.goto(`${h.baseUrl}/demo/logins`);
    await recover.getByRole('article', { name: `Reset your password to ${email}` }).getByRole('link', { name: 'Open the reset link' }).click();
    await recover.waitForLoadState('load');
    const resetUrl = recover.url();
    expect(new URL(resetUrl).searchParams.get('token')).toBeTruthy();
    const reset = recover.getByRole('form', { name: 'Choose a new password' });
    await expectVisible(reset.getByRole('button', { name: 'Set new password' }), 20_000);
    const requests: string[] = [];
    recover.on('request', (r) => {
      if (r.url().includes('/api/')) requests.push(r.url());
    });
    await reset.getByLabel('New password', { exact: true }).fill(newPassword);
    await reset.getByLabel('Confirm new password').fill(`${newPassword}!`);
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await expectVisible(recover.getByRole('link', { name: 'The two passwords are not the same. Type the same password twice.' }));
    expect(requests).toEqual([]);
    await reset.getByLabel('Confirm new password').fill(newPassword);
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await expectVisible(recover.getByText('Your password was changed. Sign in with the new password.'));
    await expectVisible(recover.getByRole('link', { name: 'Sign in', exact: true }));
    expect(requests.filter((r) => r.endsWith('Customer/ResetPassword'))).toHaveLength(1);
    await shot(recover, 'reset-done-1280');

    // The link works once.
    await recover.goto(resetUrl);
    await expectVisible(reset.getByRole('button', { name: 'Set new password' }), 20_000);
    await reset.getByLabel('New password', { exact: true }).fill('walnut ladder evening');
    await reset.getByLabel('Confirm new password').fill('walnut ladder evening');
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await expectVisible(recover.getByText('This reset link has expired or was already used. Ask for a new one.'));
    await expectVisible(recover.getByRole('link', { name: 'Ask for a new reset link' }));
    expect(await recover.evaluate(() => document.activeElement?.textContent)).toContain('This reset link has expired or was already used.');
    await shot(recover, 'reset-used-1280');
    await anonymous.context.close();

    // The old password no longer works; the new one does.
    await signIn(page, email, firstPassword);
    await expectVisible(page.getByRole('alert').filter({ hasText: 'The email address or password is not right.' }));
    await signIn(page, email, newPassword);
    await expectVisible(page.getByText('Account: Ada Moss'));
    // A refused sign-in is answered with its status (403 pending, 401 wrong), which Chromium
    // logs for the document; nothing else may be logged.
    const signInStatuses = consoleErrors.filter((e) => /status of 40[13] .*\/demo\/sign-in\]$/.test(e));
    expect(signInStatuses).toHaveLength(2);
    expect(consoleErrors.filter((e) => !signInStatuses.includes(e))).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('the reset form with errors passes axe at 375 px and loads the password lists only there', async () => {
    // The reset page's CSP allows no inline script: axe is injected with the CSP bypassed.
    const { page, context } = await h.openPage('/account/reset-password?token=abc', { viewport: PHONE, bypassCSP: true });
    await expectVisible(page.getByRole('button', { name: 'Set new password' }), 20_000);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectVisible(page.getByRole('link', { name: 'Enter a password.' }));
    await expect.poll(() => axeViolations(page, { include: ['#reset-password'] })).toEqual([]);
    await shot(page, 'reset-errors-375');
    await context.close();

    // zxcvbn's lists (the largest chunk, keyed "diceware-common") load on the password forms only.
    const listsLoaded = async (pagePath: string, button: string): Promise<boolean> => {
      const opened = await h.openPage(pagePath);
      await expectVisible(opened.page.getByRole('button', { name: button }), 20_000);
      await networkQuiet(opened.page);
      const scripts = await opened.page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((u) => u.endsWith('.js')));
      const texts = await Promise.all(scripts.map(async (u) => (await fetch(u)).text()));
      await opened.context.close();
      return texts.some((text) => text.includes('diceware-common'));
    };
    expect(await listsLoaded('/account/contact', 'Send message')).toBe(false);
    expect(await listsLoaded('/account/recover-password', 'Send reset link')).toBe(false);
    expect(await listsLoaded('/account/create-login', 'Create login')).toBe(true);
  });
});

describe('password forms by keyboard alone', () => {
  it('recover: type the address, Enter, and focus lands on the neutral answer', async () => {
    const { page, context } = await h.openPage('/account/recover-password');
    const email = page.getByRole('textbox', { name: 'Email' });
    await expectVisible(email, 20_000);
    await email.focus();
    await page.keyboard.type('nobody-here@maplehollow.example');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByText('If a login exists for this address, we sent it a link to reset the password.'));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('If a login exists for this address');
    await context.close();
  });

  it('reset: Tab through both fields and Show passwords; a mismatch is summarised and its link leads back', async () => {
    const { page, context } = await h.openPage('/account/reset-password?token=not-a-real-token');
    const first = page.getByLabel('New password', { exact: true });
    await expectVisible(first, 20_000);
    await first.focus();
    await page.keyboard.type('copper trowel seventeen');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Confirm new password');
    await page.keyboard.type('copper trowel seventy');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await first.getAttribute('type')).toBe('text');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Set new password');
    await page.keyboard.press('Enter');
    const link = page.getByRole('link', { name: 'The two passwords are not the same. Type the same password twice.' });
    await expectVisible(link);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await focusedName(page)).toBe('Confirm new password');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('copper trowel seventeen');
    await page.keyboard.press('Enter');
    // The made-up token is refused by the service: the page says so and offers a new link.
    await expectVisible(page.getByText('This reset link has expired or was already used. Ask for a new one.'));
    await expectVisible(page.getByRole('link', { name: 'Ask for a new reset link' }));
    await context.close();
  });
});

describe('whole pages', () => {
  it.each([
    ['/login', 'Sign in'],
    ['/demo/logins', null],
    ['/account/contact', 'Send message'],
    ['/account/create-login', 'Create login'],
    ['/account/recover-password', 'Send reset link'],
    ['/account/reset-password?token=abc', 'Set new password'],
  ] as const)('%s passes axe at 1280 and 375 px', async (pagePath, button) => {
    // One load, resized: the widgets follow a resize (src/runtime/screen.ts).
    const { page, context } = await h.openPage(pagePath, { viewport: VIEWPORTS.desktop, bypassCSP: pagePath.startsWith('/account/reset-password') });
    for (const viewport of [VIEWPORTS.desktop, PHONE]) {
      await page.setViewportSize(viewport);
      if (button) await expectVisible(page.getByRole('button', { name: button, exact: true }), 20_000);
      await expect.poll(() => axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    await context.close();
  });
});
