import { useEffect, useRef } from 'react';
import { cx, theme } from '../../theme/theme';

export type FieldProblem = {
  /** Id of the control the message is about (the link moves focus there). */
  fieldId: string;
  message: string;
};

export type ErrorSummaryProps = {
  problems: readonly FieldProblem[];
  /** @default 'There is a problem' */
  title?: string;
  /**
   * Changes each time the form is submitted with problems: focus moves to the summary then
   * (GOV.UK design system), not while a person corrects a field.
   */
  attempt: number;
};

/**
 * The list of a form's problems at its top, each a link to its field (GOV.UK design system's
 * error summary). Takes focus after a failed submit so screen readers hear it first. Links
 * focus the field themselves: a hash in the host page's address could trip its router.
 */
export function ErrorSummary({ problems, title = 'There is a problem', attempt }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = problems.length > 0;
  useEffect(() => {
    if (visible && attempt > 0) ref.current?.focus();
  }, [attempt, visible]);
  if (!visible) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" aria-labelledby={`${cx('error-summary')}-title`} className={cx('error-summary')} css={box}>
      <h2 id={`${cx('error-summary')}-title`} css={heading}>
        {title}
      </h2>
      <ul css={list}>
        {problems.map((problem) => (
          <li key={problem.fieldId}>
            <a
              href={`#${problem.fieldId}`}
              css={link}
              onClick={(event) => {
                const field = event.currentTarget.ownerDocument.getElementById(problem.fieldId);
                if (!field) return;
                event.preventDefault();
                field.focus();
                field.scrollIntoView?.({ block: 'center' });
              }}
            >
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

const box = {
  border: `3px solid ${theme.color.danger}`,
  borderRadius: theme.radius.sm,
  padding: theme.space.lg,
  marginBottom: theme.space.xl,
  background: theme.color.background,
  '&:focus-visible': theme.focusRing,
  '&:focus': { outline: `3px solid ${theme.color.focus}`, outlineOffset: '2px' },
} as const;
// Doubled class ('&&'): host rules such as `.page h2 { margin: 28px 0 10px }` (0,1,1) would
// otherwise beat a single class and push the title down inside the box.
const heading = {
  '&&': { margin: `0 0 ${theme.space.sm}`, fontSize: theme.font.size.lg, lineHeight: theme.font.lineHeight.tight, color: theme.color.text },
} as const;
const list = { margin: 0, paddingLeft: theme.space.xl, display: 'flex', flexDirection: 'column', gap: theme.space.xs } as const;
const link = { color: theme.color.danger, fontWeight: theme.font.weight.bold, '&:focus-visible': theme.focusRing } as const;
