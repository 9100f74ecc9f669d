import type { ReactNode } from 'react';
import { cx, theme } from '../../theme/theme';

/** Characters left of a limit, as the counter under a text field or area says it. */
export function charactersLeftText(length: number, max: number): string {
  const left = max - length;
  if (left >= 0) return `${left} ${left === 1 ? 'character' : 'characters'} left of ${max}`;
  const over = -left;
  return `${over} ${over === 1 ? 'character' : 'characters'} too many (limit ${max})`;
}

const overLimit = { color: theme.color.danger, fontWeight: theme.font.weight.bold } as const;

/**
 * The hint followed by the characters-left counter when a limit is given (order notes, PO
 * number). The limit is not enforced by the browser: typing past it is kept and reported,
 * so nothing a person pasted is cut off silently.
 */
export function hintWithCounter(hint: ReactNode, length: number, maxLength: number | undefined): ReactNode {
  if (maxLength === undefined) return hint;
  return (
    <>
      {hint}
      {hint ? ' ' : null}
      <span className={cx('field', 'counter')} css={length > maxLength ? overLimit : undefined}>
        {charactersLeftText(length, maxLength)}
      </span>
    </>
  );
}
