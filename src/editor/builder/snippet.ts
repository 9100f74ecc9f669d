/**
 * What an editor pastes into a CMS (HOST-CONTRACT section 11), and reading it back: the page
 * context script (once per page), the mount element, its data script, and the entry's script
 * tag at the release's versioned address with its `integrity`. Pure but for DOMParser (a
 * document given in), no React.
 */
import type { Manifest, ManifestWidget } from '../manifest';

export type IntegrityFiles = { version?: string; files: Record<string, { integrity: string }> };

export type SnippetInput = {
  widget: ManifestWidget;
  /** The data script's JSON, for a widget that reads one. */
  blob?: unknown;
  /** The element's attributes, for a widget that reads them ([name, value]; '' for a present flag). */
  attributes?: readonly [string, string][];
  /** The page context's JSON. */
  context: unknown;
  /** The widgets' base address, without a trailing slash: https://cdn.example/widgets. */
  widgetsBase: string;
  integrity: IntegrityFiles;
};

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** JSON that cannot end its `<script>` element. */
const scriptJson = (value: unknown) => JSON.stringify(value, null, 2).replace(/</g, '\\u003c');

/** The element the manifest gives, with the form's attributes in place of its example ones. */
export function elementMarkup(widget: ManifestWidget, attributes: readonly [string, string][] = []): string {
  const tag = /^<(\w+)/.exec(widget.element)?.[1] ?? 'div';
  const own = [...widget.element.matchAll(/\s(id|data-sf-widget)="([^"]*)"/g)].map(([, name, value]) => ` ${name}="${value}"`).join('');
  const more = attributes.map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`)).join('');
  return `<${tag}${own}${more}></${tag}>`;
}

/** The snippet for the CMS. */
export function snippetFor(input: SnippetInput): string {
  const { widget, integrity } = input;
  const version = integrity.version;
  const file = version ? `${version}/${widget.entry}` : widget.entry;
  const hash = integrity.files[file]?.integrity;
  const lines = [
    '<!-- Once per page: the page context (your site writes the signed-in user\'s part) -->',
    `<script type="application/json" id="sf-context">${scriptJson(input.context)}</script>`,
    `<!-- ${widget.title}${version ? `, release ${version}` : ''} -->`,
    elementMarkup(widget, input.attributes),
  ];
  if (widget.data) lines.push(`<script type="application/json" id="${widget.data}">${scriptJson(input.blob ?? {})}</script>`);
  lines.push(`<script type="module" src="${escapeAttribute(`${input.widgetsBase}/${file}`)}"${hash ? ` integrity="${hash}"` : ''} crossorigin="anonymous"></script>`);
  return `${lines.join('\n')}\n`;
}

export type ReadSnippet =
  | { ok: true; widget: ManifestWidget; element: Element; blob: unknown; context: unknown | null }
  | { ok: false; reason: string };

/** A snippet read back: the widget found by its mount element, its settings from its data script or attributes. */
export function readSnippet(text: string, manifest: Pick<Manifest, 'widgets'>, parse: (html: string) => Document): ReadSnippet {
  const doc = parse(`<!doctype html><body>${text}</body>`);
  const found = manifest.widgets.map((widget) => ({ widget, element: doc.body.querySelector(widget.mount) })).find(({ element }) => element !== null);
  if (!found?.element) return { ok: false, reason: 'No widget was found in the snippet: it needs the element of one, such as <div id="searchPage"></div>.' };
  const json = (id: string): { value?: unknown; reason?: string } => {
    const script = doc.getElementById(id);
    if (!script) return {};
    try {
      return { value: JSON.parse(script.textContent ?? '') };
    } catch (error) {
      return { reason: `The snippet's #${id} is not valid JSON: ${error instanceof Error ? error.message : String(error)}.` };
    }
  };
  const context = json('sf-context');
  if (context.reason) return { ok: false, reason: context.reason };
  let blob: unknown = undefined;
  if (found.widget.data) {
    const data = json(found.widget.data);
    if (data.reason) return { ok: false, reason: data.reason };
    if (data.value === undefined) return { ok: false, reason: `The snippet has the ${found.widget.title} but not its data script (#${found.widget.data}).` };
    blob = data.value;
  }
  return { ok: true, widget: found.widget, element: found.element, blob, context: context.value ?? null };
}
