import { visuallyHidden } from './VisuallyHidden';

export type LiveRegionProps = {
  /** What to announce; changing it announces the new text. */
  message: string;
  /** @default 'polite' */
  politeness?: 'polite' | 'assertive';
  /** Show the text as well as announcing it. @default false */
  visible?: boolean;
};

/**
 * A region that is always in the DOM, so screen readers register it before its text changes
 * (a region inserted together with its text is often not announced).
 */
export function LiveRegion({ message, politeness = 'polite', visible = false }: LiveRegionProps) {
  return (
    <div
      role={politeness === 'assertive' ? 'alert' : 'status'}
      aria-live={politeness}
      aria-atomic="true"
      css={visible ? undefined : visuallyHidden}
    >
      {message}
    </div>
  );
}
