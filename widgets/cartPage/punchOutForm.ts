/**
 * Posts a punchout transfer's form (HOST-CONTRACT section 13) exactly as the service answered
 * it: a form of the top document (the page's own `document.body`, not inside the widget, whose
 * root a host may move or a CMS may sandbox), method POST to `url`, target `target`, one hidden
 * input per field in order, names and values untouched, submitted with the form's own
 * `submit` (no submit event a host script could cancel; a field named "submit" shadows nothing).
 */
import type { PunchOutForm } from '../../src/contract/responses';

export const PUNCHOUT_FORM_CLASS = 'sf-punchout-transfer';

export function punchOutFormPoster(win: Window): (form: PunchOutForm) => void {
  return ({ url, target, fields }) => {
    const doc = win.document;
    doc.querySelector(`form.${PUNCHOUT_FORM_CLASS}`)?.remove();
    const form = doc.createElement('form');
    form.className = PUNCHOUT_FORM_CLASS;
    form.method = 'post';
    form.action = url;
    form.target = target;
    form.acceptCharset = 'UTF-8';
    form.hidden = true;
    for (const { name, value } of fields) {
      const input = doc.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    doc.body.append(form);
    (win as Window & typeof globalThis).HTMLFormElement.prototype.submit.call(form);
  };
}
