import { useId } from 'react';
import type { RecoverValues } from '../../domain/accountForms';
import { hostPageUrl } from '../../domain/urls';
import type { AccountFormState } from '../../state/accountForm';
import { ErrorSummary, TextField } from '../form';
import { Button, Notice } from '../primitives';
import { cx } from '../../theme/theme';
import { FormAnswer } from './FormAnswer';
import { actions, formColumn, link } from './formLayout';
import { fieldIds, formProblems } from './formProblems';

export type RecoverPasswordFormProps = {
  state: AccountFormState<RecoverValues, 'email'>;
  onChange(field: 'email', value: string): void;
  onSubmit(): void;
};

/**
 * Forgot password (`recover-password`). The answer is the service's neutral sentence, the
 * same whether or not the address has a login.
 */
export function RecoverPasswordForm({ state, onChange, onSubmit }: RecoverPasswordFormProps) {
  const prefix = useId();
  if (state.status === 'sent' && state.sent) {
    return (
      <FormAnswer message={state.sent.message}>
        <p css={{ margin: 0 }}>The link works once, for one hour. Nothing arrived? Check your spam folder, or ask again in a few minutes.</p>
        <a href={hostPageUrl('login')} css={link}>Back to sign in</a>
      </FormAnswer>
    );
  }
  const ids = fieldIds(prefix, ['email'] as const);
  const { summary, errorOf } = formProblems(state.problems, ids);
  return (
    <form
      className={cx('recover-password')}
      css={formColumn}
      method="post"
      noValidate
      aria-label="Reset your password"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ErrorSummary problems={summary} attempt={state.attempt} />
      <TextField
        id={ids.email}
        label="Email"
        hint="The address you sign in with. We send a link to choose a new password."
        type="email"
        autoComplete="username"
        spellCheck={false}
        value={state.values.email}
        error={errorOf('email')}
        onChange={(e) => onChange('email', e.currentTarget.value)}
      />
      {state.failure && <Notice tone="error">{state.failure.message}</Notice>}
      <div css={actions}>
        <Button type="submit" variant="primary" busy={state.status === 'sending'}>
          Send reset link
        </Button>
      </div>
    </form>
  );
}
