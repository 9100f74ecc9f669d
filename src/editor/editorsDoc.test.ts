import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTRIES } from '../../widgets/entries';
import { widgetsIn } from '../../widgets/testing';
import { editorsTables, TABLES_END, TABLES_START } from './editorsDoc';
import { buildEditorKit } from './manifest';

const DOC = path.join(process.cwd(), 'docs/editors.md');

describe('docs/editors.md', () => {
  it("has each widget's settings table as the manifest and schemas give them (UPDATE_EDITORS_DOC=1 rewrites them)", async () => {
    const widgets = Object.fromEntries(await Promise.all(Object.values(ENTRIES).flat().map(async (folder) => [folder, await widgetsIn(folder)] as const)));
    const { manifest, schemas } = buildEditorKit('0.0.0', ENTRIES, widgets);
    const tables = editorsTables(manifest, schemas);
    const doc = readFileSync(DOC, 'utf8');
    const start = doc.indexOf(TABLES_START);
    const end = doc.indexOf(TABLES_END);
    expect(start, 'the doc marks where its tables go').toBeGreaterThan(-1);
    const current = doc.slice(start, end + TABLES_END.length);
    if (process.env.UPDATE_EDITORS_DOC === '1' && current !== tables) writeFileSync(DOC, doc.replace(current, tables));
    else expect(current).toBe(tables);
    for (const widget of manifest.widgets) expect(tables).toContain(`### ${widget.title}`);
  });
});
