/**
 * The demo's login flows end to end: the account form pages that embed the `account.js`
 * widgets (contact, create login, recover, reset), the email and password sign-in on
 * /login for logins made through Create login, and /demo/logins, where a person plays the
 * administrator (approve pending logins) and the mail server (read the outbox, open the
 * reset links the service "sent").
 */
import { CONTACT_URL, CREATE_LOGIN_URL, LOGIN_URL, RECOVER_PASSWORD_URL, RESET_PASSWORD_URL } from '../../src/domain/urls';
import type { Logins } from '../service/logins';
import { isSignedIn } from './context';
import { attr, html, type SafeHtml } from './html';
import { renderShell } from './layout';
import type { PageEnv, PageResult } from './page';
import { notBuiltNotice } from './widgets';

export const DEMO_LOGINS_URL = '/demo/logins';
export const SIGN_IN_PATH = '/demo/sign-in';
export const APPROVE_PATH = '/demo/approve-login';

type FormPage = { title: string; lead: SafeHtml; widget: string; id: string; after?: SafeHtml };

const FORM_PAGES: Record<'contact' | 'createLogin' | 'recover' | 'reset', FormPage> = {
  contact: {
    title: 'Contact us',
    lead: html`Questions about an order, prices or your account: customer service answers within one business day.`,
    widget: 'contact-form',
    id: 'contact-form',
  },
  createLogin: {
    title: 'Create a login',
    lead: html`For buyers at a customer of ours. We check the account, then an administrator approves the login (on this demo: you, at <a href="${DEMO_LOGINS_URL}">Demo logins and mail</a>).`,
    widget: 'create-login',
    id: 'create-login',
    after: html`<p>Already have a login? <a href="${LOGIN_URL}">Sign in</a>.</p>`,
  },
  recover: {
    title: 'Forgot your password?',
    lead: html`Enter the address you sign in with and we send a link to choose a new password. On this demo the mail lands in <a href="${DEMO_LOGINS_URL}">Demo logins and mail</a>.`,
    widget: 'recover-password',
    id: 'recover-password',
  },
  reset: {
    title: 'Choose a new password',
    lead: html`The link from your email works once, for one hour.`,
    widget: 'reset-password',
    id: 'reset-password',
  },
};

function formPage(env: PageEnv, page: FormPage): PageResult {
  const main = html`<h1>${page.title}</h1>
<p class="lead">${page.lead}</p>
${notBuiltNotice(env.widgets, 'account')}
<div data-sf-widget="${page.widget}" id="${page.id}"></div>
${page.after ?? ''}`;
  return { status: 200, body: renderShell(env, { title: page.title, main, widgets: ['account'] }) };
}

/**
 * The Content-Security-Policy of a page whose address carries a secret (the reset page,
 * served with `Route.tokenInAddress`): everything from this origin only, scripts and
 * styles also by the page's nonce (the widgets' Emotion styles carry it). What the page
 * loads cannot take the token elsewhere, and a script injected from elsewhere does not run.
 */
export function ownOriginCsp(nonce: string): string {
  return [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data:`,
    `connect-src 'self'`,
    `font-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

export const contactPage = (env: PageEnv) => formPage(env, FORM_PAGES.contact);
export const createLoginPage = (env: PageEnv) => formPage(env, FORM_PAGES.createLogin);
export const recoverPasswordPage = (env: PageEnv) => formPage(env, FORM_PAGES.recover);
export const resetPasswordPage = (env: PageEnv) => formPage(env, FORM_PAGES.reset);

export const ACCOUNT_FORM_ROUTES = {
  [CONTACT_URL]: contactPage,
  [CREATE_LOGIN_URL]: createLoginPage,
  [RECOVER_PASSWORD_URL]: recoverPasswordPage,
  [RESET_PASSWORD_URL]: resetPasswordPage,
} as const;

/** What the /login page shows after a failed sign-in (never the password). */
export type SignInFailureView = { message: string; email: string };

/** The email and password form of /login, for logins made through Create login. */
export function passwordSignIn(env: PageEnv, returnTo: string, failure?: SignInFailureView): SafeHtml {
  return html`<section class="panel sign-in" aria-labelledby="sign-in-heading">
  <h2 id="sign-in-heading">Sign in with your email</h2>
  ${isSignedIn(env.user) && env.user.key === 'login' ? html`<p>You are signed in as ${env.user.label}.</p>` : ''}
  ${failure ? html`<p class="notice" role="alert" id="sign-in-error">${failure.message}</p>` : ''}
  <form class="sign-in__form" method="post" action="${SIGN_IN_PATH}">
    <input type="hidden" name="returnTo" value="${returnTo}">
    <p class="field"><label for="sign-in-email">Email</label>
      <input id="sign-in-email" name="email" type="email" autocomplete="username" required spellcheck="false"${attr('value', failure?.email ?? null)}${failure ? html` aria-describedby="sign-in-error"` : ''}></p>
    <p class="field"><label for="sign-in-password">Password</label>
      <input id="sign-in-password" name="password" type="password" autocomplete="current-password" required></p>
    <p><button type="submit" class="button button--primary">Sign in</button></p>
  </form>
  <p><a href="${RECOVER_PASSWORD_URL}">Forgot your password?</a> · <a href="${CREATE_LOGIN_URL}">Create a login</a></p>
</section>`;
}

/** /demo/logins: approve pending logins; read the mail the service sent. */
export function demoLoginsPage(env: PageEnv, logins: Logins): PageResult {
  const pending = logins.pending();
  const mail = logins.outbox(20);
  const approved = env.url.searchParams.get('approved');
  const main = html`<h1>Demo logins and mail</h1>
<p class="lead">Demo only: here you are the administrator who approves login requests, and the mail server that delivers what the service sends.</p>
${approved ? html`<p class="notice" role="status">Login ${approved} approved. It can sign in at <a href="${LOGIN_URL}">Log in</a> now.</p>` : ''}
<section class="panel" aria-labelledby="pending-heading">
  <h2 id="pending-heading">Login requests waiting for approval</h2>
  ${pending.length === 0
    ? html`<p>No login requests are waiting. <a href="${CREATE_LOGIN_URL}">Create a login</a> to make one.</p>`
    : html`<table class="data-table"><caption class="visually-hidden">Pending logins</caption>
<thead><tr><th scope="col">Name</th><th scope="col">Email</th><th scope="col">Customer</th><th scope="col">Action</th></tr></thead>
<tbody>${pending.map(
        (p) => html`<tr><td>${p.name}</td><td>${p.email}</td><td>${p.customerName} (${p.customerNumber})</td>
<td><form class="demo-approve" method="post" action="${APPROVE_PATH}"><input type="hidden" name="companyUserId" value="${p.companyUserId}"><button type="submit" aria-label="Approve ${p.email}">Approve</button></form></td></tr>`,
      )}</tbody></table>`}
</section>
<section class="panel" aria-labelledby="outbox-heading">
  <h2 id="outbox-heading">Outbox</h2>
  ${mail.length === 0
    ? html`<p>The service has sent no mail yet.</p>`
    : html`<ol class="outbox" reversed>${mail.map((m) => html`<li><article aria-label="${m.subject} to ${m.to}">
  <p><strong>${m.subject}</strong> to ${m.to} <small>(${m.createdAt})</small></p>
  <p>${mailBody(m.body)}</p></article></li>`)}</ol>`}
</section>`;
  return { status: 200, body: renderShell(env, { title: 'Demo logins and mail', main }) };
}

/** A mail's text with its site-relative link made clickable (the reset link). */
function mailBody(text: string): SafeHtml {
  const match = /(\/[\w/-]+\?token=[\w-]+)/.exec(text);
  if (!match || match.index === undefined) return html`${text}`;
  const [path] = match;
  return html`${text.slice(0, match.index)}<a href="${path}">${path.startsWith(RESET_PASSWORD_URL) ? 'Open the reset link' : path}</a>${text.slice(match.index + path.length)}`;
}
