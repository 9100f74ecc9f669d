/**
 * The embed builder (HOST-CONTRACT section 11, docs/editors.md): a page a host serves to its
 * editors. Choose a widget, fill its settings (a form read from the build's manifest and JSON
 * Schemas), see the real widget in preview mode against a service, copy the snippet for the
 * CMS, or paste one back to change it. Not on buyers' pages: its weight is its own.
 */
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Manifest, ManifestWidget } from '../manifest';
import {
  attributesOf,
  blobOf,
  fieldKey,
  fieldsOfAttributes,
  fieldsOfSchema,
  initialValues,
  reasonsOf,
  valuesOfAttributes,
  valuesOfBlob,
  type Field,
  type JsonSchema,
  type Values,
} from './schemaForm';
import { elementMarkup, readSnippet, snippetFor, type IntegrityFiles } from './snippet';

export type BuilderProps = {
  manifest: Manifest;
  integrity: IntegrityFiles;
  /** Reads a widget's JSON Schema (a path of the manifest, relative to dist/meta/). */
  loadSchema: (path: string) => Promise<JsonSchema>;
  /** The widgets' base address, without a trailing slash. */
  widgetsBase: string;
  /** The service to preview against at first (the page address's `serviceUrl`). */
  serviceUrl: string;
  /** Where product pictures are, for a preview as a visitor (the page address's `productImageUrl`). */
  productImageUrl?: string;
  /** The widget chosen at first. @default the search page, else the manifest's first */
  widget?: string;
};

type Form = { widget: ManifestWidget; fields: Field[]; values: Values };

async function formFor(widget: ManifestWidget, loadSchema: BuilderProps['loadSchema']): Promise<Form> {
  const fields = widget.schema ? fieldsOfSchema(await loadSchema(widget.schema)) : fieldsOfAttributes(widget.attributes);
  return { widget, fields, values: initialValues(fields) };
}

/** The page context a snippet carries and the preview runs with. */
function contextOf(text: string, serviceUrl: string, productImageUrl: string | undefined): { value: Record<string, unknown>; reason: string | null } {
  const anonymous = { serviceUrl, ...(productImageUrl ? { productImageUrl } : {}) };
  if (text.trim() === '') return { value: anonymous, reason: null };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { value: anonymous, reason: 'The page context must be a JSON object: { "serviceUrl": … }.' };
    return { value: value as Record<string, unknown>, reason: null };
  } catch (error) {
    return { value: anonymous, reason: `The page context is not valid JSON: ${error instanceof Error ? error.message : String(error)}.` };
  }
}

export function Builder({ manifest, integrity, loadSchema, widgetsBase, serviceUrl: firstServiceUrl, productImageUrl, widget: firstWidget }: BuilderProps) {
  const [form, setForm] = useState<Form | null>(null);
  const [serviceUrl, setServiceUrl] = useState(firstServiceUrl);
  const [contextText, setContextText] = useState('');
  const [pasted, setPasted] = useState('');
  const [status, setStatus] = useState('');
  const [phone, setPhone] = useState(false);
  const ids = useId();
  const choose = (name: string, values?: (fields: Field[]) => Values) => {
    const widget = manifest.widgets.find((candidate) => candidate.name === name);
    if (!widget) return;
    void formFor(widget, loadSchema).then((next) => setForm(values ? { ...next, values: values(next.fields) } : next));
  };
  useEffect(() => {
    const names = manifest.widgets.map((widget) => widget.name);
    choose([firstWidget, 'searchPage'].find((name) => name && names.includes(name)) ?? names[0] ?? '');
  }, []);

  const context = contextOf(contextText, serviceUrl, productImageUrl);
  const reasons = form ? reasonsOf(form.fields, form.values) : {};
  const problems = Object.keys(reasons).length + (context.reason ? 1 : 0);
  const blob = form && form.widget.data ? blobOf(form.fields, form.values) : undefined;
  const attributes = form && !form.widget.data ? attributesOf(form.fields, form.values) : [];
  const snippet = form ? snippetFor({ widget: form.widget, ...(blob ? { blob } : {}), attributes, context: context.value, widgetsBase, integrity }) : '';

  const copy = async () => {
    if (problems > 0) {
      setStatus(`Fix the ${problems === 1 ? 'setting' : `${problems} settings`} marked above before copying the snippet.`);
      return;
    }
    try {
      await navigator.clipboard.writeText(snippet);
      setStatus('The snippet is copied: paste it into a custom HTML block of your CMS.');
    } catch {
      setStatus('The browser did not let the page copy: select the snippet above and copy it yourself.');
    }
  };

  const load = () => {
    const read = readSnippet(pasted, manifest, (html) => new DOMParser().parseFromString(html, 'text/html'));
    if (!read.ok) {
      setStatus(read.reason);
      return;
    }
    if (read.context && typeof read.context === 'object') setContextText(JSON.stringify(read.context, null, 2));
    choose(read.widget.name, (fields) => (read.widget.data ? valuesOfBlob(fields, read.blob) : valuesOfAttributes(fields, read.element)));
    setStatus(`The ${read.widget.title} of the snippet is in the form.`);
  };

  return (
    <div className="builder">
      <div className="builder__settings">
        <h1>Embed a widget</h1>
        <p className="builder__lead">Choose a widget, set it up, and copy the snippet into a custom HTML block of your CMS. The preview shows the real widget with your settings.</p>
        <label className="builder__label" htmlFor={`${ids}widget`}>
          Widget
        </label>
        <select id={`${ids}widget`} value={form?.widget.name ?? ''} onChange={(event) => choose(event.target.value)}>
          {manifest.widgets.map((widget) => (
            <option key={widget.name} value={widget.name}>
              {widget.title}
            </option>
          ))}
        </select>
        {form ? <p className="builder__help">{form.widget.description}</p> : null}

        <TextField id={`${ids}service`} label="Service URL" help="Where the store's service answers; the preview calls it." value={serviceUrl} onChange={setServiceUrl} />
        <TextField
          id={`${ids}context`}
          label="Page context"
          help="Leave empty to preview as a visitor who is not signed in. Paste a page (sf-context) JSON to preview as a signed-in buyer."
          value={contextText}
          onChange={setContextText}
          reason={context.reason}
          multiline
        />

        {form ? <SettingsFields form={form} reasons={reasons} onChange={(key, text) => setForm({ ...form, values: { ...form.values, [key]: text } })} /> : null}
      </div>

      <div className="builder__output">
        <section className="builder__preview" aria-labelledby={`${ids}preview`}>
          <div className="builder__preview-head">
            <h2 id={`${ids}preview`}>Preview</h2>
            <label className="builder__check">
              <input type="checkbox" checked={phone} onChange={(event) => setPhone(event.target.checked)} /> Phone width (375 px)
            </label>
          </div>
          {form ? <Preview widget={form.widget} blob={blob} attributes={attributes} context={{ ...context.value, preview: true }} widgetsBase={widgetsBase} integrity={integrity} phone={phone} /> : null}
        </section>

        <TextField id={`${ids}snippet`} label="Snippet" help="Paste this into your CMS. It loads this release of the widget, checked by its integrity." value={snippet} readOnly multiline />
        <button type="button" className="builder__button" onClick={() => void copy()}>
          Copy snippet
        </button>
        <TextField id={`${ids}paste`} label="Paste a snippet" help="A snippet already on a page: load it to change its settings." value={pasted} onChange={setPasted} multiline />
        <button type="button" className="builder__button builder__button--secondary" onClick={load}>
          Load snippet
        </button>
        <p role="status" className="builder__status">
          {status}
        </p>
      </div>
    </div>
  );
}

function TextField(props: { id: string; label: string; help?: string; value: string; onChange?: (text: string) => void; reason?: string | null; readOnly?: boolean; multiline?: boolean }) {
  const describedBy = [props.help ? `${props.id}-help` : '', props.reason ? `${props.id}-reason` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id: props.id,
    value: props.value,
    readOnly: props.readOnly,
    'aria-describedby': describedBy,
    'aria-invalid': props.reason ? true : undefined,
    onChange: (event: { target: { value: string } }) => props.onChange?.(event.target.value),
  };
  return (
    <div className="builder__field">
      <label className="builder__label" htmlFor={props.id}>
        {props.label}
      </label>
      {props.help ? (
        <p id={`${props.id}-help`} className="builder__help">
          {props.help}
        </p>
      ) : null}
      {props.multiline ? <textarea rows={props.readOnly ? 9 : 4} spellCheck={false} {...common} /> : <input type="text" {...common} />}
      {props.reason ? (
        <p id={`${props.id}-reason`} className="builder__reason">
          {props.reason}
        </p>
      ) : null}
    </div>
  );
}

function SettingsFields({ form, reasons, onChange }: { form: Form; reasons: Record<string, string>; onChange: (key: string, text: string) => void }) {
  const ids = useId();
  if (form.fields.length === 0) return <p className="builder__help">This widget has no settings: it reads the page context only.</p>;
  const groups: [string, Field[]][] = [];
  for (const field of form.fields) {
    const name = field.group ?? 'Settings';
    const group = groups.find(([title]) => title === name);
    if (group) group[1].push(field);
    else groups.push([name, [field]]);
  }
  return (
    <>
      {groups.map(([title, fields]) => (
        <fieldset key={title} className="builder__group">
          <legend>{title}</legend>
          {fields.map((field) => (
            <SettingField key={fieldKey(field)} id={`${ids}${fieldKey(field)}`} field={field} text={form.values[fieldKey(field)] ?? ''} reason={reasons[fieldKey(field)] ?? null} onChange={(text) => onChange(fieldKey(field), text)} />
          ))}
        </fieldset>
      ))}
    </>
  );
}

function SettingField({ id, field, text, reason, onChange }: { id: string; field: Field; text: string; reason: string | null; onChange: (text: string) => void }) {
  const help = `${field.description}${field.optional && field.default !== undefined && field.default !== null ? ` Left empty: ${JSON.stringify(field.default)}.` : ''}`;
  if (field.kind === 'switch') {
    return (
      <div className="builder__field">
        <label className="builder__check">
          <input type="checkbox" checked={text === 'true'} aria-describedby={`${id}-help`} onChange={(event) => onChange(String(event.target.checked))} /> {field.title}
        </label>
        <p id={`${id}-help`} className="builder__help">
          {field.description} <code>{field.name}</code>
        </p>
      </div>
    );
  }
  const describedBy = `${id}-help${reason ? ` ${id}-reason` : ''}`;
  let control: ReactNode;
  if (field.kind === 'choice') {
    control = (
      <select id={id} value={text} aria-describedby={describedBy} aria-invalid={reason ? true : undefined} onChange={(event) => onChange(event.target.value)}>
        {field.optional ? <option value="">(the widget's default)</option> : null}
        {field.options?.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === 'json') {
    control = <textarea id={id} rows={4} spellCheck={false} value={text} aria-describedby={describedBy} aria-invalid={reason ? true : undefined} onChange={(event) => onChange(event.target.value)} />;
  } else {
    control = (
      <input
        id={id}
        type="text"
        inputMode={field.kind === 'text' ? undefined : 'numeric'}
        value={text}
        aria-describedby={describedBy}
        aria-invalid={reason ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <div className="builder__field">
      <label className="builder__label" htmlFor={id}>
        {field.title}
      </label>
      <p id={`${id}-help`} className="builder__help">
        {help} <code>{field.name}</code>
      </p>
      {control}
      {reason ? (
        <p id={`${id}-reason`} className="builder__reason">
          {reason}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The real widget in an iframe of its own, in preview mode. A change of settings is made in
 * place, as a CMS's preview does (the widgets follow their data script's text and their
 * element's attributes: live changes); another widget or context draws a new page.
 */
function Preview(props: { widget: ManifestWidget; blob: unknown; attributes: readonly [string, string][]; context: unknown; widgetsBase: string; integrity: IntegrityFiles; phone: boolean }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { widget, context, widgetsBase, integrity } = props;
  const file = integrity.version ? `${integrity.version}/${widget.entry}` : widget.entry;
  const contextJson = JSON.stringify(context);
  // The page: drawn anew for another widget, context or service (a new srcdoc).
  const page = useMemo(
    () =>
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Preview</title>` +
      `<style>body{margin:16px;font-family:system-ui,sans-serif}</style></head><body>` +
      `<script type="application/json" id="sf-context">${contextJson.replace(/</g, '\\u003c')}</script>` +
      `${elementMarkup(widget, props.attributes)}` +
      (widget.data ? `<script type="application/json" id="${widget.data}">${JSON.stringify(props.blob ?? {}).replace(/</g, '\\u003c')}</script>` : '') +
      `<script type="module" src="${widgetsBase}/${file}"></script></body></html>`,
    // Only what needs a new page: the settings follow in place (below).
    [widget, contextJson, widgetsBase, file],
  );
  const blobJson = JSON.stringify(props.blob ?? {});
  const attributesJson = JSON.stringify(props.attributes);
  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc || doc.readyState === 'loading') return;
    const timer = window.setTimeout(() => {
      if (widget.data) {
        const script = doc.getElementById(widget.data);
        if (script && script.textContent !== blobJson) script.textContent = blobJson;
        return;
      }
      const element = doc.querySelector(widget.mount);
      if (!element) return;
      const wanted = new Map(JSON.parse(attributesJson) as [string, string][]);
      for (const attribute of [...element.attributes]) {
        if (attribute.name.startsWith('data-') && attribute.name !== 'data-sf-widget' && attribute.name !== 'data-sf-mounted' && !wanted.has(attribute.name)) element.removeAttribute(attribute.name);
      }
      for (const [name, value] of wanted) if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [blobJson, attributesJson, widget]);
  return <iframe ref={frame} className={`builder__frame${props.phone ? ' builder__frame--phone' : ''}`} title={`Preview of the ${widget.title}`} srcDoc={page} />;
}
