/**
 * The public account calls: attempt limits (429 + Retry-After), the contact honeypot, no
 * account enumeration on recovery (same answer, comparable time), reset tokens (one hour,
 * single use), the shared password rule, and the demo's password sign-in and approval.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { LIMITS } from '../../demo-host/service/limits';
import { startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h.close());
beforeEach(() => h.service.limits.reset());

const contact = (email: string, extra: Record<string, string> = {}) => ({
  name: 'Visitor', email, phone: '', company: 'Acme Nursery', customerNumber: null, topic: 'orders' as const, message: 'Do you ship to Maine?', website: '', ...extra,
});
const login = (email: string, extra: Record<string, string> = {}) => ({
  customerNumber: '100234', zipCode: '44021', firstName: 'Ari', lastName: 'Lind', email, password: 'lath house in the fog', ...extra,
});
const lastMail = (to: string) =>
  h.service.db.prepare('SELECT body FROM outbox WHERE to_email = ? ORDER BY id DESC LIMIT 1').pluck().get(to) as string | undefined;
const tokenIn = (mail: string | undefined) => /token=([\w-]+)/.exec(mail ?? '')?.[1] ?? '';

async function expectTooMany(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan(0);
  const body = (await response.json()) as { message: string };
  const inner = JSON.parse(body.message) as { Message: string; Error: string };
  expect(inner.Error).toBe('TooManyRequests');
  expect(inner.Message).toMatch(/^Too many attempts to .+ Wait \d+ (seconds|minutes) and try again\.$/);
}

const post = (path: string, body: unknown) => h.raw(`/api/${path}`, { body: JSON.stringify(body) });

describe('contact messages', () => {
  test('are stored with their topic', async () => {
    const sent = await h.call('Customer/SendContactUsInfo', contact('topic@example.com', { topic: 'pricing' }), { as: null });
    expect(sent.body).toEqual({ ok: true, message: 'Thank you. Customer service answers within one business day.' });
    expect(h.service.db.prepare("SELECT topic FROM contact_messages WHERE email = 'topic@example.com'").pluck().get()).toBe('pricing');
  });

  test('a filled honeypot gets the same answer and is not stored', async () => {
    const sent = await h.call('Customer/SendContactUsInfo', contact('bot@example.com', { website: 'http://spam.example' }), { as: null });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Thank you. Customer service answers within one business day.');
    expect(h.service.db.prepare("SELECT COUNT(*) FROM contact_messages WHERE email = 'bot@example.com'").pluck().get()).toBe(0);
  });

  test(`a flood from one client is refused after ${LIMITS.contactPerClient.max} messages with 429 and Retry-After`, async () => {
    for (let i = 0; i < LIMITS.contactPerClient.max; i++) expect((await post('Customer/SendContactUsInfo', contact(`flood${i}@example.com`))).status).toBe(200);
    await expectTooMany(await post('Customer/SendContactUsInfo', contact('flood-last@example.com')));
  });

  test(`one email address may send ${LIMITS.contactPerEmail.max} messages per window`, async () => {
    for (let i = 0; i < LIMITS.contactPerEmail.max; i++) expect((await post('Customer/SendContactUsInfo', contact('same@example.com'))).status).toBe(200);
    await expectTooMany(await post('Customer/SendContactUsInfo', contact('SAME@example.com')));
  });

  test('an unknown topic is refused', async () => {
    expect((await post('Customer/SendContactUsInfo', contact('t@example.com', { topic: 'lottery' }))).status).toBe(400);
  });
});

describe('create login', () => {
  test('refuses a password under 12 characters with the rule\'s sentence', async () => {
    const answer = await h.call('Customer/CreateLogin', login('short@maplehollow.example', { password: 'greenhouse' }), { as: null });
    expect(answer.status).toBe(400);
    expect(answer.error?.Message).toContain('Use at least 12 characters (now 10)');
  });

  test.each(['password1234', '123456789012', 'qwertyuiop12'])('refuses the common password %s', async (password) => {
    const answer = await h.call('Customer/CreateLogin', login('common@maplehollow.example', { password }), { as: null });
    expect(answer.status).toBe(400);
    expect(answer.error?.Message).toMatch(/^password: Choose a less common password\./);
    expect(h.service.db.prepare("SELECT COUNT(*) FROM company_users WHERE email = 'common@maplehollow.example'").pluck().get()).toBe(0);
  });

  test('refuses a password built from the account\'s own name', async () => {
    const answer = await h.call('Customer/CreateLogin', login('mh@maplehollow.example', { password: 'maplehollowgreenhouses' }), { as: null });
    expect(answer.status).toBe(400);
  });

  test('accepts 64 characters of any kind', async () => {
    const password = '🌱 seed trays, peat & perlite ' + 'x7Q!'.repeat(9);
    expect([...password].length).toBeGreaterThanOrEqual(64);
    const answer = await h.call('Customer/CreateLogin', login('long@maplehollow.example', { password }), { as: null });
    expect(answer.status).toBe(200);
  });

  test(`is limited to ${LIMITS.createPerEmail.max} attempts per email address`, async () => {
    for (let i = 0; i < LIMITS.createPerEmail.max; i++) {
      expect((await post('Customer/CreateLogin', login('tries@maplehollow.example', { zipCode: '99999' }))).status).toBe(400);
    }
    await expectTooMany(await post('Customer/CreateLogin', login('tries@maplehollow.example')));
  });

  test(`is limited to ${LIMITS.createPerAccount.max} attempts per customer account`, async () => {
    for (let i = 0; i < LIMITS.createPerAccount.max; i++) {
      expect((await post('Customer/CreateLogin', login(`acct${i}@maplehollow.example`, { customerNumber: '100512', zipCode: '00000' }))).status).toBe(400);
    }
    await expectTooMany(await post('Customer/CreateLogin', login('acct-last@maplehollow.example', { customerNumber: '100512', zipCode: '32703' })));
  });
});

describe('password recovery', () => {
  test('answers the same for a known and an unknown address, and limits both alike', async () => {
    const known = await h.call('Customer/RecoverPassword', { email: 'priya@sunshinegc.example' }, { as: null });
    const unknown = await h.call('Customer/RecoverPassword', { email: 'nobody@sunshinegc.example' }, { as: null });
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    for (const email of ['priya@sunshinegc.example', 'nobody@sunshinegc.example']) {
      for (let i = 1; i < LIMITS.recoverPerEmail.max; i++) expect((await post('Customer/RecoverPassword', { email })).status).toBe(200);
      await expectTooMany(await post('Customer/RecoverPassword', { email }));
    }
  });

  test('takes comparable time for a known and an unknown address', async () => {
    const time = async (email: string) => {
      h.service.limits.reset();
      const start = performance.now();
      await post('Customer/RecoverPassword', { email });
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) await time('jordan@pacificcoastprop.example'); // warm-up
    for (let i = 0; i < 21; i++) {
      known.push(await time('jordan@pacificcoastprop.example'));
      unknown.push(await time(`ghost${i}@pacificcoastprop.example`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    // Same work either way: within 3 ms (or a factor of 2 on a slow, shared machine).
    const [k, u] = [median(known), median(unknown)];
    expect(Math.abs(k - u) < 3 || Math.max(k, u) / Math.min(k, u) < 2).toBe(true);
  });

  test('a reset link is good for one hour', async () => {
    const before = Date.now();
    await h.call('Customer/RecoverPassword', { email: 'sam@maplehollow.example' }, { as: null });
    const expires = h.service.db.prepare('SELECT reset_expires_at FROM company_users WHERE id = 44').pluck().get() as number;
    expect(expires - before).toBeGreaterThanOrEqual(3600_000 - 1000);
    expect(expires - before).toBeLessThanOrEqual(3600_000 + 5000);
  });

  test('an expired reset link is refused with 410 and the password stays', async () => {
    await h.call('Customer/RecoverPassword', { email: 'sam@maplehollow.example' }, { as: null });
    const token = tokenIn(lastMail('sam@maplehollow.example'));
    const oldHash = h.service.db.prepare('SELECT password_hash FROM company_users WHERE id = 44').pluck().get();
    h.service.db.prepare('UPDATE company_users SET reset_expires_at = ? WHERE id = 44').run(Date.now() - 1);
    const answer = await h.call('Customer/ResetPassword', { resetToken: token, password: 'copper trowel seventeen' }, { as: null });
    expect(answer.status).toBe(410);
    expect(answer.error?.Message).toBe('This reset link has expired or was already used. Ask for a new one.');
    expect(h.service.db.prepare('SELECT password_hash FROM company_users WHERE id = 44').pluck().get()).toBe(oldHash);
  });

  test('a reset link is single use; a refused common password does not use it up', async () => {
    await h.call('Customer/RecoverPassword', { email: 'priya@sunshinegc.example' }, { as: null });
    const token = tokenIn(lastMail('priya@sunshinegc.example'));
    const weak = await h.call('Customer/ResetPassword', { resetToken: token, password: 'iloveyou1234' }, { as: null });
    expect(weak.status).toBe(400);
    expect(weak.error?.Message).toContain('Choose a less common password');
    expect((await h.call('Customer/ResetPassword', { resetToken: token, password: 'copper trowel seventeen' }, { as: null })).status).toBe(200);
    expect((await h.call('Customer/ResetPassword', { resetToken: token, password: 'walnut ladder evening' }, { as: null })).status).toBe(410);
  });

  test(`a reset link may be tried ${LIMITS.resetPerToken.max} times per window`, async () => {
    for (let i = 0; i < LIMITS.resetPerToken.max; i++) expect((await post('Customer/ResetPassword', { resetToken: 'guess', password: 'copper trowel seventeen' })).status).toBe(410);
    await expectTooMany(await post('Customer/ResetPassword', { resetToken: 'guess', password: 'copper trowel seventeen' }));
  });
});

describe('demo sign-in with a created login', () => {
  test('pending until approved, then signs in; wrong passwords and unknown addresses get one answer', async () => {
    const email = 'newbie@maplehollow.example';
    expect((await h.call('Customer/CreateLogin', login(email), { as: null })).status).toBe(200);
    const { logins } = h.service;
    expect(logins.signIn(email, 'lath house in the fog', 'test')).toMatchObject({ ok: false, reason: 'pending' });
    const pending = logins.pending().find((p) => p.email === email);
    expect(pending?.customerNumber).toBe('100234');
    expect(logins.approve(pending?.companyUserId ?? 0)).toBe(true);
    expect(logins.approve(pending?.companyUserId ?? 0)).toBe(false);
    const signedIn = logins.signIn(email, 'lath house in the fog', 'test');
    expect(signedIn).toMatchObject({ ok: true, companyUserId: pending?.companyUserId });
    const wrong = logins.signIn(email, 'not my password', 'test');
    const unknown = logins.signIn('ghost@maplehollow.example', 'not my password', 'test');
    expect(wrong).toEqual(unknown);
    const user = logins.userOfSession(logins.sessionFor(pending?.companyUserId ?? 0));
    expect(user).toMatchObject({ key: 'login', label: 'Ari Lind', customer: { customerNumber: '100234' }, shipTo: '001' });
    expect(logins.outbox().some((m) => m.to === email && m.subject === 'Your login is approved')).toBe(true);
  });

  test(`sign-in is limited to ${LIMITS.signInPerEmail.max} attempts per email address`, () => {
    for (let i = 0; i < LIMITS.signInPerEmail.max; i++) expect(h.service.logins.signIn('dana@maplehollow.example', 'wrong', 'test').ok).toBe(false);
    expect(h.service.logins.signIn('dana@maplehollow.example', 'wrong', 'test')).toMatchObject({ reason: 'limited' });
  });
});
