import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { ENTRIES } from '../../widgets/entries';
import { widgetsIn } from '../../widgets/testing';
import { buildEditorKit, JSON_SCHEMA_DIALECT, type JsonSchema } from './manifest';

async function kit() {
  const widgets = Object.fromEntries(await Promise.all(Object.values(ENTRIES).flat().map(async (folder) => [folder, await widgetsIn(folder)] as const)));
  return buildEditorKit('9.9.9', ENTRIES, widgets);
}

/** Every object schema inside `schema` with the path to it. */
function objects(schema: JsonSchema, path = '#'): [string, JsonSchema][] {
  const found: [string, JsonSchema][] = [];
  const visit = (node: unknown, at: string) => {
    if (typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${at}/${i}`));
    const record = node as JsonSchema;
    if (record.type === 'object' && typeof record.properties === 'object') found.push([at, record]);
    for (const [key, value] of Object.entries(record)) visit(value, `${at}/${key}`);
  };
  visit(schema, path);
  return found;
}

describe('the manifest (HOST-CONTRACT section 11)', () => {
  it('lists one object per widget, with the entry file, mount, markup, data script and schema, and the attributes it reads', async () => {
    const { manifest } = await kit();
    expect(manifest).toMatchObject({ version: '9.9.9', context: 'schema/sf-context.json' });
    const byName = Object.fromEntries(manifest.widgets.map((widget) => [widget.name, widget]));
    expect(byName.searchPage).toMatchObject({
      title: 'Search and category page',
      entry: 'searchPage.js',
      mount: '#searchPage',
      element: '<div id="searchPage"></div>',
      data: 'searchPage-data',
      schema: 'schema/searchPage.json',
      attributes: [],
    });
    expect(byName.favorites).toMatchObject({ entry: 'favoritesDialog.js', data: null, schema: null });
    expect(byName.favorites!.attributes).toEqual([
      expect.objectContaining({ name: 'data-item-id', type: 'integer', title: 'Item id', required: true }),
      expect.objectContaining({ name: 'data-allow-delete', type: 'boolean', required: false, default: false }),
    ]);
    expect(byName.statement!.attributes.map((attribute) => [attribute.name, attribute.address])).toEqual([
      ['data-number', 'number'],
      ['data-suffix', 'suffix'],
      ['data-pay-online', undefined],
    ]);
    expect(byName.statement!.attributes[2]).toMatchObject({ type: 'boolean', title: 'Pay invoices online', required: false, default: false });
    // account.js carries seven widgets, each its own object; the page's toasts are not for editors.
    expect(manifest.widgets.filter((widget) => widget.entry === 'account.js')).toHaveLength(7);
    expect(byName.notices).toBeUndefined();
    for (const widget of manifest.widgets) expect(widget.description.length, widget.name).toBeGreaterThan(30);
  });

  it('writes JSON Schemas (draft 2020-12) where every property has a title and a description, and an optional one its default', async () => {
    const { schemas } = await kit();
    expect(Object.keys(schemas).sort()).toEqual(['schema/productPage.json', 'schema/searchPage.json', 'schema/sf-context.json']);
    const ajv = new Ajv2020({ allErrors: true });
    for (const [file, schema] of Object.entries(schemas)) {
      expect(schema.$schema, file).toBe(JSON_SCHEMA_DIALECT);
      expect(() => ajv.compile(schema), file).not.toThrow();
      for (const [at, object] of objects(schema)) {
        const required = new Set((object.required as string[] | undefined) ?? []);
        for (const [name, property] of Object.entries(object.properties as Record<string, JsonSchema>)) {
          expect(property.title, `${file} ${at}/${name}`).toEqual(expect.any(String));
          expect(property.description, `${file} ${at}/${name}`).toEqual(expect.any(String));
          if (!required.has(name)) expect(property, `${file} ${at}/${name}: optional, so it has a default`).toHaveProperty('default');
        }
      }
    }
    // Allowed values as enum, minimum or pattern.
    const request = (schemas['schema/searchPage.json']!.properties as Record<string, JsonSchema>).searchRequest!.properties as Record<string, JsonSchema>;
    expect(request.sort).toMatchObject({ enum: ['score', 'sortOrder', 'manufacturerNameSort', 'itemNumberExact', 'itemItemListPrice', 'itemItemListPriceDesc'], default: 'score' });
    expect(request.take).toMatchObject({ type: 'integer', minimum: 1, default: 18 });
    expect((schemas['schema/sf-context.json']!.properties as Record<string, JsonSchema>).serviceUrl).toMatchObject({ type: 'string', pattern: '\\S' });
  });
});
