/**
 * The contact form's start, React-free (loaded with its view, the lazily loaded part of
 * `contact-form`): its store with Customer/SendContactUsInfo bound to the widget's client;
 * `followContactForm` keeps what was typed across a sign-in round trip and follows customer
 * switches (the fixed customer number) until stopped.
 */
import type { ServiceClient } from '../../api/client';
import { companyUsers, sendContactUsInfo } from '../../api/customer';
import type { WidgetEnv } from '../../runtime/widgetEnv';
import { createContactForm, type AccountFormServices, type ContactFormStore } from '../../state/accountForms';
import { keepFormDraft } from '../formDraft';

const CONTACT_DRAFT_FIELDS = ['name', 'email', 'phone', 'company', 'customerNumber', 'topic', 'message'] as const;

export function contactFormServices(client: ServiceClient): Pick<AccountFormServices, 'sendContactUsInfo' | 'companyUsers'> {
  return {
    sendContactUsInfo: (body, options) => sendContactUsInfo(client, body, options),
    companyUsers: (body, options) => companyUsers(client, body, options),
  };
}

export function contactFormFor(env: Pick<WidgetEnv, 'client' | 'context'>): ContactFormStore {
  return createContactForm(contactFormServices(env.client), () => env.context);
}

/**
 * Restores a kept draft, keeps the next (the honeypot `website` never), fills in the sender
 * the page knows (after the draft: what was typed wins), follows customer switches; returns
 * the stop.
 */
export function followContactForm(store: ContactFormStore, env: Pick<WidgetEnv, 'context' | 'contextStore' | 'window'>): () => void {
  const stopDraft = keepFormDraft(store, env.window, () => env.context, 'contact-form', CONTACT_DRAFT_FIELDS);
  const lookUp = new AbortController();
  void store.prefillSender({ signal: lookUp.signal });
  const offSwitch = env.contextStore.subscribe(() => store.refresh());
  return () => {
    lookUp.abort();
    offSwitch();
    stopDraft();
    store.stop();
  };
}
