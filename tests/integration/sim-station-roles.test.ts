import { describe, expect, it } from 'vitest';
import type { GlobalAlarmSetting } from '../../src/contract/alarm';
import type { EmsCtrl } from '../../src/contract/api/alarm-api';
import type { R } from '../../src/contract/envelope';
import { apiCall, apiData } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/*
 * Issue 18 point 6: the station-wide actions (global alarm popup setting, earnings recalculation,
 * control mode) are administrator actions. An operator gets code 403 and nothing changes.
 */

const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

const station = useTestStation();

async function asOperator(path: string, query: Record<string, string | number>, body?: unknown) {
  const answer = await apiCall<R<unknown>>(station.sim, path, {
    method: 'POST',
    token: station.operator,
    lang: 'en',
    query,
    body,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('station-wide actions', () => {
  it('refuses the global alarm setting save to an operator and keeps the setting', async () => {
    const before = await apiData<GlobalAlarmSetting>(station.sim, 'config/globalAlarm/info', {
      token: station.admin,
    });
    const answer = await asOperator('config/globalAlarm/save', {}, { enabled: 0, level: 1, period: 9 });
    expect(answer).toMatchObject({ code: 403, success: false, data: null });
    expect(answer.msg.length).toBeGreaterThan(0);
    expect(await apiData(station.sim, 'config/globalAlarm/info', { token: station.operator })).toEqual(
      before,
    );
  });

  it('refuses the control mode switch to an operator and keeps the mode', async () => {
    const before = await apiData<EmsCtrl>(station.sim, 'devicealarm/getEmsctrl', { token: station.admin });
    const target = before.mode === 'auto' ? 'proxy' : 'auto';
    const answer = await asOperator('ems/manaul/linkage/set', { mode: target });
    expect(answer).toMatchObject({ code: 403, success: false, data: null });
    const after = await apiData<EmsCtrl>(station.sim, 'devicealarm/getEmsctrl', { token: station.operator });
    expect(after.mode).toBe(before.mode);
  });

  it('refuses earnings recalculation to an operator', async () => {
    const answer = await asOperator('profitday/reset', { startTime: day, endTime: day });
    expect(answer).toMatchObject({ code: 403, success: false, data: null });
  });

  it('still lets an administrator make all three', async () => {
    const saved = await apiCall<R<GlobalAlarmSetting>>(station.sim, 'config/globalAlarm/save', {
      method: 'POST',
      token: station.admin,
      body: { enabled: 1, level: 2, period: 5 },
    });
    expect(saved.body).toMatchObject({ code: 200, data: { enabled: 1, level: 2, period: 5 } });
    const before = await apiData<EmsCtrl>(station.sim, 'devicealarm/getEmsctrl', { token: station.admin });
    const target = before.mode === 'auto' ? 'proxy' : 'auto';
    const mode = await apiCall<R<unknown>>(station.sim, 'ems/manaul/linkage/set', {
      method: 'POST',
      token: station.admin,
      query: { mode: target },
    });
    expect(mode.body).toMatchObject({ code: 200 });
    const reset = await apiCall<R<unknown>>(station.sim, 'profitday/reset', {
      method: 'POST',
      token: station.admin,
      query: { startTime: day, endTime: day },
    });
    expect(reset.body).toMatchObject({ code: 200 });
  });
});
