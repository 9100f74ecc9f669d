import { useId } from 'react';
import { CONTACT_MESSAGE_MAX, CONTACT_TOPICS, type ContactField, type ContactValues } from '../../domain/accountForms';
import type { AccountFormState } from '../../state/accountForm';
import { ErrorSummary, SelectField, TextAreaField, TextField } from '../form';
import { Button, Notice } from '../primitives';
import { visuallyHidden } from '../primitives/VisuallyHidden';
import { cx } from '../../theme/theme';
import { FormAnswer } from './FormAnswer';
import { actions, fieldPair, formColumn } from './formLayout';
import { fieldIds, formProblems } from './formProblems';

export type ContactFormValues = ContactValues & { website: string };

export type ContactFormProps = {
  state: AccountFormState<ContactFormValues, ContactField>;
  /** Signed in: the customer number is the page's and read-only. */
  customerFixed: boolean;
  onChange<K extends keyof ContactFormValues>(field: K, value: ContactFormValues[K]): void;
  onSubmit(): void;
};

const FIELDS = ['name', 'email', 'phone', 'company', 'customerNumber', 'topic', 'message'] as const;
const TOPIC_OPTIONS = CONTACT_TOPICS.map((t) => ({ value: t.value, label: t.label }));

/** The contact form (`contact-form`); the service's confirmation replaces it once sent. */
export function ContactForm({ state, customerFixed, onChange, onSubmit }: ContactFormProps) {
  const prefix = useId();
  if (state.status === 'sent' && state.sent) return <FormAnswer message={state.sent.message} />;
  const ids = fieldIds(prefix, FIELDS);
  const { summary, errorOf } = formProblems(state.problems, ids);
  const { values } = state;
  const sending = state.status === 'sending';
  return (
    <form
      className={cx('contact-form')}
      css={formColumn}
      method="post"
      noValidate
      aria-label="Contact us"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ErrorSummary problems={summary} attempt={state.attempt} />
      <div css={fieldPair}>
        <TextField id={ids.name} label="Name" value={values.name} autoComplete="name" error={errorOf('name')} onChange={(e) => onChange('name', e.currentTarget.value)} />
        <TextField id={ids.company} label="Company" value={values.company} autoComplete="organization" error={errorOf('company')} onChange={(e) => onChange('company', e.currentTarget.value)} />
      </div>
      <div css={fieldPair}>
        <TextField id={ids.email} label="Email" type="email" value={values.email} autoComplete="email" spellCheck={false} error={errorOf('email')} onChange={(e) => onChange('email', e.currentTarget.value)} />
        <TextField id={ids.phone} label="Phone" labelSuffix=" (optional)" type="tel" value={values.phone} autoComplete="tel" error={errorOf('phone')} onChange={(e) => onChange('phone', e.currentTarget.value)} />
      </div>
      <TextField
        id={ids.customerNumber}
        label="Customer number"
        labelSuffix={customerFixed ? undefined : ' (optional)'}
        hint={customerFixed ? 'The account you are signed in with.' : 'On your invoices and statements, if you have an account with us.'}
        value={values.customerNumber}
        readOnly={customerFixed}
        inputMode="numeric"
        error={errorOf('customerNumber')}
        onChange={(e) => onChange('customerNumber', e.currentTarget.value)}
      />
      <SelectField id={ids.topic} label="Topic" placeholder="Choose a topic" options={TOPIC_OPTIONS} value={values.topic} error={errorOf('topic')} onChange={(e) => onChange('topic', e.currentTarget.value)} />
      <TextAreaField id={ids.message} label="Message" value={values.message} maxLength={CONTACT_MESSAGE_MAX} rows={6} error={errorOf('message')} onChange={(e) => onChange('message', e.currentTarget.value)} />
      {/* The honeypot: people and screen readers never meet it; a bot filling every field does. */}
      <div aria-hidden="true" css={visuallyHidden}>
        <label htmlFor={`${prefix}website`}>Leave this field empty</label>
        <input id={`${prefix}website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={(e) => onChange('website', e.currentTarget.value)} />
      </div>
      {state.failure && <Notice tone="error">{state.failure.message}</Notice>}
      <div css={actions}>
        <Button type="submit" variant="primary" busy={sending}>
          Send message
        </Button>
      </div>
    </form>
  );
}
