/**
 * The texts a widget shows in its own place when it cannot work. Kept apart from the React
 * notice so a DOM-drawn widget, and an entry's bootstrap whose code did not load, show the
 * same words without loading React or Emotion.
 */
export const NOTICE_TEXT = {
  pageData: "This section could not be shown: the page's settings are incomplete.",
  crash: 'This section stopped working. Reload the page to try again.',
} as const;

export type WidgetNoticeReason = keyof typeof NOTICE_TEXT;

/**
 * The notice as a DOM element (`role="alert"`, classes `sf-widget-notice sf-widget-notice--{reason}`),
 * for the places that cannot draw it with React. No style element: allowed under a strict style-src.
 */
export function noticeElement(doc: Document, reason: WidgetNoticeReason): HTMLParagraphElement {
  const notice = doc.createElement('p');
  notice.setAttribute('role', 'alert');
  notice.className = `sf-widget-notice sf-widget-notice--${reason}`;
  notice.textContent = NOTICE_TEXT[reason];
  return notice;
}
