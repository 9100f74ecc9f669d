import { useEffect, useState } from 'react';
import { useCustomerChange } from '../runtime/usePageContext';
import { useWidgetEnv } from '../runtime/widgetEnv';
import { keepFormDraft } from './formDraft';
import { createContactForm } from '../state/accountForms';
import { ContactForm } from '../ui/account/ContactForm';
import { useAccountForm } from '../ui/account/useAccountForm';

const CONTACT_DRAFT_FIELDS = ['name', 'email', 'phone', 'company', 'customerNumber', 'topic', 'message'] as const;

/** The contact form with its store (the lazily loaded part of `contact-form`). */
export function ContactFormRoot() {
  const env = useWidgetEnv();
  const [store] = useState(() => createContactForm(env.client, () => env.context));
  useEffect(() => store.stop, [store]);
  // What was typed survives a sign-in round trip (the honeypot `website` is never kept).
  useEffect(() => keepFormDraft(store, env.window, () => env.context, 'contact-form', CONTACT_DRAFT_FIELDS), [store, env]);
  useCustomerChange(store.refresh);
  const state = useAccountForm(store);
  return <ContactForm state={state} customerFixed={store.customerFixed()} onChange={store.set} onSubmit={() => void store.submit()} />;
}
