import { describe, expect, it } from 'vitest';
import type { Page, R } from '@/contract/envelope';
import type { TagDict, TagTemplate } from '@/contract/api/data';
import type { OperationLog } from '@/contract/api/oplog';
import { apiCall, apiData } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

const station = useTestStation();

const get = <T>(path: string, query: Record<string, string | number> = {}, token = station.admin) =>
  apiData<T>(station.sim, path, { token, query });
const post = (
  path: string,
  body: unknown,
  query: Record<string, string> = {},
  lang: 'zh' | 'en' = 'en',
  token = station.admin,
) => apiCall<R<unknown>>(station.sim, path, { method: 'POST', token, query, body, lang });

const tag = (over: Partial<TagTemplate> = {}) => ({
  tagNo: 'X_TEST',
  name: '测试点',
  nameEn: 'Test point',
  unit: 'kW',
  sort: 5,
  dictKey: 'grid',
  dictName: '电网',
  ...over,
});

describe('tag dictionary and tag templates', () => {
  it('seeds a dictionary entry per device type and the simulator points as templates', async () => {
    const dicts = await get<TagDict[]>('tagdict/list');
    expect(dicts.map((d) => d.dictKey)).toEqual([
      'station',
      'grid',
      'load',
      'pv',
      'gen',
      'pile',
      'cluster',
      'rack',
    ]);
    const racks = await get<Page<TagTemplate>>('tagtemplate/page', { dictKey: 'rack', size: 100 });
    expect(racks.total).toBe(32); // WZ002's packs hold 16 cells: voltage and temperature of each
    const search = await get<Page<TagTemplate>>('tagtemplate/page', { keyword: 'grid power' });
    expect(search.records.map((t) => t.tagNo)).toEqual(['GRID_P']);
    const zh = await get<Page<TagTemplate>>('tagtemplate/page', { keyword: '电网' });
    expect(zh.records.map((t) => t.tagNo)).toEqual(['GRID_P']);
  });

  it('requires name, sort number, dictionary key and name (spec §5), in both languages', async () => {
    const en = await post('tagtemplate/save', tag({ name: ' ', sort: undefined, dictKey: '', dictName: '' }));
    expect(en.body.code).toBe(400);
    expect(en.body.msg).toBe(
      'Name is required (name); Sort number is required (sort); Dictionary key is required (dictKey); Dictionary name is required (dictName)',
    );
    const zh = await post('tagtemplate/save', tag({ name: '' }), {}, 'zh');
    expect(zh.body.msg).toBe('名称不能为空（name）');
    const unknownDict = await post('tagtemplate/save', tag({ dictKey: 'nope' }));
    expect(unknownDict.body.msg).toBe('Dictionary key is required (dictKey)');
  });

  it('adds, edits, exports and removes a template; operators may read but not write', async () => {
    const saved = (await post('tagtemplate/save', tag())).body.data as TagTemplate;
    expect(saved.id).toMatch(/^\d+$/);
    expect((await post('tagtemplate/save', tag())).body.msg).toBe('Number is already used (tagNo)');
    const edited = (await post('tagtemplate/update', { ...saved, sort: 7, nameEn: 'Renamed' })).body
      .data as TagTemplate;
    expect(edited).toMatchObject({ sort: 7, nameEn: 'Renamed', version: 2 });
    const file = await apiCall<Buffer>(station.sim, 'tagtemplate/export', {
      token: station.admin,
      query: { dictKey: 'grid' },
      lang: 'en',
    });
    expect(file.headers.get('content-type')).toContain('spreadsheet');
    expect(file.body.subarray(0, 2).toString()).toBe('PK');
    expect((await post('tagtemplate/save', tag({ tagNo: 'OP' }), {}, 'en', station.operator)).body.code).toBe(
      403,
    );
    expect((await post('tagtemplate/remove', {}, { ids: saved.id })).body.code).toBe(200);
    const left = await get<Page<TagTemplate>>('tagtemplate/page', { keyword: 'X_TEST' });
    expect(left.total).toBe(0);
    const log = await get<Page<OperationLog>>('log/his/page', { size: 50 });
    expect(
      log.records.find((r) => r.path === 'tagtemplate/save' && r.result === 'success')?.summary,
    ).toContain('新增点位模板');
  });

  it('keeps a dictionary entry that tags still use; a free one is removed', async () => {
    const grid = (await get<TagDict[]>('tagdict/list')).find((d) => d.dictKey === 'grid')!;
    expect((await post('tagdict/remove', {}, { ids: grid.id })).body.msg).toContain('used by tags');
    const made = (await post('tagdict/save', { dictKey: 'meter', dictName: '电表', dictNameEn: 'Meter' }))
      .body.data as TagDict;
    expect((await post('tagdict/save', { dictKey: 'meter', dictName: 'x' })).body.msg).toBe(
      'Dictionary key is already used (dictKey)',
    );
    expect((await post('tagdict/remove', {}, { ids: made.id })).body.code).toBe(200);
    expect((await post('tagdict/save', { dictKey: 'm2', dictName: '' }, {}, 'zh')).body.msg).toBe(
      '字典名称不能为空（dictName）',
    );
  });
});
