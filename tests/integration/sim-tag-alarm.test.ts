import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../../simulator/server';
import {
  defaultTagRule,
  type TagAlarmBatchResult,
  type TagAlarmData,
  type TagAlarmRow,
  type TagAlarmRule,
} from '../../src/contract/api/tag-alarm';
import type { R } from '../../src/contract/envelope';
import { apiCall, apiData, loginToken, startTestSimulator } from './helpers/sim-api';

let sim: RunningSimulator;
let admin: string;
let operator: string;
beforeAll(async () => {
  sim = await startTestSimulator();
  admin = await loginToken(sim, 'admin');
  operator = await loginToken(sim, 'operator');
});
afterAll(() => sim.close());

const rule = (tagNo: string, expr: string): TagAlarmRule => ({
  ...defaultTagRule(tagNo),
  levels: [
    { level: 1, enabled: true, expr, reset: '' },
    { level: 2, enabled: false, expr: '', reset: '' },
    { level: 3, enabled: false, expr: '', reset: '' },
  ],
});
const submit = (rules: unknown[], token = admin) =>
  apiCall<R<TagAlarmBatchResult | null>>(sim, 'tagalarm/batchSubmit', {
    method: 'POST',
    token,
    lang: 'en',
    body: { rules },
  });

describe('tag alarms (tagalarm list, data, batchSubmit)', () => {
  it("lists the station's tags with rules all off", async () => {
    const list = await apiData<TagAlarmRow[]>(sim, 'tagalarm/list', { token: operator });
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
      { tagNo: 'NOPE', ok: false, msg: 'Unknown tag “NOPE”' },
    ]);
    const list = await apiData<TagAlarmRow[]>(sim, 'tagalarm/list', { token: operator });
    expect(list.find((r) => r.tagNo === 'ST_SOC')?.levels[0]).toMatchObject({ enabled: true, expr: 'x>=0' });
    expect(list.find((r) => r.tagNo === 'GRID_P')?.levels[0].enabled).toBe(false);

    // The data call gives each tag's value now and the level its rule gives it.
    const data = await apiData<TagAlarmData[]>(sim, 'tagalarm/data', { token: operator });
    const soc = data.find((d) => d.tagNo === 'ST_SOC')!;
    expect(soc.value).toBeGreaterThanOrEqual(0);
    expect(soc.level).toBe(1);
    expect(data.find((d) => d.tagNo === 'CLU_T')?.level).toBe(1);
    expect(data.find((d) => d.tagNo === 'GRID_P')?.level).toBe(0);
  });

  it('refuses operators (403), an empty batch and too many tags', async () => {
    expect((await submit([rule('ST_SOC', 'x>1')], operator)).body.code).toBe(403);
    expect((await submit([])).body.code).toBe(400);
    expect((await submit(Array.from({ length: 501 }, () => rule('ST_SOC', 'x>1')))).body.msg).toBe(
      'At most 500 tags at once',
    );
  });
});
