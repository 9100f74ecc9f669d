import { useEffect, useState } from 'react';
import { useWidgetEnv } from '../../src/runtime/widgetEnv';
import { ContactForm } from '../../src/ui/account/ContactForm';
import { useAccountForm } from '../../src/ui/account/useAccountForm';
import { contactFormFor, followContactForm } from './start';

/** The contact form with its store (the lazily loaded part of `contact-form`). */
export function ContactFormRoot() {
  const env = useWidgetEnv();
  const [store] = useState(() => contactFormFor(env));
  useEffect(() => followContactForm(store, env), [store, env]);
  const state = useAccountForm(store);
  return <ContactForm state={state} customerFixed={store.customerFixed()} onChange={store.set} onSubmit={() => void store.submit()} />;
}

/** What the declaration (widget.ts) draws once React and this file are in. */
export const render = () => <ContactFormRoot />;
