/**
 * A tiny HTML template tag for the server-rendered demo pages: every interpolated value is
 * escaped unless it is already `SafeHtml`, so page code cannot forget to escape a product
 * name or a search term that came from the address bar.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Marks trusted markup (CMS-authored HTML from our own database) as already safe. */
export function raw(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

/**
 * JSON that can sit inside a `<script>` element: `<`, `>` and `&` become \u escapes so a
 * value holding `</script>` or `<!--` cannot end the element, and U+2028/2029 are escaped
 * for old JavaScript parsers that read the JSON as code.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A non-executable page-data script (HOST-CONTRACT section 2); CSP does not apply to it. */
export function jsonScript(id: string, data: unknown): SafeHtml {
  return html`<script type="application/json" id="${id}">${raw(jsonForScript(data))}</script>`;
}

/** ` name="value"`, or nothing when the value is absent: for optional attributes such as nonce. */
export function attr(name: string, value: string | number | boolean | null | undefined): SafeHtml {
  if (value === null || value === undefined || value === false) return new SafeHtml('');
  if (value === true) return new SafeHtml(` ${name}`);
  return new SafeHtml(` ${name}="${escapeHtml(String(value))}"`);
}
