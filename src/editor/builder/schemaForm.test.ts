import { describe, expect, it } from 'vitest';
import { attributesOf, blobOf, fieldsOfAttributes, fieldsOfSchema, initialValues, readField, reasonsOf, valuesOfBlob, type JsonSchema } from './schemaForm';

const schema: JsonSchema = {
  type: 'object',
  required: ['searchRequest'],
  properties: {
    category: { anyOf: [{ type: 'object', properties: { categoryId: { type: 'integer' } } }, { type: 'null' }], default: null, title: 'Category', description: 'The category.' },
    searchRequest: {
      type: 'object',
      title: 'Search',
      required: ['searchTerm', 'filters', 'isSuperSaver'],
      properties: {
        searchTerm: { type: 'string', title: 'Search words', description: 'What was searched for.' },
        filters: { type: 'array', items: { type: 'object' }, title: 'Filters chosen', description: 'Usually none.' },
        warehouseCode: { anyOf: [{ anyOf: [{ type: 'string' }, { type: 'integer', minimum: 0 }] }, { type: 'null' }], default: '1001', title: 'Warehouse', description: 'A code.' },
        take: { type: 'integer', minimum: 1, default: 18, title: 'Page size', description: 'How many.' },
        sort: { type: 'string', enum: ['score', 'sortOrder'], default: 'score', title: 'Sort', description: 'The order.' },
        isSuperSaver: { type: 'boolean', title: 'Super Saver only', description: 'Only them.' },
      },
    },
  },
};

describe('the builder form read from a JSON Schema', () => {
  const fields = fieldsOfSchema(schema);

  it('gives one field per setting with its title, description and default; a group opens into its fields, a richer setting is JSON', () => {
    expect(fields.map((field) => [field.name, field.kind, field.group ?? null, field.optional])).toEqual([
      ['category', 'json', null, true],
      ['searchRequest.searchTerm', 'text', 'Search', false],
      ['searchRequest.filters', 'json', 'Search', false],
      ['searchRequest.warehouseCode', 'text', 'Search', true],
      ['searchRequest.take', 'integer', 'Search', true],
      ['searchRequest.sort', 'choice', 'Search', true],
      ['searchRequest.isSuperSaver', 'switch', 'Search', false],
    ]);
    expect(initialValues(fields)).toEqual({
      category: '',
      'searchRequest.searchTerm': '',
      'searchRequest.filters': '[]',
      'searchRequest.warehouseCode': '1001',
      'searchRequest.take': '18',
      'searchRequest.sort': 'score',
      'searchRequest.isSuperSaver': 'false',
    });
  });

  it('marks a value that is not allowed with the reason, in the words of the setting', () => {
    const take = fields.find((field) => field.name === 'searchRequest.take')!;
    expect(readField(take, 'twenty')).toEqual({ reason: 'Page size must be a whole number of at least 1.' });
    expect(readField(take, '0')).toEqual({ reason: 'Page size must be a whole number of at least 1.' });
    expect(readField(take, ' 50 ')).toEqual({ value: 50 });
    expect(readField(take, '')).toEqual({ value: undefined });
    expect(reasonsOf(fields, { ...initialValues(fields), 'searchRequest.filters': '[', 'searchRequest.take': '2.5' })).toEqual({
      'searchRequest.filters': expect.stringMatching(/^Filters chosen is not valid JSON: /),
      'searchRequest.take': 'Page size must be a whole number of at least 1.',
    });
  });

  it('writes the data script from the form, leaving out what is left empty (the widget\'s default then applies)', () => {
    const values = { ...initialValues(fields), 'searchRequest.searchTerm': 'pot', 'searchRequest.take': '', 'searchRequest.isSuperSaver': 'true' };
    expect(blobOf(fields, values)).toEqual({ searchRequest: { searchTerm: 'pot', filters: [], warehouseCode: '1001', sort: 'score', isSuperSaver: true } });
    expect(valuesOfBlob(fields, blobOf(fields, values))).toMatchObject({ 'searchRequest.searchTerm': 'pot', 'searchRequest.take': '', 'searchRequest.isSuperSaver': 'true' });
  });
});

describe('the builder form of a widget read from its attributes', () => {
  const fields = fieldsOfAttributes([
    { name: 'data-item-id', type: 'integer', title: 'Item id', description: 'The item.', required: true },
    { name: 'data-allow-delete', type: 'boolean', title: 'Allow deleting lists', description: 'Present: yes.', required: false, default: false },
  ]);

  it('writes a flag as a present attribute and a value as an attribute, and names a missing required one', () => {
    expect(attributesOf(fields, { 'data-item-id': '1042', 'data-allow-delete': 'true' })).toEqual([
      ['data-item-id', '1042'],
      ['data-allow-delete', ''],
    ]);
    expect(reasonsOf(fields, { 'data-item-id': '', 'data-allow-delete': 'false' })).toEqual({ 'data-item-id': 'Item id is needed.' });
  });
});
