import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PushGroup, type PushRelation, pushRelationSchema } from '../../src/contract/api/alarm-push';
import type { TagTemplate } from '../../src/contract/api/data';
import {
  type MeterChange,
  type MultiRateMeterTemplate,
  type PriceTimeline,
  type PriceUnit,
  type SpecialRelation,
  meterChangeSchema,
  multiRateMeterTemplateSchema,
  specialRelationSchema,
} from '../../src/contract/api/price';
import type { Page } from '../../src/contract/envelope';
import type { RunningSimulator } from '../../simulator/server';
import { race, saveAs, twoAdmins } from './helpers/concurrent-race';
import { apiCall, apiData, loginToken, startTestSimulator } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/*
 * Issue 33 defect 6, the rest of the lists (sim-concurrent-sections.test.ts has the first ones):
 * alarm-push relations (per group and site), time templates' special days (save and removal) and
 * tag templates answer a version, and a save over an older one answers 409 naming who and when,
 * storing nothing. The console reads these answers with the contract's schemas: the version
 * survives them (multi-rate meters and meter changes too). A spec-only station answers none.
 */

let tokens: { first: string; second: string };
const SITE = { site: 'WZ001' };
const B = 'electricprice/template';

const station = useTestStation({ login: [] });
beforeAll(async () => {
  tokens = await twoAdmins(station.sim);
});

const relationOf = async (token: string, groupId: string) =>
  pushRelationSchema.parse(
    (
      await apiData<PushRelation[]>(station.sim, 'alarmPush/groupRelation/edit', {
        token,
        query: { ...SITE, groupId },
      })
    )[0],
  );

describe('alarm push relations', () => {
  it('refuses a stale set of a group relation with 409, and changes nothing; the list answers it', async () => {
    const group = await apiData<PushGroup>(station.sim, 'alarmPush/group/submit', {
      token: tokens.first,
      body: { name: 'relation race', nameEn: '', remark: '', userIds: [] },
    });
    // Never set on the site: version 0, so two first sets race like edits.
    expect((await relationOf(tokens.first, group.id)).version).toBe(0);
    const { stored, after } = await race(
      station.sim,
      tokens,
      'alarmPush/groupRelation/set',
      (token) => relationOf(token, group.id),
      (r, by) => ({
        groupId: r.groupId,
        levelIds: [],
        deviceTypes: [by === 'first' ? 'pcs' : 'bms'],
        version: r.version,
      }),
      SITE,
    );
    expect(stored.deviceTypes).toEqual(['bms']);
    expect(after).toMatchObject({ deviceTypes: ['pcs'], version: 2 });
    const all = await apiData<PushRelation[]>(station.sim, 'alarmPush/groupRelation/edit', {
      token: tokens.first,
      query: SITE,
    });
    expect(all.find((r) => r.groupId === group.id)).toMatchObject({ version: 2 });
    // Removing the group forgets its relations' versions.
    await apiData(station.sim, 'alarmPush/group/remove', {
      method: 'POST',
      token: tokens.first,
      query: { ids: group.id },
    });
    const again = await apiData<PushGroup>(station.sim, 'alarmPush/group/submit', {
      token: tokens.first,
      body: { name: 'relation race 2', nameEn: '', remark: '', userIds: [] },
    });
    expect((await relationOf(tokens.first, again.id)).version).toBe(0);
  });
});

describe('special days', () => {
  const newDay = async (name: string, day: string) => {
    const [timeline] = await apiData<PriceTimeline[]>(station.sim, `${B}/timeline/list`, {
      token: tokens.first,
    });
    const [unit] = await apiData<PriceUnit[]>(station.sim, `${B}/unit/list`, { token: tokens.first });
    return apiData<SpecialRelation>(station.sim, `${B}/specialRelation/save`, {
      token: tokens.first,
      body: { id: '', name, startDate: day, endDate: day, timelineId: timeline.id, unitId: unit.id },
    });
  };
  const specials = async (token: string) =>
    (await apiData<unknown[]>(station.sim, `${B}/specialRelation/list`, { token })).map((s) =>
      specialRelationSchema.parse(s),
    );
  const removeAs = (token: string, ids: string, version?: number) =>
    apiCall(station.sim, `${B}/specialRelation/remove`, {
      method: 'POST',
      token,
      lang: 'en',
      query: { ids, ...(version === undefined ? {} : { version: String(version) }) },
    });

  it('refuses a stale special day edit with 409, and changes nothing', async () => {
    const created = await newDay('race', '2030-05-01');
    const read = async (token: string) => (await specials(token)).find((s) => s.id === created.id)!;
    const { stored, after } = await race(station.sim, tokens, `${B}/specialRelation/save`, read, (s, by) => ({
      ...s,
      name: `day-${by}`,
    }));
    expect(stored.name).toBe('day-second');
    expect(after.name).toBe('day-first');
  });

  it('refuses the removal of a day saved since it was read, and removes it at its version', async () => {
    const created = await newDay('to remove', '2030-06-01');
    const seen = (await specials(tokens.first)).find((s) => s.id === created.id)!;
    expect(seen.version).toBe(1);
    const edit = await saveAs(station.sim, `${B}/specialRelation/save`, tokens.second, {
      ...seen,
      name: 'kept',
    });
    expect(edit.body.code).toBe(200);
    const stale = await removeAs(tokens.first, seen.id, seen.version);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 409, data: { changedBy: 'admin2', version: 2 } });
    expect((await specials(tokens.first)).find((s) => s.id === seen.id)).toMatchObject({ name: 'kept' });
    // One version cannot name several days.
    expect((await removeAs(tokens.first, `${seen.id},${seen.id}`, 2)).body).toMatchObject({ code: 400 });
    expect((await removeAs(tokens.first, seen.id, 2)).body).toMatchObject({ code: 200 });
    expect((await specials(tokens.first)).some((s) => s.id === seen.id)).toBe(false);
  });
});

describe('tag templates', () => {
  it('refuses a stale tag template update with 409 naming who and when, and changes nothing', async () => {
    const created = await apiData<TagTemplate>(station.sim, 'tagtemplate/save', {
      token: tokens.first,
      body: {
        tagNo: 'RACE_1',
        name: '竞争',
        nameEn: 'Race',
        unit: '',
        sort: 1,
        dictKey: 'grid',
        dictName: '电网',
      },
    });
    expect(created.version).toBe(1);
    const read = async (token: string) =>
      (
        await apiData<Page<TagTemplate>>(station.sim, 'tagtemplate/page', {
          token,
          query: { keyword: 'RACE_1', current: 1, size: 10 },
        })
      ).records[0];
    const { stored, after } = await race(station.sim, tokens, 'tagtemplate/update', read, (x, by) => ({
      ...x,
      nameEn: `tag-${by}`,
    }));
    expect(stored).toMatchObject({ nameEn: 'tag-second', version: 2 });
    expect(after).toMatchObject({ nameEn: 'tag-first', version: 3 });
    // A version this server never gave out is bad input (400 naming it), not a stale one (409):
    // the input sweep drew 1.2e13, a safe integer, and got a 409 (CI run of 2026-11-27).
    for (const version of [12_345_678_901_234, 2_147_483_648, -1]) {
      const refused = await saveAs(station.sim, 'tagtemplate/update', tokens.first, { ...after, version });
      expect(refused.body).toMatchObject({ code: 400, msg: expect.stringContaining('version') });
    }
  });
});

describe("the console's answer schemas keep the version", () => {
  it('of multi-rate meter templates and meter changes', async () => {
    const meter = await apiData<MultiRateMeterTemplate>(station.sim, 'multiRateMeter/saveTemplate', {
      token: tokens.first,
      body: {
        id: '',
        templateNo: 'TV',
        zoneTableNo: 'ZV',
        name: 'kept',
        rows: [{ startTime: '00:00', period: 'flat' }],
      },
    });
    const meters = await apiData<unknown[]>(station.sim, 'multiRateMeter/list', { token: tokens.first });
    const parsedMeter = meters
      .map((m) => multiRateMeterTemplateSchema.parse(m))
      .find((m) => m.id === meter.id);
    expect(parsedMeter?.version).toBe(1);
    expect(multiRateMeterTemplateSchema.parse(meter).version).toBe(1);
    const change = await apiData<MeterChange>(station.sim, 'changeMeterSchedule/save', {
      token: tokens.first,
      body: {
        id: '',
        ...SITE,
        meter: 'grid',
        changeTime: '2026-01-03 04:05',
        oldReading: 5,
        newReading: 0,
        remark: '',
      },
    });
    const changes = await apiData<unknown[]>(station.sim, 'changeMeterSchedule/list', {
      token: tokens.first,
      query: SITE,
    });
    const parsedChange = changes.map((c) => meterChangeSchema.parse(c)).find((c) => c.id === change.id);
    expect(parsedChange?.version).toBe(1);
    expect(meterChangeSchema.parse(change).version).toBe(1);
  });
});

describe('a spec-only station (a backend without versions)', () => {
  let specOnly: RunningSimulator;
  beforeAll(async () => {
    specOnly = await startTestSimulator({ specOnly: true });
  });
  afterAll(() => specOnly?.close());

  it('answers relations, special days and tag templates without a version, and saves without one', async () => {
    const token = await loginToken(specOnly, 'admin');
    const relations = await apiData<PushRelation[]>(specOnly, 'alarmPush/groupRelation/edit', {
      token,
      query: SITE,
    });
    expect(relations.length).toBeGreaterThan(0);
    for (const r of relations) expect(r).not.toHaveProperty('version');
    const page = await apiData<Page<TagTemplate>>(specOnly, 'tagtemplate/page', {
      token,
      query: { current: 1, size: 1 },
    });
    const [tag] = page.records;
    expect(tag).not.toHaveProperty('version');
    const saved = await saveAs(specOnly, 'tagtemplate/update', token, { ...tag, nameEn: 'plain' });
    expect(saved.body.code).toBe(200);
    expect(saved.body.data).not.toHaveProperty('version');
    const [timeline] = await apiData<PriceTimeline[]>(specOnly, `${B}/timeline/list`, { token });
    const [unit] = await apiData<PriceUnit[]>(specOnly, `${B}/unit/list`, { token });
    const day = { id: '', name: 'plain', startDate: '2030-01-01', endDate: '2030-01-01' };
    const added = await saveAs(specOnly, `${B}/specialRelation/save`, token, {
      ...day,
      timelineId: timeline.id,
      unitId: unit.id,
    });
    expect(added.body.data).not.toHaveProperty('version');
    const [listed] = await apiData<SpecialRelation[]>(specOnly, `${B}/specialRelation/list`, { token });
    expect(listed).not.toHaveProperty('version');
    const removed = await apiCall(specOnly, `${B}/specialRelation/remove`, {
      method: 'POST',
      token,
      query: { ids: listed.id },
    });
    expect(removed.body).toMatchObject({ code: 200 });
  });
});
