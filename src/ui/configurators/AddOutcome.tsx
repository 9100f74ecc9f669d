import { hostPageUrl } from '../../domain/urls';
import { Notice } from '../primitives';
import { linkStyle } from './styles';

export type AddOutcomeProps = {
  /** Why the last add failed, for the person; null when it did not fail. */
  error: string | null;
  /** What the last add put in the cart; null until one succeeded. */
  addedMessage: string | null;
  onRetry: () => void;
};

/** The result of adding to the cart, the same on every configurator: Retry, or a way to the cart. */
export function AddOutcome({ error, addedMessage, onRetry }: AddOutcomeProps) {
  return (
    <>
      {error && (
        <Notice tone="error" onRetry={onRetry}>
          {error}
        </Notice>
      )}
      {addedMessage && (
        <Notice tone="success">
          {addedMessage}{' '}
          <a href={hostPageUrl('cart')} css={linkStyle}>
            View cart
          </a>
        </Notice>
      )}
    </>
  );
}
