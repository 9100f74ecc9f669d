/**
 * dist/editor/builder.js: starts the embed builder on dist/editor/index.html. It reads the
 * build's manifest, schemas and integrity values from dist/meta/ beside dist/editor/, and loads
 * the widgets from dist/widgets/ beside them (or `?widgetsBase=`). Address parameters:
 * `serviceUrl` (the preview's service), `productImageUrl` (its pictures), `widget` (the one
 * chosen at first, by its manifest name).
 */
import { createRoot } from 'react-dom/client';
import type { Manifest } from '../manifest';
import { Builder } from './Builder';
import type { JsonSchema } from './schemaForm';
import type { IntegrityFiles } from './snippet';

const here = new URL(window.location.href);
const meta = new URL('../meta/', here);

async function json<T>(url: URL): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname}: ${response.status}`);
  return (await response.json()) as T;
}

async function start(root: HTMLElement): Promise<void> {
  try {
    const [manifest, integrity] = await Promise.all([json<Manifest>(new URL('manifest.json', meta)), json<IntegrityFiles>(new URL('integrity.json', meta))]);
    const widgetsBase = (here.searchParams.get('widgetsBase') ?? new URL('../widgets', here).href).replace(/\/+$/, '');
    const serviceUrl = here.searchParams.get('serviceUrl') ?? '';
    const productImageUrl = here.searchParams.get('productImageUrl') ?? undefined;
    const widget = here.searchParams.get('widget') ?? undefined;
    createRoot(root).render(
      <Builder
        manifest={manifest}
        integrity={integrity}
        widgetsBase={widgetsBase}
        serviceUrl={serviceUrl}
        {...(productImageUrl ? { productImageUrl } : {})}
        {...(widget ? { widget } : {})}
        loadSchema={(path) => json<JsonSchema>(new URL(path, meta))}
      />,
    );
  } catch (error) {
    root.textContent = `The embed builder needs the build's dist/meta/ beside dist/editor/ (${error instanceof Error ? error.message : String(error)}).`;
  }
}

void start(document.getElementById('builder')!);
