import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page, R } from '@/contract/envelope';
import type { TagTemplate } from '@/contract/api/data';
import type { OperationLog } from '@/contract/api/oplog';
import { type TagImportPreview, type TagImportResult, tagHeaders } from '@/contract/api/tag-import';
import { apiCall, apiData, loginToken } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/* Bulk tag import (issue 28): preview a real .xlsx in the export's layout, then apply it. */

const station = useTestStation();

const post = (path: string, body: unknown, lang: 'zh' | 'en' = 'en', token = station.admin) =>
  apiCall<R<unknown>>(station.sim, path, { method: 'POST', token, body, lang });
const grid = async () =>
  (
    await apiData<Page<TagTemplate>>(station.sim, 'tagtemplate/page', {
      token: station.admin,
      query: { dictKey: 'grid' },
    })
  ).records;

/** The grid tags as the export writes them, in `lang`, to edit like a user would. */
async function exportedGrid(lang: 'zh' | 'en'): Promise<ExcelJS.Workbook> {
  const file = await apiCall<Buffer>(station.sim, 'tagtemplate/export', {
    token: station.admin,
    query: { dictKey: 'grid' },
    lang,
  });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file.body as unknown as ArrayBuffer);
  return wb;
}
const content = async (wb: ExcelJS.Workbook) => Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
const rowOf = (ws: ExcelJS.Worksheet, tagNo: string) => {
  let found = 0;
  ws.eachRow((r, n) => {
    if (r.getCell(1).value === tagNo) found = n;
  });
  return found;
};

describe('tag import with a preview', () => {
  it('previews added, changed, removed and refused rows of an edited export, and applies only on the call that names the preview', async () => {
    // A grid tag the file will not list: removed by the import.
    await post('tagtemplate/save', {
      tagNo: 'X_GONE',
      name: '待删点',
      nameEn: 'To go',
      unit: '',
      sort: 90,
      dictKey: 'grid',
      dictName: '电网',
    });
    const wb = await exportedGrid('zh');
    const ws = wb.worksheets[0];
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(tagHeaders('zh'));
    ws.spliceRows(rowOf(ws, 'X_GONE'), 1);
    ws.getRow(rowOf(ws, 'GRID_P')).getCell(2).value = '电网有功功率';
    ws.addRow(['X_NEW', '新点', 'New point', 'kW', 91, 'grid', '电网']);
    ws.addRow(['X_BAD', '', 'No name', 'kW', 'x', 'grid', '电网']);
    const before = await grid();
    const file = await content(wb);

    const preview = (await post('tagtemplate/import/preview', { fileName: 'grid.xlsx', content: file })).body
      .data as TagImportPreview;
    expect(preview.added.map((a) => [a.tagNo, a.name, a.sort])).toEqual([['X_NEW', '新点', 91]]);
    expect(preview.changed).toEqual([
      {
        id: before.find((t) => t.tagNo === 'GRID_P')!.id,
        tagNo: 'GRID_P',
        row: rowOf(ws, 'GRID_P'),
        changes: [{ field: 'name', before: '电网功率', after: '电网有功功率' }],
      },
    ]);
    expect(preview.removed.map((r) => r.tagNo)).toEqual(['X_GONE']);
    expect(preview.refused).toEqual([
      {
        row: rowOf(ws, 'X_BAD'),
        tagNo: 'X_BAD',
        issues: [
          { field: 'name', reason: 'required' },
          { field: 'sort', reason: 'required' },
        ],
      },
    ]);
    expect(preview.unchanged).toBe(before.length - 2);
    // The preview changed nothing and is not an operation of the log.
    expect(await grid()).toEqual(before);

    const applied = (await post('tagtemplate/import', { content: file, basis: preview.basis })).body
      .data as TagImportResult;
    expect(applied).toEqual({ applied: true, added: 1, changed: 1, removed: 1, refused: 1, conflicts: [] });
    const after = await grid();
    expect(after.find((t) => t.tagNo === 'GRID_P')).toMatchObject({
      name: '电网有功功率',
      version: before.find((t) => t.tagNo === 'GRID_P')!.version! + 1,
    });
    expect(after.find((t) => t.tagNo === 'X_NEW')).toMatchObject({ nameEn: 'New point', sort: 91 });
    expect(after.some((t) => t.tagNo === 'X_GONE' || t.tagNo === 'X_BAD')).toBe(false);

    const log = await apiData<Page<OperationLog>>(station.sim, 'log/his/page', {
      token: station.admin,
      query: { size: 50 },
      lang: 'en',
    });
    expect(log.records.some((r) => r.path === 'tagtemplate/import/preview')).toBe(false);
    const entry = log.records.find((r) => r.path === 'tagtemplate/import')!;
    expect(entry.summary).toContain('Import tag templates');
    expect(entry.changes).toEqual([
      { key: 'X_NEW', before: '', after: '新点' },
      { key: 'GRID_P · name', before: '电网功率', after: '电网有功功率' },
      { key: 'X_GONE', before: '待删点', after: '' },
    ]);
  });

  it('reports a tag saved by someone else since the preview and changes nothing', async () => {
    const wb = await exportedGrid('en');
    const ws = wb.worksheets[0];
    ws.getRow(rowOf(ws, 'GRID_P')).getCell(3).value = 'Grid active power';
    ws.addRow(['X_NEW2', '新点2', 'New point 2', 'kW', 92, 'grid', '电网']);
    const file = await content(wb);
    const preview = (await post('tagtemplate/import/preview', { content: file })).body
      .data as TagImportPreview;
    expect(preview.changed.map((c) => c.tagNo)).toEqual(['GRID_P']);

    // Meanwhile another user edits the same tag from its form.
    const stored = (await grid()).find((t) => t.tagNo === 'GRID_P')!;
    const other = await loginToken(station.sim, 'admin');
    expect((await post('tagtemplate/update', { ...stored, unit: 'MW' }, 'en', other)).body.code).toBe(200);

    const refused = (await post('tagtemplate/import', { content: file, basis: preview.basis }, 'zh')).body
      .data as TagImportResult;
    expect(refused.applied).toBe(false);
    expect(refused.conflicts).toEqual([
      { tagNo: 'GRID_P', kind: 'changed', changedBy: 'admin', changedAt: expect.stringMatching(/^\d{4}-/) },
    ]);
    const now = await grid();
    expect(now.some((t) => t.tagNo === 'X_NEW2')).toBe(false);
    expect(now.find((t) => t.tagNo === 'GRID_P')).toMatchObject({ unit: 'MW', nameEn: 'Grid power' });

    // A fresh preview shows both edits, and applying it is accepted.
    const again = (await post('tagtemplate/import/preview', { content: file })).body.data as TagImportPreview;
    expect(again.changed[0].changes).toEqual([
      { field: 'nameEn', before: 'Grid power', after: 'Grid active power' },
      { field: 'unit', before: 'MW', after: 'kW' },
    ]);
    const done = (await post('tagtemplate/import', { content: file, basis: again.basis })).body
      .data as TagImportResult;
    expect(done).toMatchObject({ applied: true, added: 1, changed: 1 });
  });

  it('keeps the tags the file omits when asked: no removal in the preview or the apply', async () => {
    await post('tagtemplate/save', {
      tagNo: 'X_KEPT',
      name: '保留点',
      nameEn: 'Kept',
      unit: '',
      sort: 93,
      dictKey: 'grid',
      dictName: '电网',
    });
    // A partial file: one new grid tag and one renamed one, none of the others.
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Tag templates');
    ws.addRows([
      tagHeaders('en'),
      ['X_ADDED', '新增点', 'Added', 'kW', 94, 'grid', '电网'],
      ['GRID_P', '电网功率', 'Grid power (kept file)', 'kW', 1, 'grid', '电网'],
    ]);
    const file = await content(wb);
    const before = await grid();
    const sync = (await post('tagtemplate/import/preview', { content: file, keepOmitted: false })).body
      .data as TagImportPreview;
    expect(sync.removed.map((r) => r.tagNo)).toContain('X_KEPT');

    const keep = (await post('tagtemplate/import/preview', { content: file, keepOmitted: true })).body
      .data as TagImportPreview;
    expect(keep.removed).toEqual([]);
    expect(keep.added.map((a) => a.tagNo)).toEqual(['X_ADDED']);
    expect(keep.changed.map((c) => c.tagNo)).toEqual(['GRID_P']);
    // Only the named tags are its basis: an omitted tag saved meanwhile is no conflict.
    expect(keep.basis.map((b) => b.tagNo)).toEqual(['GRID_P']);
    const kept = before.find((t) => t.tagNo === 'X_KEPT')!;
    expect((await post('tagtemplate/update', { ...kept, unit: 'V' })).body.code).toBe(200);

    // A version no save could have made is refused by name before anything is applied (the
    // input sweep's 1e13 was taken and the import applied).
    for (const version of [1e13, -1, 1.5]) {
      const basis = keep.basis.map((b) => ({ ...b, version }));
      const refused = (await post('tagtemplate/import', { content: file, basis, keepOmitted: true })).body;
      expect(refused.code).toBe(400);
      expect(refused.msg).toContain('basis');
    }
    expect((await grid()).map((t) => t.tagNo).sort()).toEqual(before.map((t) => t.tagNo).sort());

    const applied = (
      await post('tagtemplate/import', { content: file, basis: keep.basis, keepOmitted: true })
    ).body.data as TagImportResult;
    expect(applied).toEqual({ applied: true, added: 1, changed: 1, removed: 0, refused: 0, conflicts: [] });
    const after = await grid();
    expect(after.map((t) => t.tagNo).sort()).toEqual([...before.map((t) => t.tagNo), 'X_ADDED'].sort());
    expect(after.find((t) => t.tagNo === 'X_KEPT')).toMatchObject({ unit: 'V' });

    // The choice is a boolean; anything else is refused by name.
    const wrong = await post('tagtemplate/import/preview', { content: file, keepOmitted: 'yes' });
    expect(wrong.body.code).toBe(400);
    expect(wrong.body.msg).toContain('keepOmitted');
  });

  it('refuses oversized files before parsing, files of another layout, empty files, and operators', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 1).toString('base64');
    const tooBig = await post('tagtemplate/import/preview', { content: big });
    expect(tooBig.body.code).toBe(400);
    expect(tooBig.body.msg).toBe('The file may be at most 2 MB (content)');

    const other = new ExcelJS.Workbook();
    other.addWorksheet('x').addRows([
      ['ID', 'Name'],
      ['1', 'a'],
    ]);
    const wrong = await post('tagtemplate/import/preview', { content: await content(other) }, 'zh');
    expect(wrong.body.msg).toBe(
      '第一行须为点位模板导出的表头：编号、名称、英文名称、单位、排序号、字典键、字典名称',
    );

    const empty = new ExcelJS.Workbook();
    empty.addWorksheet('Tag templates').addRows([tagHeaders('en'), []]);
    expect((await post('tagtemplate/import/preview', { content: await content(empty) })).body.msg).toBe(
      'Please fill in relevant values!',
    );
    expect(
      (await post('tagtemplate/import', { content: await content(empty), basis: 'x' })).body.msg,
    ).toContain('basis');

    const badName = await post('tagtemplate/import/preview', { fileName: 'a\u0000b.xlsx', content: big });
    expect(badName.body.msg).toContain('(fileName)');

    const asOperator = await post('tagtemplate/import/preview', { content: big }, 'en', station.operator);
    expect(asOperator.body.code).toBe(403);
  });
});
