/**
 * The bench layout form: the fields of one configurator kind, each labelled, with its hint
 * and its problem tied to it (aria-describedby, aria-invalid) as the user types.
 */
import { useId, type ReactNode } from 'react';
import {
  BENCH_COUNT,
  BENCH_LENGTH_FT,
  BENCH_WIDTHS_FT,
  CONVERT_TO_LABELS,
  EXISTING_BENCH_LABELS,
  maxLengthFt,
  TOP_MATERIAL_LABELS,
  type BenchKind,
  type LayoutField,
  type LayoutIssue,
} from '../../domain/kits';
import type { BenchFormValues } from '../../state/kitConfigurator';
import { control, errorText, hintText, labelText } from '../form/fieldStyles';
import { cx, theme } from '../../theme/theme';
import { checkRowStyle } from './styles';

export type BenchLayoutFormProps = {
  kind: BenchKind;
  values: BenchFormValues;
  issues: readonly LayoutIssue[];
  onFieldChange: <K extends keyof BenchFormValues>(field: K, value: BenchFormValues[K]) => void;
};

type FieldProps = {
  id: string;
  label: string;
  hint?: string;
  issue?: string | undefined;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
};

function Field({ id, label, hint, issue, children }: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, issue ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div css={fieldStyle} className={cx('bench-form', 'field')}>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      {children(describedBy, Boolean(issue))}
      {hint && (
        <p id={hintId} css={hintStyle}>
          {hint}
        </p>
      )}
      {issue && (
        <p id={errorId} css={errorStyle} className={cx('bench-form', 'error')}>
          {issue}
        </p>
      )}
    </div>
  );
}

const fieldGridStyle = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: theme.space.lg,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
} as const;

const fieldStyle = { display: 'grid', gap: theme.space.xs, alignContent: 'start', minWidth: 0 } as const;

// Label, hint, error and control look as in every form of the widgets (src/ui/form).
const labelStyle = labelText;
const hintStyle = { ...hintText, margin: 0 } as const;
const errorStyle = { ...errorText, margin: 0 } as const;

const formStyle = { display: 'grid', gap: theme.space.lg } as const;
const legendStyle = { padding: 0, marginBottom: theme.space.xs } as const;

function issueFor(issues: readonly LayoutIssue[], field: LayoutField): string | undefined {
  return issues.find((issue) => issue.field === field)?.message;
}

export function BenchLayoutForm({ kind, values, issues, onFieldChange }: BenchLayoutFormProps) {
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const longest = maxLengthFt(kind, kind === 'conversion' ? values.convertTo : undefined);

  const widthField = (
    <Field id={fieldId('width')} label="Bench width" issue={issueFor(issues, 'benchWidthFt')}>
      {(describedBy, invalid) => (
        <select
          id={fieldId('width')}
          css={control}
          value={values.benchWidthFt}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => onFieldChange('benchWidthFt', event.target.value)}
        >
          {BENCH_WIDTHS_FT.map((width) => (
            <option key={width} value={String(width)}>{`${width} ft`}</option>
          ))}
        </select>
      )}
    </Field>
  );

  const numberField = (name: 'benchLengthFt' | 'benchCount', label: string, hint: string) => (
    <Field id={fieldId(name)} label={label} hint={hint} issue={issueFor(issues, name)}>
      {(describedBy, invalid) => (
        <input
          id={fieldId(name)}
          css={control}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={values[name]}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => onFieldChange(name, event.target.value)}
        />
      )}
    </Field>
  );

  const lengthField = numberField(
    'benchLengthFt',
    'Bench length (ft)',
    `${BENCH_LENGTH_FT.min} to ${longest} ft, in ${BENCH_LENGTH_FT.step}-ft steps`,
  );
  const countField = numberField('benchCount', 'Number of benches', `${BENCH_COUNT.min} to ${BENCH_COUNT.max} benches`);

  const selectField = <K extends 'topMaterial' | 'existingBench' | 'convertTo'>(
    name: K,
    label: string,
    labels: Record<BenchFormValues[K], string>,
  ) => (
    <Field id={fieldId(name)} label={label}>
      {() => (
        <select
          id={fieldId(name)}
          css={control}
          value={values[name]}
          onChange={(event) => onFieldChange(name, event.target.value as BenchFormValues[K])}
        >
          {(Object.keys(labels) as BenchFormValues[K][]).map((value) => (
            <option key={value} value={value}>
              {labels[value]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  const checkbox = (name: 'endCaps' | 'bumpers' | 'antiTip', label: string) => (
    <label css={checkRowStyle} className={cx('bench-form', 'option')}>
      <input type="checkbox" checked={values[name]} onChange={(event) => onFieldChange(name, event.target.checked)} />
      {label}
    </label>
  );

  return (
    <form
      className={cx('bench-form')}
      noValidate
      // Every change is applied as it happens; Enter must not reload the host page.
      onSubmit={(event) => event.preventDefault()}
      css={formStyle}
    >
      {kind === 'conversion' && (
        <div css={fieldGridStyle}>
          {selectField('existingBench', 'Existing bench', EXISTING_BENCH_LABELS)}
          {selectField('convertTo', 'Convert to', CONVERT_TO_LABELS)}
        </div>
      )}
      <div css={fieldGridStyle}>
        {widthField}
        {lengthField}
        {countField}
        {kind !== 'conversion' && selectField('topMaterial', 'Top material', TOP_MATERIAL_LABELS)}
      </div>
      {kind !== 'conversion' && (
        <fieldset css={fieldGridStyle}>
          <legend css={[labelStyle, legendStyle]}>Options</legend>
          {kind === 'track' && checkbox('endCaps', 'Side rail end caps')}
          {kind === 'slide' && checkbox('antiTip', 'Anti-tip brackets')}
          {checkbox('bumpers', 'Corner bumpers')}
        </fieldset>
      )}
    </form>
  );
}
