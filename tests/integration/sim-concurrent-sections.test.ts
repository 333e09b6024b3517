import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushGroup, PushLevel } from '../../src/contract/api/alarm-push';
import type { ContainerRecord } from '../../src/contract/api/containers';
import type { DeviceRecord } from '../../src/contract/api/devices';
import type { EnvTemplateRecord } from '../../src/contract/api/env-template';
import type { MeterChange, MultiRateMeterTemplate } from '../../src/contract/api/price';
import type { Page } from '../../src/contract/envelope';
import type { RunningSimulator } from '../../simulator/server';
import { race, saveAs, twoAdmins } from './helpers/concurrent-race';
import { apiData, loginToken, startTestSimulator } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/*
 * Issue 33 defect 6 for the CRUD settings sections: a save over an older version of a device,
 * container, meter template, meter change, alarm push group or level, or environment template
 * answers 409 naming who saved it and when, and stores nothing; an overwrite names the newer
 * version. A spec-only station answers without versions (a real backend), and its saves go through.
 */

let tokens: { first: string; second: string };
const SITE = { site: 'WZ001' };

const station = useTestStation({ login: [] });
beforeAll(async () => {
  tokens = await twoAdmins(station.sim);
});

const deviceInput = (d: DeviceRecord) => ({
  id: d.id,
  name: d.name,
  sn: d.sn,
  type: d.type,
  gatewayId: d.gatewayId,
  containerId: d.containerId,
  groupNo: d.groupNo,
  upDevice: d.upDevice,
  subSystem: d.subSystem,
  exdInfo: d.exdInfo,
  pt: d.pt,
  ct: d.ct,
  version: d.version,
});

const devices = (s: { url: string }, token: string, keyword?: string) =>
  apiData<Page<DeviceRecord>>(s, 'deviceManagement/list', {
    token,
    query: { ...SITE, current: 1, size: 10, ...(keyword ? { keyword } : {}) },
  });

describe('devices', () => {
  it('refuses a stale device save with 409 naming who and when, and changes nothing', async () => {
    const [meter] = (
      await apiData<Page<DeviceRecord>>(station.sim, 'deviceManagement/list', {
        token: tokens.first,
        query: { ...SITE, type: 'meter', current: 1, size: 1 },
      })
    ).records;
    const read = async (token: string) =>
      (await devices(station.sim, token, meter.sn)).records.find((d) => d.id === meter.id)!;
    const { stored, after } = await race(
      station.sim,
      tokens,
      'deviceManagement/save',
      read,
      (d, by) => ({ ...deviceInput(d), name: `meter-${by}` }),
      SITE,
    );
    expect(stored.name).toBe('meter-second');
    expect(after.name).toBe('meter-first');
  });

  it('counts a batch change as a save: a form opened before it is refused', async () => {
    const [meter] = (await devices(station.sim, tokens.first)).records.filter((d) => d.type === 'meter');
    const open = deviceInput(meter);
    const batch = await saveAs(
      station.sim,
      'deviceManagement/setPTCTDB',
      tokens.second,
      { selection: { ids: [meter.id] }, pt: 10, ct: 20 },
      SITE,
    );
    expect(batch.body.code).toBe(200);
    const stale = await saveAs(
      station.sim,
      'deviceManagement/save',
      tokens.first,
      { ...open, name: 'late' },
      SITE,
    );
    expect(stale.status).toBe(409);
    const [now] = (await devices(station.sim, tokens.first, meter.sn)).records;
    expect(now).toMatchObject({ name: meter.name, pt: 10, ct: 20, version: (meter.version ?? 0) + 1 });
  });
});

describe('containers', () => {
  it('refuses a stale container save with 409 naming who and when, and changes nothing', async () => {
    const read = async (token: string) =>
      (await apiData<ContainerRecord[]>(station.sim, 'container/list', { token, query: SITE }))[0];
    const { stored, after } = await race(
      station.sim,
      tokens,
      'container/submit',
      read,
      (c, by) => ({ id: c.id, no: c.no, name: `box-${by}`, streamUrl: c.streamUrl, version: c.version }),
      SITE,
    );
    expect(stored.name).toBe('box-second');
    expect(after.name).toBe('box-first');
  });
});

describe('meters', () => {
  it('refuses a stale multi-rate meter template save with 409, and changes nothing', async () => {
    const created = await apiData<MultiRateMeterTemplate>(station.sim, 'multiRateMeter/saveTemplate', {
      token: tokens.first,
      body: {
        id: '',
        templateNo: 'T9',
        zoneTableNo: 'Z9',
        name: 'race',
        rows: [{ startTime: '00:00', period: 'flat' }],
      },
    });
    expect(created.version).toBe(1);
    const read = async (token: string) =>
      (await apiData<MultiRateMeterTemplate[]>(station.sim, 'multiRateMeter/list', { token })).find(
        (m) => m.id === created.id,
      )!;
    const { stored, after } = await race(
      station.sim,
      tokens,
      'multiRateMeter/saveTemplate',
      read,
      (m, by) => ({
        ...m,
        name: `meter-${by}`,
      }),
    );
    expect(stored.name).toBe('meter-second');
    expect(after.name).toBe('meter-first');
  });

  it('refuses a stale meter change edit with 409, and changes nothing', async () => {
    const created = await apiData<MeterChange>(station.sim, 'changeMeterSchedule/save', {
      token: tokens.first,
      body: {
        id: '',
        ...SITE,
        meter: 'grid',
        changeTime: '2026-01-02 03:04',
        oldReading: 10,
        newReading: 0,
        remark: '',
      },
    });
    const read = async (token: string) =>
      (await apiData<MeterChange[]>(station.sim, 'changeMeterSchedule/list', { token, query: SITE })).find(
        (c) => c.id === created.id,
      )!;
    const { stored, after } = await race(station.sim, tokens, 'changeMeterSchedule/save', read, (c, by) => {
      const { offset: _o, ...rest } = c;
      return { ...rest, remark: `by ${by}` };
    });
    expect(stored.remark).toBe('by second');
    expect(after.remark).toBe('by first');
  });
});

describe('alarm push', () => {
  it('refuses a stale push group save with 409, and changes nothing', async () => {
    const created = await apiData<PushGroup>(station.sim, 'alarmPush/group/submit', {
      token: tokens.first,
      body: { name: 'race', nameEn: '', remark: '', userIds: [] },
    });
    const read = async (token: string) =>
      (await apiData<PushGroup[]>(station.sim, 'alarmPush/group/list', { token })).find(
        (g) => g.id === created.id,
      )!;
    const { stored, after } = await race(station.sim, tokens, 'alarmPush/group/submit', read, (g, by) => ({
      id: g.id,
      name: g.name,
      nameEn: g.nameEn,
      remark: `by ${by}`,
      userIds: g.userIds,
      version: g.version,
    }));
    expect(stored.remark).toBe('by second');
    expect(after.remark).toBe('by first');
  });

  it('refuses a stale push level save with 409, and changes nothing', async () => {
    const created = await apiData<PushLevel>(station.sim, 'alarmPush/level/submit', {
      token: tokens.first,
      body: { name: 'race', nameEn: '', alarmLevels: [1], channels: ['sms'], enabled: true },
    });
    const read = async (token: string) =>
      (await apiData<PushLevel[]>(station.sim, 'alarmPush/level/list', { token })).find(
        (l) => l.id === created.id,
      )!;
    const { stored, after } = await race(station.sim, tokens, 'alarmPush/level/submit', read, (l, by) => ({
      id: l.id,
      name: `level-${by}`,
      nameEn: l.nameEn,
      alarmLevels: l.alarmLevels,
      channels: l.channels,
      enabled: l.enabled,
      version: l.version,
    }));
    expect(stored.name).toBe('level-second');
    expect(after.name).toBe('level-first');
  });
});

describe('environment templates', () => {
  it('refuses a stale environment template save with 409, and changes nothing', async () => {
    const read = async (token: string) =>
      (
        await apiData<EnvTemplateRecord[]>(station.sim, 'environmentTemplate/list', { token, query: SITE })
      )[0];
    const { stored, after } = await race(
      station.sim,
      tokens,
      'environmentTemplate/save',
      read,
      (t, by) => {
        const { site: _s, deviceIds: _d, updateTime: _u, ...input } = t;
        return { ...input, nameEn: `card-${by}` };
      },
      SITE,
    );
    expect(stored.nameEn).toBe('card-second');
    expect(after.nameEn).toBe('card-first');
  });
});

describe('a spec-only station (a backend without versions)', () => {
  let specOnly: RunningSimulator;
  beforeAll(async () => {
    specOnly = await startTestSimulator({ specOnly: true });
  });
  afterAll(() => specOnly?.close());

  it('lists records without a version, and saves them without one', async () => {
    const token = await loginToken(specOnly, 'admin');
    const [device] = (await devices(specOnly, token)).records;
    expect(device).not.toHaveProperty('version');
    const { version: _none, ...input } = deviceInput(device);
    const saved = await saveAs(specOnly, 'deviceManagement/save', token, { ...input, name: 'plain' }, SITE);
    expect(saved.body.code).toBe(200);
    expect(saved.body.data).not.toHaveProperty('version');
    expect((await devices(specOnly, token, device.sn)).records[0].name).toBe('plain');
  });
});
