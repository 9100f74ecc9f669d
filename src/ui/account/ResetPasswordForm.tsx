import { useEffect, useId, useRef } from 'react';
import type { ResetField, ResetValues } from '../../domain/accountForms';
import { hostPageUrl } from '../../domain/urls';
import type { AccountFormState } from '../../state/accountForm';
import { ErrorSummary } from '../form';
import { Button, Notice } from '../primitives';
import { cx } from '../../theme/theme';
import { FormAnswer } from './FormAnswer';
import { actions, answer, formColumn, link } from './formLayout';
import { fieldIds, formProblems } from './formProblems';
import { PasswordFields } from './PasswordFields';

export type ResetPasswordFormProps = {
  state: AccountFormState<ResetValues, ResetField>;
  /** False when the address carried no `token`: only the way to a new link is shown. */
  hasToken: boolean;
  onChange(field: ResetField, value: string): void;
  onSubmit(): void;
};

function NewLinkNeeded({ message, takeFocus = false }: { message: string; takeFocus?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // It replaced the form the person was in: bring them to it.
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <div ref={ref} tabIndex={-1} className={cx('reset-password')} css={[formColumn, answer]}>
      <Notice tone="error">{message}</Notice>
      <a href={hostPageUrl('recoverPassword')} css={link}>Ask for a new reset link</a>
    </div>
  );
}

/** Set a new password (`reset-password`) with the one-time token from the address. */
export function ResetPasswordForm({ state, hasToken, onChange, onSubmit }: ResetPasswordFormProps) {
  const prefix = useId();
  if (!hasToken) return <NewLinkNeeded message="This page needs the reset link from your email. Open the link again, or ask for a new one." />;
  if (state.status === 'sent' && state.sent) {
    return (
      <FormAnswer message={state.sent.message}>
        <a href={hostPageUrl('login')} css={link}>Sign in</a>
      </FormAnswer>
    );
  }
  if (state.failure?.kind === 'gone') return <NewLinkNeeded message={state.failure.message} takeFocus />;
  const ids = fieldIds(prefix, ['password', 'confirmation'] as const);
  const { summary, errorOf } = formProblems(state.problems, ids);
  return (
    <form
      className={cx('reset-password')}
      css={formColumn}
      method="post"
      noValidate
      aria-label="Choose a new password"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ErrorSummary problems={summary} attempt={state.attempt} />
      <PasswordFields
        ids={ids}
        labels={{ password: 'New password', confirmation: 'Confirm new password' }}
        password={state.values.password}
        confirmation={state.values.confirmation}
        verdict={state.password}
        estimatorReady={state.estimatorReady}
        errors={{ password: errorOf('password'), confirmation: errorOf('confirmation') }}
        onPasswordChange={(value) => onChange('password', value)}
        onConfirmationChange={(value) => onChange('confirmation', value)}
      />
      {state.failure && <Notice tone="error">{state.failure.message}</Notice>}
      <div css={actions}>
        <Button type="submit" variant="primary" busy={state.status === 'sending'}>
          Set new password
        </Button>
      </div>
    </form>
  );
}
