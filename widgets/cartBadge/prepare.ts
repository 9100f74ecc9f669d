/** The runtime's bad-data notice, drawn with the DOM for the React-free cart badge entry. */
import { NOTICE_TEXT } from '../../src/runtime/noticeText';

/** Shows the notice in the widget's place; returns its removal. */
export function showPageDataNotice(element: HTMLElement): () => void {
  const notice = element.ownerDocument.createElement('p');
  notice.setAttribute('role', 'alert');
  notice.className = 'sf-widget-notice sf-widget-notice--pageData';
  notice.textContent = NOTICE_TEXT.pageData;
  element.append(notice);
  return () => notice.remove();
}
