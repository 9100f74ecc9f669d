import { useEffect, useRef, type ReactNode } from 'react';
import { Notice } from '../primitives';
import { cx } from '../../theme/theme';
import { answer } from './formLayout';

/**
 * What replaces a form once the service answered: its message as written, and what to do
 * next. Takes focus, so keyboard and screen reader users land on it (the form is gone).
 */
export function FormAnswer({ message, children }: { message: string; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className={cx('form-answer')} css={answer}>
      <Notice tone="success">{message}</Notice>
      {children}
    </div>
  );
}
