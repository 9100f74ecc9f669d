import type { FormProblem } from '../../domain/accountForms';
import type { FieldProblem } from '../form';

/** The message beside each field, and the summary's links to them (`ids`: field → input id). */
export function formProblems<F extends string>(
  problems: readonly FormProblem<F>[],
  ids: Record<F, string>,
): { summary: FieldProblem[]; errorOf: (field: F) => string | undefined } {
  return {
    summary: problems.map((p) => ({ fieldId: ids[p.field], message: p.message })),
    errorOf: (field) => problems.find((p) => p.field === field)?.message,
  };
}

/** Input ids for a form's fields, unique on the page (`prefix` from useId). */
export function fieldIds<F extends string>(prefix: string, fields: readonly F[]): Record<F, string> {
  return Object.fromEntries(fields.map((f) => [f, `${prefix}${f}`])) as Record<F, string>;
}
