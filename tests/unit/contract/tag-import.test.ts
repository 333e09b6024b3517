import { describe, expect, it } from 'vitest';
import type { TagTemplate } from '@/contract/api/data';
import {
  type TagImportRow,
  diffTagImport,
  staleTags,
  tagHeaders,
  tagImportPreviewSchema,
} from '@/contract/api/tag-import';

const stored: TagTemplate[] = [
  {
    id: '1',
    tagNo: 'GRID_P',
    name: '电网功率',
    nameEn: 'Grid power',
    unit: 'kW',
    sort: 4,
    dictKey: 'grid',
    dictName: '电网',
    version: 1,
  },
  {
    id: '2',
    tagNo: 'GRID_Q',
    name: '电网无功',
    nameEn: 'Grid reactive',
    unit: 'kvar',
    sort: 5,
    dictKey: 'grid',
    dictName: '电网',
    version: 3,
  },
  {
    id: '3',
    tagNo: 'GRID_F',
    name: '电网频率',
    nameEn: 'Grid frequency',
    unit: 'Hz',
    sort: 6,
    dictKey: 'grid',
    dictName: '电网',
    version: 1,
  },
  {
    id: '4',
    tagNo: 'PV_P',
    name: '光伏功率',
    nameEn: 'PV power',
    unit: 'kW',
    sort: 7,
    dictKey: 'pv',
    dictName: '光伏',
    version: 2,
  },
];
const dicts = new Set(['grid', 'pv', 'load']);

let n = 1;
const row = (over: Partial<TagImportRow['cells']> = {}, at?: number): TagImportRow => {
  const base = stored[0];
  return {
    row: at ?? ++n,
    cells: {
      tagNo: base.tagNo,
      name: base.name,
      nameEn: base.nameEn,
      unit: base.unit,
      sort: String(base.sort),
      dictKey: base.dictKey,
      dictName: base.dictName,
      ...over,
    },
  };
};

describe('diffTagImport', () => {
  it('sorts rows into added, changed field by field, unchanged and removed within the file’s dictionaries', () => {
    const d = diffTagImport(
      [
        row({}, 2),
        row({ tagNo: 'GRID_Q', name: '电网无功功率', nameEn: 'Grid reactive', unit: 'kvar', sort: '9' }, 3),
        row(
          { tagNo: 'LOAD_Q', name: '负载无功', nameEn: 'Load reactive', dictKey: 'load', dictName: '负载' },
          4,
        ),
      ],
      stored,
      dicts,
    );
    expect(d.rows).toBe(3);
    expect(d.unchanged).toBe(1);
    expect(d.added).toEqual([
      {
        row: 4,
        tagNo: 'LOAD_Q',
        name: '负载无功',
        nameEn: 'Load reactive',
        unit: 'kW',
        sort: 4,
        dictKey: 'load',
        dictName: '负载',
      },
    ]);
    expect(d.changed).toEqual([
      {
        id: '2',
        tagNo: 'GRID_Q',
        row: 3,
        changes: [
          { field: 'name', before: '电网无功', after: '电网无功功率' },
          { field: 'sort', before: '5', after: '9' },
        ],
      },
    ]);
    // GRID_F is of the file's dictionary 'grid' and not in the file; PV_P's dictionary is not named.
    expect(d.removed.map((r) => r.tagNo)).toEqual(['GRID_F']);
    expect(d.refused).toEqual([]);
    expect(d.basis).toEqual([
      { id: '1', tagNo: 'GRID_P', version: 1 },
      { id: '2', tagNo: 'GRID_Q', version: 3 },
      { id: '3', tagNo: 'GRID_F', version: 1 },
    ]);
  });

  it('refuses rows with the spec §5 required fields missing, bad numbers, unknown dictionaries and repeats, by row', () => {
    const d = diffTagImport(
      [
        row({ name: ' ', sort: '', dictKey: '', dictName: '' }, 2),
        row({ tagNo: 'bad no', sort: '1.5' }, 3),
        row({ tagNo: 'X_1', dictKey: 'nope' }, 4),
        row({ tagNo: 'X_1', name: 'x'.repeat(61) }, 5),
      ],
      stored,
      dicts,
    );
    expect(d.refused).toEqual([
      {
        row: 2,
        tagNo: 'GRID_P',
        issues: [
          { field: 'name', reason: 'required' },
          { field: 'sort', reason: 'required' },
          { field: 'dictKey', reason: 'required' },
          { field: 'dictName', reason: 'required' },
        ],
      },
      {
        row: 3,
        tagNo: 'bad no',
        issues: [
          { field: 'tagNo', reason: 'tagNo' },
          { field: 'sort', reason: 'sort' },
        ],
      },
      { row: 4, tagNo: 'X_1', issues: [{ field: 'dictKey', reason: 'unknownDict' }] },
      {
        row: 5,
        tagNo: 'X_1',
        issues: [
          { field: 'tagNo', reason: 'duplicateRow', limit: 4 },
          { field: 'name', reason: 'tooLong', limit: 60 },
        ],
      },
    ]);
    expect(d.added).toEqual([]);
    // A refused row still names its tag: GRID_P is kept, the rest of 'grid' is removed.
    expect(d.removed.map((r) => r.tagNo)).toEqual(['GRID_Q', 'GRID_F']);
  });

  it('keeps the tags the file omits with keepOmitted: no removal, and only the named tags as basis', () => {
    const rows = [row({ name: '电网有功' }, 2), row({ tagNo: 'X_NEW' }, 3)];
    expect(diffTagImport(rows, stored, dicts).removed.map((r) => r.tagNo)).toEqual(['GRID_Q', 'GRID_F']);
    const d = diffTagImport(rows, stored, dicts, { keepOmitted: true });
    expect(d.removed).toEqual([]);
    expect(d.changed.map((c) => c.tagNo)).toEqual(['GRID_P']);
    expect(d.added.map((a) => a.tagNo)).toEqual(['X_NEW']);
    expect(d.basis).toEqual([{ id: '1', tagNo: 'GRID_P', version: 1 }]);
  });

  it('reads through the answer schema unchanged (numbers as text too)', () => {
    const d = diffTagImport([row({ tagNo: 'NEW_1', sort: ' 12 ' })], stored, dicts);
    expect(d.added[0].sort).toBe(12);
    expect(tagImportPreviewSchema.parse(JSON.parse(JSON.stringify(d)))).toEqual(d);
    const wired = {
      ...d,
      rows: '1',
      basis: d.basis.map((b) => ({ ...b, id: Number(b.id), version: String(b.version) })),
    };
    expect(tagImportPreviewSchema.parse(wired)).toEqual(d);
  });

  it('names the export headers in both languages', () => {
    expect(tagHeaders('en')).toEqual([
      'Number',
      'Name',
      'English name',
      'Unit',
      'Sort number',
      'Dictionary key',
      'Dictionary name',
    ]);
    expect(tagHeaders('zh')).toEqual(['编号', '名称', '英文名称', '单位', '排序号', '字典键', '字典名称']);
  });
});

describe('staleTags', () => {
  const basis = [
    { id: '1', tagNo: 'GRID_P', version: 1 },
    { id: '2', tagNo: 'GRID_Q', version: 3 },
    { id: '3', tagNo: 'GRID_F', version: 1 },
  ];
  it('is empty when nothing moved', () => {
    expect(staleTags(basis, basis, new Set(['GRID_P']))).toEqual([]);
  });
  it('reports a newer version, a tag added since and a named tag removed since', () => {
    const now = [
      { id: '1', tagNo: 'GRID_P', version: 2 },
      { id: '3', tagNo: 'GRID_F', version: 1 },
      { id: '9', tagNo: 'GRID_X', version: 1 },
    ];
    expect(staleTags(basis, now, new Set(['GRID_P', 'GRID_Q']))).toEqual([
      { tagNo: 'GRID_P', kind: 'changed', id: '1' },
      { tagNo: 'GRID_X', kind: 'added', id: '9' },
      { tagNo: 'GRID_Q', kind: 'removed', id: '2' },
    ]);
    // Removed since, and the file did not name it (it was to be removed anyway): not a conflict.
    expect(staleTags(basis, now.slice(0, 2), new Set(['GRID_P']))).toEqual([
      { tagNo: 'GRID_P', kind: 'changed', id: '1' },
    ]);
  });
  it('reports a tag removed and added again under the same number (another id)', () => {
    const now = [{ id: '7', tagNo: 'GRID_P', version: 1 }];
    expect(staleTags(basis.slice(0, 1), now, new Set(['GRID_P']))).toEqual([
      { tagNo: 'GRID_P', kind: 'changed', id: '7' },
    ]);
  });
});
