/**
 * The texts a widget shows in its own place when it cannot work. Kept apart from the React
 * notice so a DOM-drawn widget shows the same words without loading React or Emotion.
 */
export const NOTICE_TEXT = {
  pageData: "This section could not be shown: the page's settings are incomplete.",
  crash: 'This section stopped working. Reload the page to try again.',
} as const;

export type WidgetNoticeReason = keyof typeof NOTICE_TEXT;
