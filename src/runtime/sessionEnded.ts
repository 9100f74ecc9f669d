/**
 * The page's one "session ended" state (docs/runtime.md "An ended session"). Any service call
 * of a signed-in page answered 401 (the token expired or was revoked) reports here; the first
 * report shows one notice, in the widget whose call it was, with a link to sign in that
 * comes back to this page; later reports, from any widget, change nothing. At that moment,
 * and again when the page is left, every widget that registered a saver keeps what the buyer
 * typed (sessionDraft.ts), so it can be restored after signing in.
 */
import { isSessionEnded } from '../api/errors';
import type { ServiceClient } from '../api/client';
import type { PageContext } from '../contract/pageData';
import { loginUrl } from '../domain/urls';

export { isSessionEnded };
import { pageSingleton } from '../bus/pageGlobal';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Sign in again to continue.';
export const SESSION_ENDED_CLASS = 'sf-session-ended';

export type SessionState = {
  /** True once a call was answered 401. */
  readonly ended: boolean;
  /** Reports a 401 of a call made by the widget in `element`. */
  report(element: HTMLElement | null): void;
  /** Runs `save` when the session ends and when the page is left after that; returns the removal. */
  onEnd(save: () => void): () => void;
  subscribe(listener: () => void): () => void;
};

function createSessionState(win: Window): SessionState {
  let ended = false;
  const savers = new Set<() => void>();
  const listeners = new Set<() => void>();
  const saveAll = () => {
    for (const save of savers) {
      try {
        save();
      } catch (error) {
        console.error('StorefrontWidgets: a widget could not keep its draft when the session ended.', error);
      }
    }
  };
  return {
    get ended() {
      return ended;
    },
    report(element) {
      if (ended) return;
      ended = true;
      saveAll();
      win.addEventListener('pagehide', saveAll);
      showNotice(win, element);
      for (const listener of listeners) listener();
    },
    onEnd(save) {
      savers.add(save);
      if (ended) save();
      return () => savers.delete(save);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's session state (one per page, shared by every widget and bundle copy). */
export function pageSession(win: Window): SessionState {
  return pageSingleton(win, 'sessionEnded@1', () => createSessionState(win));
}

/** The one notice: first in the widget that met the 401 (or at the top of the body). */
function showNotice(win: Window, element: HTMLElement | null): void {
  const doc = win.document;
  if (doc.querySelector(`.${SESSION_ENDED_CLASS}`)) return;
  const notice = doc.createElement('div');
  notice.className = SESSION_ENDED_CLASS;
  notice.setAttribute('role', 'alert');
  // Plain DOM so any widget (and the React-free badge) can show it; styles through CSSOM, which
  // a strict CSP allows, with the theme's custom properties.
  Object.assign(notice.style, {
    margin: '0 0 12px',
    padding: '10px 14px',
    border: '1px solid var(--sf-color-danger, #b3261e)',
    borderRadius: 'var(--sf-radius-md, 8px)',
    background: '#fdecea',
    color: 'var(--sf-color-text, #1d2521)',
    fontFamily: 'var(--sf-font-family, system-ui, sans-serif)',
  });
  notice.append(`${SESSION_ENDED_MESSAGE} `);
  const link = doc.createElement('a');
  link.href = loginUrl(win.location.pathname + win.location.search);
  link.textContent = 'Sign in';
  link.style.color = 'var(--sf-color-primary, #0b5394)';
  notice.append(link);
  const target = element ?? doc.body;
  target.insertBefore(notice, target.firstChild);
}

/**
 * The widget's client, reporting an ended session: a 401 to a call of a signed-in page ends
 * the page's session (the call still rejects, so the widget keeps what it showed).
 */
export function reportingSessionEnd(client: ServiceClient, win: Window, element: HTMLElement, context: PageContext): ServiceClient {
  if (context.companyUserId <= 0 || !context.jwtToken) return client;
  return {
    ...client,
    call(path, body, schema, options) {
      return client.call(path, body, schema, options).catch((error: unknown) => {
        if (isSessionEnded(error)) pageSession(win).report(element);
        throw error;
      });
    },
  };
}
