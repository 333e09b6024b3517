import { describe, expect, it } from 'vitest';
import type { AlarmRecord } from '../../src/contract/alarm';
import type { ThresholdValues } from '../../src/contract/api/threshold';
import type { OperationLog } from '../../src/contract/api/oplog';
import type { Page, R } from '../../src/contract/envelope';
import { cellLimits, DEFAULT_ALARM_THRESHOLDS, valueHealth } from '../../src/contract/limits';
import { apiCall, apiData, simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

const station = useTestStation();

const CELL = { site: 'WZ001', clusterNo: 1, rack: 2, cell: 3 };
const overVoltage = async () =>
  (
    await apiData<AlarmRecord[]>(station.sim, 'devicealarm/selectTop20', {
      token: station.operator,
      query: { site: 'WZ001' },
    })
  ).filter((a) => a.serviceId === 'cellOverVoltage' && a.status === 'new');

describe('alarm thresholds (deviceThreshold/value/get and set)', () => {
  it('answers the defaults to everyone and refuses a change by an operator', async () => {
    expect(
      await apiData<ThresholdValues>(station.sim, 'deviceThreshold/value/get', { token: station.operator }),
    ).toEqual(DEFAULT_ALARM_THRESHOLDS);
    expect(await apiData<boolean>(station.sim, 'deviceThreshold/isShow', { token: station.operator })).toBe(
      true,
    );
    const refused = await apiCall<R<null>>(station.sim, 'deviceThreshold/value/set', {
      method: 'POST',
      token: station.operator,
      body: { cellOverVoltageMv: { raise: 3400, recover: 3350 } },
    });
    expect(refused.body).toMatchObject({ code: 403, success: false });
  });

  it('refuses a recovery level on the wrong side, an unknown band and a missing level, with the spec message', async () => {
    for (const body of [
      { cellOverVoltageMv: { raise: 3400, recover: 3450 } },
      { cellOverVoltageMv: { raise: 3400 } },
      { nope: { raise: 1, recover: 0 } },
      [],
    ]) {
      const answer = await apiCall<R<null>>(station.sim, 'deviceThreshold/value/set', {
        method: 'POST',
        token: station.admin,
        lang: 'en',
        body,
      });
      expect(answer.body).toMatchObject({ code: 400, success: false });
      expect(answer.body.msg).toContain('Please enter the correct parameter!');
    }
    expect(await apiData(station.sim, 'deviceThreshold/value/get', { token: station.admin })).toEqual(
      DEFAULT_ALARM_THRESHOLDS,
    );
  });

  it('a lower voltage limit makes the station alarm on it, and the console derivation follows it', async () => {
    await simHook(station.sim, 'cell', { ...CELL, voltageMv: 3500 });
    try {
      await new Promise((r) => setTimeout(r, 1500));
      expect(await overVoltage()).toEqual([]);
      // The console's derivation with the defaults: 3.500 V is normal.
      expect(valueHealth(3500, cellLimits(DEFAULT_ALARM_THRESHOLDS).voltageMv)).toBe(0);

      const saved = await apiData<ThresholdValues>(station.sim, 'deviceThreshold/value/set', {
        method: 'POST',
        token: station.admin,
        body: { cellOverVoltageMv: { raise: 3450, recover: 3400 } },
      });
      expect(saved).toEqual({
        ...DEFAULT_ALARM_THRESHOLDS,
        cellOverVoltageMv: { raise: 3450, recover: 3400 },
      });
      const read = await apiData<ThresholdValues>(station.sim, 'deviceThreshold/value/get', {
        token: station.operator,
      });
      expect(read).toEqual(saved);
      // What the console fetches is what it derives status from: now an alarm.
      expect(valueHealth(3500, cellLimits(read).voltageMv)).toBe(2);

      await expect.poll(async () => (await overVoltage()).length, { timeout: 10_000 }).toBeGreaterThan(0);
      const [alarm] = await overVoltage();
      expect(alarm.deviceName).toBe('BMS-1');

      const log = await apiData<Page<OperationLog>>(station.sim, 'log/his/page', {
        token: station.admin,
        lang: 'en',
        query: { size: 5 },
      });
      expect(log.records.find((e) => e.path === 'deviceThreshold/value/set')?.summary).toMatch(
        /^Change alarm thresholds/,
      );
    } finally {
      await apiData(station.sim, 'deviceThreshold/value/set', {
        method: 'POST',
        token: station.admin,
        body: DEFAULT_ALARM_THRESHOLDS,
      });
      await simHook(station.sim, 'cell-release', { site: 'WZ001', clusterNo: 1 });
    }
  });
});
