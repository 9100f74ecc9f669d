import { useId } from 'react';
import type { CreateLoginField, CreateLoginValues } from '../../domain/accountForms';
import { hostPageUrl } from '../../domain/urls';
import type { AccountFormState } from '../../state/accountForm';
import { ErrorSummary, TextField } from '../form';
import { Button, Notice } from '../primitives';
import { cx } from '../../theme/theme';
import { FormAnswer } from './FormAnswer';
import { actions, fieldPair, formColumn, link } from './formLayout';
import { fieldIds, formProblems } from './formProblems';
import { PasswordFields } from './PasswordFields';

export type CreateLoginFormProps = {
  state: AccountFormState<CreateLoginValues, CreateLoginField>;
  onChange<K extends keyof CreateLoginValues>(field: K, value: CreateLoginValues[K]): void;
  onSubmit(): void;
};

const FIELDS = ['customerNumber', 'zipCode', 'firstName', 'lastName', 'email', 'password', 'confirmation'] as const;

/**
 * Create login (`create-login`): the customer number and a ship-to zip prove the account,
 * then the person's name, email and password. The service's answer is shown in place as
 * it wrote it: the request is pending approval, or why it was refused.
 */
export function CreateLoginForm({ state, onChange, onSubmit }: CreateLoginFormProps) {
  const prefix = useId();
  // The login waits for approval: nothing to sign in with yet, so no link onwards.
  if (state.status === 'sent' && state.sent) return <FormAnswer message={state.sent.message} />;
  const ids = fieldIds(prefix, FIELDS);
  const { summary, errorOf } = formProblems(state.problems, ids);
  const { values } = state;
  return (
    <form
      className={cx('create-login')}
      css={formColumn}
      method="post"
      noValidate
      aria-label="Create a login"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ErrorSummary problems={summary} attempt={state.attempt} />
      <fieldset css={group}>
        <legend css={legend}>Your account</legend>
        <p css={note}>Your customer number and the zip code of one of your ship-to addresses, both on your invoices, show that you work for the account.</p>
        <div css={fieldPair}>
          <TextField id={ids.customerNumber} label="Customer number" inputMode="numeric" value={values.customerNumber} error={errorOf('customerNumber')} onChange={(e) => onChange('customerNumber', e.currentTarget.value)} />
          <TextField id={ids.zipCode} label="Zip code" autoComplete="shipping postal-code" inputMode="numeric" value={values.zipCode} error={errorOf('zipCode')} onChange={(e) => onChange('zipCode', e.currentTarget.value)} />
        </div>
      </fieldset>
      <fieldset css={group}>
        <legend css={legend}>You</legend>
        <div css={fieldPair}>
          <TextField id={ids.firstName} label="First name" autoComplete="given-name" value={values.firstName} error={errorOf('firstName')} onChange={(e) => onChange('firstName', e.currentTarget.value)} />
          <TextField id={ids.lastName} label="Last name" autoComplete="family-name" value={values.lastName} error={errorOf('lastName')} onChange={(e) => onChange('lastName', e.currentTarget.value)} />
        </div>
        <TextField id={ids.email} label="Email" hint="You sign in with it." type="email" autoComplete="email" spellCheck={false} value={values.email} error={errorOf('email')} onChange={(e) => onChange('email', e.currentTarget.value)} />
        <PasswordFields
          ids={{ password: ids.password, confirmation: ids.confirmation }}
          labels={{ password: 'Password', confirmation: 'Confirm password' }}
          password={values.password}
          confirmation={values.confirmation}
          verdict={state.password}
          estimatorReady={state.estimatorReady}
          errors={{ password: errorOf('password'), confirmation: errorOf('confirmation') }}
          onPasswordChange={(value) => onChange('password', value)}
          onConfirmationChange={(value) => onChange('confirmation', value)}
        />
      </fieldset>
      {state.failure && (
        <Notice tone="error">
          {state.failure.message}
          {state.failure.message.includes('Forgot password') && (
            <>
              {' '}
              <a href={hostPageUrl('recoverPassword')} css={link}>Reset your password</a>
            </>
          )}
        </Notice>
      )}
      <div css={actions}>
        <Button type="submit" variant="primary" busy={state.status === 'sending'}>
          Create login
        </Button>
      </div>
    </form>
  );
}

const group = { border: 0, margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: '16px' } as const;
const legend = { padding: 0, marginBottom: '8px', fontSize: '17px', fontWeight: 700 } as const;
const note = { margin: 0, fontSize: '13px' } as const;
