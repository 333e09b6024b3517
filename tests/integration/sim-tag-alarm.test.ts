import { describe, expect, it } from 'vitest';
import {
  defaultTagRule,
  type TagAlarmBatchResult,
  type TagAlarmData,
  type TagAlarmRow,
  type TagAlarmRule,
} from '../../src/contract/api/tag-alarm';
import type { AlarmRecord } from '../../src/contract/alarm';
import type { Page, R } from '../../src/contract/envelope';
import { apiCall, apiData, simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

const station = useTestStation();

const rule = (tagNo: string, expr: string): TagAlarmRule => ({
  ...defaultTagRule(tagNo),
  levels: [
    { level: 1, enabled: true, expr, reset: '' },
    { level: 2, enabled: false, expr: '', reset: '' },
    { level: 3, enabled: false, expr: '', reset: '' },
  ],
});
const submit = (rules: unknown[], token = station.admin) =>
  apiCall<R<TagAlarmBatchResult | null>>(station.sim, 'tagalarm/batchSubmit', {
    method: 'POST',
    token,
    lang: 'en',
    body: { rules },
  });

describe('tag alarms (tagalarm list, data, batchSubmit)', () => {
  it("lists the station's tags with rules all off", async () => {
    const list = await apiData<TagAlarmRow[]>(station.sim, 'tagalarm/list', { token: station.operator });
    expect(list.map((r) => r.tagNo)).toEqual(
      expect.arrayContaining(['ST_SOC', 'GRID_P', 'CLU_T', 'CLU_SOC']),
    );
    expect(list.every((r) => r.levels.every((l) => !l.enabled))).toBe(true);
    expect(list.find((r) => r.tagNo === 'CLU_T')).toMatchObject({ scope: 'cluster', unit: '°C' });
  });

  it('saves each valid rule of a batch and reports each tag on its own', async () => {
    const answer = (
      await submit([
        rule('ST_SOC', 'x>=0'),
        rule('CLU_T', 'x>-100 && x<200'),
        rule('GRID_P', 'x>=1 &&'),
        rule('NOPE', 'x>1'),
      ])
    ).body;
    expect(answer.code).toBe(200);
    expect(answer.data!.results).toEqual([
      { tagNo: 'ST_SOC', ok: true },
      { tagNo: 'CLU_T', ok: true },
      {
        tagNo: 'GRID_P',
        ok: false,
        msg: 'Please enter the correct parameter! levels.0.expr: L1 expression, position 8 (unexpectedEnd)',
      },
      { tagNo: 'NOPE', ok: false, msg: 'Unknown tag “NOPE” (tagNo)' },
    ]);
    const list = await apiData<TagAlarmRow[]>(station.sim, 'tagalarm/list', { token: station.operator });
    expect(list.find((r) => r.tagNo === 'ST_SOC')?.levels[0]).toMatchObject({ enabled: true, expr: 'x>=0' });
    expect(list.find((r) => r.tagNo === 'GRID_P')?.levels[0].enabled).toBe(false);

    // The data call gives each tag's value now and the level its rule gives it.
    const data = await apiData<TagAlarmData[]>(station.sim, 'tagalarm/data', { token: station.operator });
    const soc = data.find((d) => d.tagNo === 'ST_SOC')!;
    expect(soc.value).toBeGreaterThanOrEqual(0);
    expect(soc.level).toBe(1);
    expect(data.find((d) => d.tagNo === 'CLU_T')?.level).toBe(1);
    expect(data.find((d) => d.tagNo === 'GRID_P')?.level).toBe(0);
  });

  it('refuses operators (403), an empty batch and too many tags', async () => {
    expect((await submit([rule('ST_SOC', 'x>1')], station.operator)).body.code).toBe(403);
    expect((await submit([])).body.code).toBe(400);
    expect((await submit(Array.from({ length: 501 }, () => rule('ST_SOC', 'x>1')))).body.msg).toBe(
      'At most 500 tags at once (rules)',
    );
  });
});

describe('tag alarm rules raise and clear real device alarms', () => {
  const advance = (seconds: number) => simHook(station.sim, 'advance', { seconds });
  const sohAlarms = async () =>
    (
      await apiData<AlarmRecord[]>(station.sim, 'devicealarm/selectTop20', {
        token: station.operator,
        query: { site: 'WZ002' },
      })
    ).filter((a) => a.serviceId === 'tagalarm.CLU_SOH');
  const sohRule = (expr: string, enabled = true): TagAlarmRule => ({
    tagNo: 'CLU_SOH',
    levels: [
      { level: 1, enabled: false, expr: '', reset: '' },
      { level: 2, enabled, expr, reset: '' },
      { level: 3, enabled: false, expr: '', reset: '' },
    ],
    onDelayS: 60,
    offDelayS: 30,
  });

  it('raises one alarm per cluster after the on-delay and clears it after the off-delay', async () => {
    try {
      expect((await submit([sohRule('x>=0 && x<=100')])).body.data!.results).toEqual([
        { tagNo: 'CLU_SOH', ok: true },
      ]);
      await advance(1);
      await advance(30);
      expect(await sohAlarms()).toEqual([]); // held 30 s of a 60 s on-delay
      await advance(31);
      const raised = await sohAlarms();
      // WZ002 has two clusters: one L2 alarm each, on the cluster's device.
      expect(raised.map((a) => [a.deviceName, a.level]).sort()).toEqual([
        ['BMS-1', 2],
        ['BMS-2', 2],
      ]);
      expect(raised.find((a) => a.deviceName === 'BMS-1')!.contentEn).toMatch(
        /^Container 1 BMS-1 Cluster SOH L2 alarm \d+(\.\d)? %$/,
      );
      expect(raised[0].content).toMatch(/簇SOH L2告警/);

      // The condition no longer holds: up during the 30 s off-delay, recovered after it.
      await submit([sohRule('x<0')]);
      await advance(1);
      await advance(10);
      expect(await sohAlarms()).toHaveLength(2);
      await advance(25);
      expect(await sohAlarms()).toEqual([]);
      const history = await apiData<Page<AlarmRecord>>(station.sim, 'devicealarmhis/list', {
        token: station.admin,
        query: { site: 'WZ002', current: 1, size: 100 },
      });
      expect(history.records.filter((a) => a.serviceId === 'tagalarm.CLU_SOH').map((a) => a.status)).toEqual([
        'recovered',
        'recovered',
      ]);
    } finally {
      await submit([sohRule('', false)]);
    }
  });

  it('recovers at once when the rule is switched off', async () => {
    await submit([{ ...sohRule('x>=0'), onDelayS: 0 }]);
    await advance(1);
    expect(await sohAlarms()).toHaveLength(2);
    await submit([sohRule('', false)]);
    await advance(1);
    expect(await sohAlarms()).toEqual([]);
  });
});
