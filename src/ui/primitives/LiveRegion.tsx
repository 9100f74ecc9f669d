import { visuallyHidden } from './VisuallyHidden';

export type LiveRegionProps = {
  /** What to announce; changing it announces the new text. */
  message: string;
  /** @default 'polite' */
  politeness?: 'polite' | 'assertive';
  /** Show the text as well as announcing it. @default false */
  visible?: boolean;
  /**
   * Change it to announce the same message again (a second identical "Added … to the cart"):
   * the text node is replaced, so screen readers hear it although the words did not change.
   * @default 0
   */
  repeat?: number;
};

/**
 * A region that is always in the DOM, so screen readers register it before its text changes
 * (a region inserted together with its text is often not announced).
 */
export function LiveRegion({ message, politeness = 'polite', visible = false, repeat = 0 }: LiveRegionProps) {
  return (
    <div
      role={politeness === 'assertive' ? 'alert' : 'status'}
      aria-live={politeness}
      aria-atomic="true"
      css={visible ? undefined : visuallyHidden}
    >
      <span key={repeat}>{message}</span>
    </div>
  );
}
