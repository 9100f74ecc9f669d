/**
 * `one time` notices (src/contract/events.ts) as small toasts at the bottom of the screen,
 * drawn with the DOM (the cart badge entry, on every page, shows them). The region is always
 * present and polite, so each notice is read out once without interrupting.
 */
import type { OneTimePayload } from '../../contract/events';
import { iconSvg } from './svg';

export type ToastsView = {
  show(notice: OneTimePayload): void;
  dismiss(id: string): void;
  destroy(): void;
};

export function createToastsView(container: HTMLElement, onDismiss: (id: string) => void): ToastsView {
  const doc = container.ownerDocument;
  const region = doc.createElement('div');
  region.className = 'sf-toasts';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  container.append(region);
  const shown = new Map<string, HTMLElement>();

  function dismiss(id: string) {
    shown.get(id)?.remove();
    shown.delete(id);
  }

  return {
    show(notice) {
      dismiss(notice.id);
      const tone = notice.tone ?? 'info';
      const toast = doc.createElement('div');
      toast.className = `sf-toasts__toast sf-toasts__toast--${tone}`;
      const text = doc.createElement('span');
      text.className = 'sf-toasts__text';
      text.textContent = notice.message;
      const button = doc.createElement('button');
      button.type = 'button';
      button.className = 'sf-toasts__dismiss';
      button.setAttribute('aria-label', 'Dismiss');
      button.append(iconSvg(doc, 'close'));
      button.addEventListener('click', () => onDismiss(notice.id));
      toast.append(text, button);
      region.append(toast);
      shown.set(notice.id, toast);
    },
    dismiss,
    destroy() {
      region.remove();
      shown.clear();
    },
  };
}
