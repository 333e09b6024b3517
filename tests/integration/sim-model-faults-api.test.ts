import { describe, expect, it } from 'vitest';
import type { Page } from '@/contract/envelope';
import type { AlarmRecord } from '@/contract/alarm';
import { useModelApiStation } from './helpers/model-api';

/* The model over HTTP: validation, control writes, fault hooks and alarms (physics and shapes: sim-model-api). */

const { api, ok, hook } = useModelApiStation();

describe('validation', () => {
  const expect400 = async (
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, unknown>,
    msg: string,
    lang = 'en-US',
    body?: unknown,
  ) => {
    const r = await api('POST' === method ? 'POST' : 'GET', path, query, body, lang);
    expect(r).toMatchObject({ code: 400, success: false, msg });
  };
  it('answers code 400 with a message in the request language', async () => {
    await expect400(
      'GET',
      'datapower/history/day',
      { startTime: '2026-01-01', endTime: '2026-03-15' },
      'The time range may not exceed 60 days!',
    );
    await expect400(
      'GET',
      'datapower/history/day',
      { startTime: '2026-02-01', endTime: '2026-01-01' },
      'Time choose error!',
    );
    await expect400(
      'GET',
      'datapower/history/year',
      { startTime: '2024-01', endTime: '2026-02' },
      'The time range may not exceed 24 months!',
    );
    await expect400(
      'POST',
      'profitday/reset',
      { startTime: '2026-01-01', endTime: '2026-01-17' },
      'Earnings recalculation spans at most 16 days!',
    );
    await expect400('GET', 'devicegroup/initUIP', { site: 'XX' }, 'Please enter the correct parameter!');
    await expect400('GET', 'devicegroup/selectAll', { no: 'nope' }, 'Please enter the correct parameter!');
    await expect400(
      'POST',
      'ems/manaul/linkage/set',
      { mode: 'auto' },
      'Station already controlled by the same mode!',
    );
    await expect400(
      'POST',
      'ems/manaul/linkage/set',
      { mode: 'auto' },
      '站点已处于相同的控制模式！',
      'zh-CN',
    );
    await expect400(
      'POST',
      'ems/manaul/linkage/set',
      { mode: 'manual', power: 1e7 },
      'Please enter the correct power!',
    );
    await expect400(
      'POST',
      'ems/manaul/linkage/set',
      { mode: 'manual', power: 'abc' },
      'Please enter the correct power!',
    );
    await expect400(
      'POST',
      'ems/manaul/linkage/set',
      { mode: 'bogus' },
      'Please enter the correct parameter! mode must be one of manual, auto, proxy.',
    );
    await expect400(
      'POST',
      'config/globalAlarm/save',
      {},
      'Please enter the correct parameter! (enabled)',
      'en-US',
      {
        enabled: 2,
        level: 1,
        period: 0,
      },
    );
    await expect400(
      'POST',
      'devicealarm/clear',
      { id: '42' },
      'The alarm does not exist or is no longer active!',
    );
  });

  it('switches the control mode and saves the global alarm setting', async () => {
    expect((await api('POST', 'ems/manaul/linkage/set', { mode: 'manual', power: -100 })).data).toEqual({
      mode: 'manual',
      power: -100,
    });
    await hook('advance', { seconds: 10 });
    expect(await ok('devicealarm/getEmsctrl')).toMatchObject({ mode: 'manual', power: -100 });
    expect(
      (await ok<{ storagePowerKw: number }>('devicegroup/getRealPower')).storagePowerKw,
    ).toBeLessThanOrEqual(0);
    expect((await api('POST', 'ems/manaul/linkage/set', { mode: 'auto' })).code).toBe(200);
    const saved = await api('POST', 'config/globalAlarm/save', {}, { enabled: 1, level: 2, period: 5 });
    expect(saved.data).toEqual({ enabled: 1, level: 2, period: 5 });
    expect(await ok('config/globalAlarm/info')).toEqual({ enabled: 1, level: 2, period: 5 });
  });
});

describe('fault hooks and alarms', () => {
  it('raises over-temperature alarms from a held cell and recovers them on release', async () => {
    await hook('cell', { site: 'WZ001', clusterNo: 3, rack: 2, cell: 5, tempDeciC: 600 });
    await hook('advance', { seconds: 1 });
    let top = await ok<AlarmRecord[]>('devicealarm/selectTop20');
    const ot = top.filter((a) => a.serviceId.startsWith('cellOverTemperature'));
    expect(ot.map((a) => a.level).sort()).toEqual([1, 2]);
    expect(ot[0].contentEn).toContain('Container 1 · Cluster 3 · Rack 2 · Pack 1 · Cell 5');
    const rack = await ok<Array<{ maxTempC: number; maxTempRack: number; maxTempCell: number }>>(
      'devicegroup/rackMaxMinInfo',
      { no: 3 },
    );
    expect(rack[0]).toMatchObject({ maxTempC: 60, maxTempRack: 2, maxTempCell: 5 });
    const ack = await api<AlarmRecord>('POST', 'devicealarm/acknowledge', { id: ot[0].id });
    expect(ack.data).toMatchObject({ status: 'acknowledged', operator: expect.any(String) });
    await hook('cell-release', { site: 'WZ001', clusterNo: 3, rack: 2, cell: 5 });
    await hook('advance', { seconds: 1 });
    top = await ok<AlarmRecord[]>('devicealarm/selectTop20');
    expect(top.some((a) => a.serviceId.startsWith('cellOverTemperature'))).toBe(false);
    const his = await ok<Page<AlarmRecord>>('devicealarmhis/list', {
      status: 'recovered',
      deviceName: 'BMS-3',
      current: 1,
      size: 10,
    });
    expect(his.records.map((a) => a.id).sort()).toEqual(ot.map((a) => a.id).sort());
  });

  it('stores a hook alarm verbatim and clears it into history', async () => {
    const content = '<img src=x onerror=alert(1)>告警';
    const raised = await hook('alarm', {
      site: 'WZ002',
      level: 1,
      content,
      contentEn: '<b>x</b>',
      type: 'system',
      deviceName: 'SYS',
    });
    const id = (raised.data as AlarmRecord).id;
    const top = await ok<AlarmRecord[]>('devicealarm/selectTop20', { site: 'WZ002' });
    expect(top.find((a) => a.id === id)).toMatchObject({
      content,
      contentEn: '<b>x</b>',
      status: 'new',
      level: 1,
    });
    expect((await api('POST', 'devicealarm/clear', { id, site: 'WZ002' })).data).toMatchObject({
      status: 'cleared',
    });
    const his = await ok<Page<AlarmRecord>>('devicealarmhis/list', {
      site: 'WZ002',
      status: 'cleared',
      level: 1,
    });
    expect(his.records[0]).toMatchObject({ id, content });
    expect((await api('GET', 'devicealarmhis/list', { level: 7 })).code).toBe(400);
  });

  it('forces storage power and runs the generator in a grid outage', async () => {
    const { soc } = await ok<{ soc: number }>('devicegroup/getRealPower');
    const forced = soc > 50 ? 200 : -200;
    await hook('storage', { site: 'WZ001', powerKw: forced });
    // Three times as long as the reversal below: a battery that sits at its SOC limit at this
    // hour gets the headroom for 5 s the other way back (losses make the way back cost more).
    await hook('advance', { seconds: 15 });
    expect((await ok<{ storagePowerKw: number }>('devicegroup/getRealPower')).storagePowerKw).toBeCloseTo(
      forced,
      0,
    );
    await hook('storage', { site: 'WZ001', powerKw: -forced });
    await hook('advance', { seconds: 5 });
    expect((await ok<{ storagePowerKw: number }>('devicegroup/getRealPower')).storagePowerKw).toBeCloseTo(
      -forced,
      0,
    );
    await hook('storage', { site: 'WZ001', powerKw: null });
    await hook('outage', { site: 'WZ001', on: true });
    await hook('advance', { seconds: 5 });
    const p = await ok<{
      gridPowerKw: number;
      generatorPowerKw: number;
      loadPowerKw: number;
      pvPowerKw: number;
      storagePowerKw: number;
      auxPowerKw: number;
    }>('devicegroup/getRealPower');
    expect(p.gridPowerKw).toBe(0);
    expect(p.loadPowerKw - p.pvPowerKw - p.storagePowerKw - p.generatorPowerKw + p.auxPowerKw).toBeCloseTo(
      0,
      1,
    );
    expect(
      (await ok<AlarmRecord[]>('devicealarm/selectTop20')).some((a) => a.serviceId === 'gridOutage'),
    ).toBe(true);
    expect(await ok('powerGrid/data', { no: 'WZ001-GRID' })).toMatchObject({ gridState: 'offGrid' });
    await hook('outage', { site: 'WZ001', on: false });
    // The alarm clears when the breaker closes after the 30 s resynchronisation (grid-link.ts).
    await hook('advance', { seconds: 35 });
    expect(
      (await ok<AlarmRecord[]>('devicealarm/selectTop20')).some((a) => a.serviceId === 'gridOutage'),
    ).toBe(false);
    expect((await hook('cell', { site: 'WZ001', clusterNo: 99, rack: 1, cell: 1, tempDeciC: 1 })).code).toBe(
      400,
    );
  });
});
