import { useId } from 'react';

export type FieldIds = { control: string; hint: string; error: string; describedBy: string | undefined };

/**
 * The ids that tie a control to its hint and error: `aria-describedby` names the error first,
 * so a screen reader reads what is wrong before the hint.
 */
export function useFieldIds(id: string | undefined, hasHint: boolean, hasError: boolean): FieldIds {
  const generated = useId();
  const control = id ?? `sf-field-${generated}`;
  const hint = `${control}-hint`;
  const error = `${control}-error`;
  const parts = [hasError ? error : null, hasHint ? hint : null].filter(Boolean);
  return { control, hint, error, describedBy: parts.length > 0 ? parts.join(' ') : undefined };
}
