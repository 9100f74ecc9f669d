/**
 * What a widget shows in its own place when it cannot work: bad page data or a crash. Short,
 * visible, announced; the details go to the console for the page's authors.
 */
import type { CSSObject, Theme } from '@emotion/react';
import { cx } from '../theme/theme';

import { NOTICE_TEXT, type WidgetNoticeReason } from './noticeText';

export { NOTICE_TEXT, type WidgetNoticeReason };

const noticeStyle = (theme: Theme): CSSObject => ({
  display: 'block',
  margin: `${theme.space.sm} 0`,
  padding: `${theme.space.md} ${theme.space.lg}`,
  border: `1px solid ${theme.color.border}`,
  borderInlineStart: `4px solid ${theme.color.warning}`,
  borderRadius: theme.radius.sm,
  background: theme.color.surface,
  color: theme.color.text,
  fontSize: theme.font.size.sm,
});

export function WidgetNotice({ reason }: { reason: WidgetNoticeReason }) {
  return (
    <p role="alert" className={cx('widget-notice', undefined, reason)} css={noticeStyle}>
      {NOTICE_TEXT[reason]}
    </p>
  );
}
