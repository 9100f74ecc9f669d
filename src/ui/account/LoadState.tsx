/**
 * What an account view shows before its data is in: the failure with Retry, or a loading
 * line. One view for the statements list and the statement (and any account view that
 * loads before it can draw).
 */
import { Notice, SpinnerIcon } from '../primitives';
import { loadingRow } from './accountStyles';

export type LoadStateProps = {
  /** Why loading failed; shown with Retry. Null while loading. */
  error: string | null;
  onRetry: () => void;
  /** "Loading your statements…" */
  loadingText: string;
};

export function LoadState({ error, onRetry, loadingText }: LoadStateProps) {
  if (error !== null) {
    return (
      <Notice tone="error" onRetry={onRetry}>
        {error}
      </Notice>
    );
  }
  return (
    <p role="status" css={loadingRow}>
      <SpinnerIcon /> {loadingText}
    </p>
  );
}
