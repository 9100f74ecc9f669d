/**
 * The JSON Schemas of the manifest and the widgets agree (HOST-CONTRACT section 11): a blob
 * the schema accepts is one the widget draws without a note or a notice, and the other way
 * round. Checked for every data script and page context the demo host serves (signed in and
 * not) and for a table of wrong blobs; the schema's verdict is ajv's, the widget's is its own
 * settings reader's (src/runtime/settings.ts).
 */
import Ajv2020 from 'ajv/dist/2020';
import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../demo-host/server';
import { PERSONA_COOKIE } from '../../demo-host/pages/context';
import { PageContextSchema } from '../../src/contract/pageData';
import { buildEditorKit, type JsonSchema } from '../../src/editor/manifest';
import { readSettings } from '../../src/runtime/settings';
import type { WidgetDefinition } from '../../src/runtime/widgetCore';
import { ENTRIES } from '../../widgets/entries';
import { widgetsIn } from '../../widgets/testing';
import { seededCopy } from './helpers';

let server: DemoServer;
let schemas: Record<string, JsonSchema>;
/** By data script id ('searchPage-data', 'sf-context'): the schema file and the widget's own schema. */
const byScript = new Map<string, { file: string; schema: v.GenericSchema; prefix: string }>();
const ajv = new Ajv2020({ allErrors: true });

beforeAll(async () => {
  const widgets = Object.fromEntries(await Promise.all(Object.values(ENTRIES).flat().map(async (folder) => [folder, await widgetsIn(folder)] as const)));
  const kit = buildEditorKit('0.0.0', ENTRIES, widgets);
  schemas = kit.schemas;
  byScript.set('sf-context', { file: kit.manifest.context, schema: PageContextSchema, prefix: 'sf-context' });
  for (const widget of kit.manifest.widgets) {
    if (!widget.data || !widget.schema) continue;
    const declared = Object.values(widgets).flat().find((candidate): candidate is WidgetDefinition => candidate.name === widget.name && 'prepare' in candidate);
    byScript.set(widget.data, { file: widget.schema, schema: declared!.settings!.script!, prefix: '' });
  }
  server = await startDemoServer({ port: 0, dataDir: seededCopy() });
}, 120_000);
afterAll(() => server?.close());

function verdicts(id: string, blob: unknown): { schema: boolean; widget: boolean; why: string } {
  const { file, schema, prefix } = byScript.get(id)!;
  const validate = ajv.getSchema(file) ?? (ajv.addSchema(schemas[file]!, file), ajv.getSchema(file)!);
  const accepted = validate(blob) as boolean;
  const read = readSettings(schema, blob, prefix);
  return {
    schema: accepted,
    widget: read.ok && read.problems.length === 0,
    why: `${JSON.stringify(blob).slice(0, 200)}\n  schema: ${ajv.errorsText(validate.errors)}\n  widget: ${read.problems.map((problem) => problem.message).join(' | ')}`,
  };
}

async function page(path: string, persona?: string): Promise<string> {
  const response = await fetch(new URL(path, server.url), { headers: persona ? { cookie: `${PERSONA_COOKIE}=${persona}` } : {} });
  return response.text();
}

/** The JSON scripts of a page by id. */
function scriptsOf(html: string): [string, unknown][] {
  return [...html.matchAll(/<script type="application\/json" id="([^"]+)"[^>]*>([\s\S]*?)<\/script>/g)].map(([, id, text]) => [id!, JSON.parse(text!)]);
}

describe('the schemas and the widgets agree', () => {
  it('on every data script and page context the demo host serves, signed in and not: both accept them', async () => {
    const home = await page('/', 'buyer');
    const routes = [...new Set([...home.matchAll(/href="(\/[^"#]*)"/g)].map(([, href]) => href!.replace(/&amp;/g, '&')))].filter((href) => !href.startsWith('/widgets/') && !href.startsWith('/demo/static/'));
    expect(routes.length).toBeGreaterThan(15);
    let checked = 0;
    for (const persona of ['buyer', undefined]) {
      for (const route of routes) {
        for (const [id, blob] of scriptsOf(await page(route, persona))) {
          if (!byScript.has(id)) continue;
          const { schema, widget, why } = verdicts(id, blob);
          expect([schema, widget], `${route} ${id}: ${why}`).toEqual([true, true]);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(routes.length);
  }, 120_000);

  const request = { searchTerm: 'pot', filters: [], warehouseCode: '1001', warehouseName: 'Burton, OH', categoryId: null, isSuperSaver: false, manufacturerId: null, skip: 0, take: 18, sort: 'score' };
  const search = (change: Record<string, unknown>) => ({ category: null, superSaverCategory: null, searchRequest: { ...request, ...change } });
  const category = { categoryId: 7, displayName: 'Containers', superSaver: false, mainImageUrl: null, secondaryImageUrl: null, description: '<p>Pots</p>', subCategories: [], resourceSections: [] };
  const context = { serviceUrl: 'https://shop.example/api', companyUserId: 42, jwtToken: 't', productImageUrl: '/img/', customer: { customerNumber: '100234', customerType: 'Grower', ecomCustomer: false }, warehouseCode: '1001', shipTo: '001', withCustomer: false, readOnly: false };

  it.each<[string, string, unknown, boolean]>([
    ['searchPage-data', 'a misspelt sort', search({ sort: 'bestselling' }), false],
    ['searchPage-data', 'a page size written as text', search({ take: 'abc' }), false],
    ['searchPage-data', 'a page size of 0', search({ take: 0 }), false],
    ['searchPage-data', 'a page size of 50', search({ take: 50 }), true],
    ['searchPage-data', 'a negative start', search({ skip: -1 }), false],
    ['searchPage-data', 'the sort left out', search({ sort: undefined }), true],
    ['searchPage-data', 'a warehouse code written as a number', search({ warehouseCode: 2002 }), true],
    ['searchPage-data', 'a warehouse code true', search({ warehouseCode: true }), false],
    ['searchPage-data', 'search words as a number', search({ searchTerm: 5 }), false],
    ['searchPage-data', 'filters not a list', search({ filters: 'none' }), false],
    ['searchPage-data', 'a category id as text', search({ categoryId: 'x' }), false],
    ['searchPage-data', 'no search request', { category: null }, false],
    ['searchPage-data', 'a category with its sub-categories', { ...search({ categoryId: 7 }), category: { ...category, subCategories: [{ ...category, categoryId: 8 }] } }, true],
    ['searchPage-data', 'a category without a name', { ...search({}), category: { ...category, displayName: undefined } }, false],
    ['searchPage-data', 'a setting nobody reads (kept, ignored)', { ...search({}), theme: 'dark' }, true],
    ['productPage-data', 'a good item', { itemNumber: 'HB-1020', itemId: 501, categoryId: 12 }, true],
    ['productPage-data', 'an item id of 0', { itemNumber: 'HB-1020', itemId: 0 }, false],
    ['productPage-data', 'a blank item number', { itemNumber: '   ', itemId: 501 }, false],
    ['productPage-data', 'no item id', { itemNumber: 'HB-1020' }, false],
    ['productPage-data', 'a category id as text', { itemNumber: 'HB-1020', itemId: 501, categoryId: 'x' }, false],
    ['sf-context', 'the HOST-CONTRACT example', context, true],
    ['sf-context', 'an anonymous visitor with a service only', { serviceUrl: '/api' }, true],
    ['sf-context', 'a blank service address', { ...context, serviceUrl: '  ' }, false],
    ['sf-context', 'a signed-in user without a customer', { ...context, customer: undefined }, false],
    ['sf-context', 'a user id as text', { ...context, companyUserId: '42' }, false],
    ['sf-context', 'an empty customer number', { ...context, customer: { ...context.customer, customerNumber: '' } }, false],
    ['sf-context', 'preview written as text', { ...context, preview: 'yes' }, false],
    ['sf-context', 'preview on', { ...context, preview: true }, true],
    ['sf-context', 'a punchout of an unknown protocol', { ...context, punchout: { protocol: 'edi', operation: 'create' } }, false],
    ['sf-context', 'a punchout in inspect', { ...context, punchout: { protocol: 'cxml', operation: 'inspect' } }, true],
  ])('%s, %s: both say %s', (id, _what, blob, expected) => {
    const { schema, widget, why } = verdicts(id, blob);
    expect([schema, widget], why).toEqual([expected, expected]);
  });
});
