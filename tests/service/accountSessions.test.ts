/**
 * Issue 26, accounts: what a password reset does to sessions (it signs nobody in, it ends
 * every session issued before it, it mails a notice), and the demo sign-in's failures (one
 * answer for an unknown address and a wrong password, equal work, limits per email address
 * and per client address that count an unknown address exactly like a login's).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { LIMITS } from '../../demo-host/service/limits';
import { SIGN_IN_WRONG } from '../../demo-host/service/logins';
import { DEMO_PASSWORD } from '../../demo-host/service/personas';
import { PASSWORD_CHANGED_SUBJECT } from '../../demo-host/service/handlers/customer';
import { startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h.close());
beforeEach(() => h.service.limits.reset());

const NEW_PASSWORD = 'copper trowel seventeen';

const lastMail = (to: string) =>
  h.service.db.prepare('SELECT subject, body FROM outbox WHERE to_email = ? ORDER BY id DESC LIMIT 1').get(to) as { subject: string; body: string } | undefined;

/** Asks for a reset link for `email` and returns the token the outbox got. */
async function resetToken(email: string): Promise<string> {
  expect((await h.call('Customer/RecoverPassword', { email }, { as: null })).status).toBe(200);
  return /token=([\w-]+)/.exec(lastMail(email)?.body ?? '')?.[1] ?? '';
}

/** A call only a signed-in user may make, with exactly this token. */
const statementsWith = (token: string, customerNumber: string) => h.call('Customer/GetStatements', { customerNumber }, { token });

describe('a successful password reset', () => {
  test('signs nobody in: the answer sets no cookie and carries no token', async () => {
    const token = await resetToken('sam@maplehollow.example');
    const response = await h.raw('/api/Customer/ResetPassword', { body: JSON.stringify({ resetToken: token, password: NEW_PASSWORD }) });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ ok: true, message: 'Your password was changed. Sign in with the new password.' });
  });

  test('ends every session issued before it: page tokens and sign-in sessions get 401, new ones work', async () => {
    const email = 'priya@sunshinegc.example';
    const { logins } = h.service;
    const pageToken = h.token(51);
    const signedIn = logins.signIn(email, DEMO_PASSWORD, 'phone');
    expect(signedIn.ok).toBe(true);
    const session = logins.sessionFor(51);
    expect((await statementsWith(pageToken, '100512')).status).toBe(200);
    expect(logins.userOfSession(session)?.companyUserId).toBe(51);
    // Another user's session is not touched by this reset.
    const otherToken = h.token(42);

    const token = await resetToken(email);
    expect((await h.call('Customer/ResetPassword', { resetToken: token, password: NEW_PASSWORD }, { as: null })).status).toBe(200);

    const old = await statementsWith(pageToken, '100512');
    expect(old.status).toBe(401);
    expect(old.error?.Message).toMatch(/^The sign-in token was not accepted/);
    expect(logins.userOfSession(session)).toBeNull();
    expect((await statementsWith(otherToken, '100234')).status).toBe(200);

    // The old password is refused; signing in with the new one makes a session that works.
    expect(logins.signIn(email, DEMO_PASSWORD, 'phone')).toMatchObject({ ok: false, reason: 'wrong' });
    expect(logins.signIn(email, NEW_PASSWORD, 'phone')).toEqual({ ok: true, companyUserId: 51 });
    expect(logins.userOfSession(logins.sessionFor(51))?.companyUserId).toBe(51);
    expect((await statementsWith(h.token(51), '100512')).status).toBe(200);
  });

  test("puts a 'Your password was changed' notice in the outbox, to the account's address, with no secret in it", async () => {
    const email = 'jordan@pacificcoastprop.example';
    const token = await resetToken(email);
    const notices = () => h.service.db.prepare('SELECT COUNT(*) FROM outbox WHERE subject = ?').pluck().get(PASSWORD_CHANGED_SUBJECT) as number;
    const before = notices();
    const password = 'walnut ladder evening';
    expect((await h.call('Customer/ResetPassword', { resetToken: token, password }, { as: null })).status).toBe(200);
    const mail = lastMail(email);
    expect(mail?.subject).toBe(PASSWORD_CHANGED_SUBJECT);
    expect(mail?.body).toMatch(/^The password of your login was changed on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC, and every device signed in with it was signed out\./);
    expect(mail?.body).toContain('/account/recover-password');
    expect(mail?.body).not.toContain(token);
    expect(mail?.body).not.toContain(password);
    expect(mail?.body).not.toMatch(/token=/i);
    expect(notices()).toBe(before + 1);
  });

  test('a refused reset (used link, common password) ends no session and sends no notice', async () => {
    const email = 'morgan@riversidelandscape.example';
    const pageToken = h.token(62);
    const token = await resetToken(email);
    const outboxBefore = h.service.db.prepare('SELECT COUNT(*) FROM outbox').pluck().get();
    expect((await h.call('Customer/ResetPassword', { resetToken: token, password: 'password1234' }, { as: null })).status).toBe(400);
    expect((await h.call('Customer/ResetPassword', { resetToken: 'not-a-token', password: NEW_PASSWORD }, { as: null })).status).toBe(410);
    expect(h.service.db.prepare('SELECT COUNT(*) FROM outbox').pluck().get()).toBe(outboxBefore);
    expect((await statementsWith(pageToken, '100388')).status).toBe(200);
  });
});

describe('signing out (the demo header\'s Sign out)', () => {
  test('ends that sign-in session and the page tokens issued for it, and no other session of the user', async () => {
    const { logins, auth } = h.service;
    expect(logins.signIn('dana@maplehollow.example', DEMO_PASSWORD, 'laptop').ok).toBe(true);
    const session = logins.sessionFor(42);
    const other = logins.sessionFor(42);
    const user = logins.userOfSession(session);
    expect(user?.companyUserId).toBe(42);
    expect(user?.session).toBeTruthy();
    // A page of that session gets a token tied to it (demo host: renderPage).
    const pageToken = auth.issueToken(42, { session: user?.session ?? undefined });
    const otherPageToken = auth.issueToken(42, { session: logins.userOfSession(other)?.session ?? undefined });
    expect((await statementsWith(pageToken, '100234')).status).toBe(200);

    logins.endSession(session);

    expect(logins.userOfSession(session)).toBeNull();
    const refused = await statementsWith(pageToken, '100234');
    expect(refused.status).toBe(401);
    expect(refused.error?.Message).toMatch(/^The sign-in token was not accepted/);
    expect(logins.userOfSession(other)?.companyUserId).toBe(42);
    expect((await statementsWith(otherPageToken, '100234')).status).toBe(200);
    expect((await statementsWith(h.token(42), '100234')).status).toBe(200);
    // Ending it again, or ending something that is no session, changes nothing.
    logins.endSession(session);
    logins.endSession('not-a-session');
    expect(logins.userOfSession(other)?.companyUserId).toBe(42);
  });

  test('an ended session stays ended after a restart', async () => {
    const session = h.service.logins.sessionFor(44);
    h.service.logins.endSession(session);
    await h.restart();
    expect(h.service.logins.userOfSession(session)).toBeNull();
  });
});

describe('demo sign-in failures', () => {
  const known = 'dana@maplehollow.example';

  test('an unknown email and a wrong password get the same reason, status and message', () => {
    const wrong = h.service.logins.signIn(known, 'not my password', '10.0.0.1');
    const unknown = h.service.logins.signIn('nobody@maplehollow.example', 'not my password', '10.0.0.1');
    expect(wrong).toEqual({ ok: false, reason: 'wrong', status: 401, message: SIGN_IN_WRONG });
    expect(unknown).toEqual(wrong);
  });

  test('an unknown email costs what a wrong password costs (a dummy hash is checked)', () => {
    const time = (email: string) => {
      h.service.limits.reset();
      const start = performance.now();
      h.service.logins.signIn(email, 'not my password', '10.0.0.2');
      return performance.now() - start;
    };
    for (let i = 0; i < 3; i++) time(known); // warm-up
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 15; i++) {
      wrong.push(time(known));
      unknown.push(time(`ghost${i}@maplehollow.example`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const [w, u] = [median(wrong), median(unknown)];
    // An scrypt check takes milliseconds; skipping it for unknown addresses would halve the time or worse.
    expect(u).toBeGreaterThan(w / 2);
    expect(Math.abs(w - u) < 3 || Math.max(w, u) / Math.min(w, u) < 2).toBe(true);
  });

  test(`after ${LIMITS.signInPerEmail.max} failures for one email address: 429 with Retry-After, even with the right password`, () => {
    const { logins } = h.service;
    for (let i = 0; i < LIMITS.signInPerEmail.max; i++) expect(logins.signIn(known, `wrong ${i}`, `10.1.0.${i}`)).toMatchObject({ reason: 'wrong' });
    const refused = logins.signIn(known.toUpperCase(), DEMO_PASSWORD, '10.1.1.1');
    expect(refused).toMatchObject({ ok: false, reason: 'limited', status: 429, message: 'Too many attempts to sign in. Wait 15 minutes and try again.' });
    expect(refused.ok === false && refused.retryAfterS).toBe(LIMITS.signInPerEmail.windowMs / 1000);
  });

  test('an unknown email address is counted exactly like a login: the same failures lead to the same 429', () => {
    const { logins } = h.service;
    const answers = (email: string) => {
      h.service.limits.reset();
      return Array.from({ length: LIMITS.signInPerEmail.max + 2 }, (_, i) => logins.signIn(email, `wrong ${i}`, `10.2.0.${i}`));
    };
    const forKnown = answers(known);
    const forUnknown = answers('nobody-at-all@maplehollow.example');
    expect(forUnknown).toEqual(forKnown);
    expect(forKnown.map((a) => (a.ok ? 'ok' : a.reason))).toEqual([...Array(LIMITS.signInPerEmail.max).fill('wrong'), 'limited', 'limited']);
  });

  test(`after ${LIMITS.signInPerClient.max} failures from one client address: 429 for any email address`, () => {
    const { logins } = h.service;
    for (let i = 0; i < LIMITS.signInPerClient.max; i++) expect(logins.signIn(`spray${i}@maplehollow.example`, 'guess', '10.3.0.1')).toMatchObject({ reason: 'wrong' });
    expect(logins.signIn(known, DEMO_PASSWORD, '10.3.0.1')).toMatchObject({ reason: 'limited', status: 429 });
    expect(logins.signIn(known, DEMO_PASSWORD, '10.3.0.2')).toMatchObject({ ok: true });
  });

  test("only failures count, and a success clears its email address's count (not the client's)", () => {
    const { logins } = h.service;
    const max = LIMITS.signInPerEmail.max;
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < max - 1; i++) expect(logins.signIn(known, 'typo', `10.4.${round}.${i}`)).toMatchObject({ reason: 'wrong' });
      expect(logins.signIn(known, DEMO_PASSWORD, `10.4.${round}.9`)).toMatchObject({ ok: true });
    }
    // The client's failures stay counted: a success on one's own login does not clear them.
    for (let i = 0; i < LIMITS.signInPerClient.max - 1; i++) logins.signIn(`other${i}@maplehollow.example`, 'guess', '10.4.9.9');
    expect(logins.signIn(known, DEMO_PASSWORD, '10.4.9.9')).toMatchObject({ ok: true });
    expect(logins.signIn('one-more@maplehollow.example', 'guess', '10.4.9.9')).toMatchObject({ reason: 'wrong' });
    expect(logins.signIn(known, DEMO_PASSWORD, '10.4.9.9')).toMatchObject({ reason: 'limited' });
  });
});
