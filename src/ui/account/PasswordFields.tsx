import { useState, type ReactNode } from 'react';
import { PASSWORD_MIN_LENGTH, strengthLabel, type PasswordVerdict } from '../../domain/password';
import { CheckboxField, TextField } from '../form';
import { cx, theme } from '../../theme/theme';

export type PasswordFieldsProps = {
  /** Ids of the two inputs (the error summary links to them). */
  ids: { password: string; confirmation: string };
  labels: { password: string; confirmation: string };
  password: string;
  confirmation: string;
  /** The rule's verdict on the password as typed (the meter). */
  verdict: PasswordVerdict | null;
  /** The common-password check has loaded. */
  estimatorReady: boolean;
  errors: { password?: string | undefined; confirmation?: string | undefined };
  disabled?: boolean;
  onPasswordChange(value: string): void;
  onConfirmationChange(value: string): void;
};

/**
 * A new password typed twice, with a show-passwords switch and a strength meter whose text
 * says why a password would be refused. The meter is part of the password's description,
 * so a screen reader hears it on focus rather than at every key press.
 */
export function PasswordFields(props: PasswordFieldsProps) {
  const { ids, labels, password, confirmation, verdict, estimatorReady, errors, disabled } = props;
  const [shown, setShown] = useState(false);
  const meter = <PasswordMeter password={password} verdict={verdict} estimatorReady={estimatorReady} errorShown={Boolean(errors.password)} />;
  const fields = [
    { id: ids.password, label: labels.password, value: password, error: errors.password, hint: meter, onChange: props.onPasswordChange },
    { id: ids.confirmation, label: labels.confirmation, value: confirmation, error: errors.confirmation, onChange: props.onConfirmationChange },
  ];
  return (
    <>
      {fields.map((field) => (
        <NewPasswordField key={field.id} {...field} shown={shown} disabled={disabled} />
      ))}
      <CheckboxField label="Show passwords" checked={shown} onChange={(event) => setShown(event.currentTarget.checked)} />
    </>
  );
}

export type NewPasswordFieldProps = {
  id: string;
  label: string;
  value: string;
  /** Shown as text (the Show passwords switch). */
  shown: boolean;
  error?: string | undefined;
  disabled?: boolean | undefined;
  hint?: ReactNode;
  onChange(value: string): void;
};

/**
 * One field for a new password: a password manager may offer to generate one
 * (`autocomplete="new-password"`), no spelling check or capitals, shown as text on demand.
 * The password and its confirmation are two of these.
 */
export function NewPasswordField({ id, label, value, shown, error, disabled, hint, onChange }: NewPasswordFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      type={shown ? 'text' : 'password'}
      value={value}
      autoComplete="new-password"
      spellCheck={false}
      autoCapitalize="off"
      error={error}
      disabled={disabled}
      hint={hint}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

type MeterProps = {
  password: string;
  verdict: PasswordVerdict | null;
  estimatorReady: boolean;
  /** The field's error already says why: the meter gives only the strength then. */
  errorShown?: boolean;
};

/** What the meter says about the password as typed. */
export function meterText({ password, verdict, estimatorReady, errorShown = false }: MeterProps): { level: number; text: string } {
  const rule = `At least ${PASSWORD_MIN_LENGTH} characters. Any characters, spaces too; a few unrelated words work well.`;
  if (password === '' || verdict === null) return { level: 0, text: rule };
  if (errorShown && !verdict.ok) {
    return { level: verdict.score ?? 0, text: `Strength: ${verdict.score === null ? 'too short' : strengthLabel(verdict.score)}.` };
  }
  if (verdict.problem === 'short') {
    const missing = PASSWORD_MIN_LENGTH - verdict.length;
    return { level: 0, text: `Too short: ${missing} more ${missing === 1 ? 'character' : 'characters'} needed.` };
  }
  if (verdict.problem === 'long' || verdict.problem === 'common') {
    const label = verdict.score === null ? 'Refused' : strengthLabel(verdict.score);
    return { level: verdict.score ?? 0, text: `${label}: ${verdict.message ?? ''}` };
  }
  if (!estimatorReady || verdict.score === null) return { level: 2, text: 'Long enough. Checking it against common passwords…' };
  return { level: verdict.score, text: `${strengthLabel(verdict.score)}. This password meets the rules.` };
}

function PasswordMeter(props: MeterProps) {
  const { level, text } = meterText(props);
  const ok = props.verdict?.ok === true && props.estimatorReady;
  const started = props.password !== '';
  return (
    <span className={cx('password-meter')} css={meterBox}>
      {started && (
        <span css={bar} aria-hidden="true">
          {[1, 2, 3, 4].map((step) => (
            <span key={step} css={[segment, step <= Math.max(level, 1) && (ok ? segmentOk : segmentWeak)]} />
          ))}
        </span>
      )}
      <span className={cx('password-meter', 'text')}>{text}</span>
    </span>
  );
}

const meterBox = { display: 'flex', flexDirection: 'column', gap: theme.space.xs } as const;
const bar = { display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: theme.space.xs, maxWidth: '16em' } as const;
const segment = { height: '6px', borderRadius: theme.radius.pill, background: theme.color.border } as const;
const segmentWeak = { background: theme.color.danger } as const;
const segmentOk = { background: theme.color.success } as const;
