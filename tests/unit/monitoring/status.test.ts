import { describe, expect, it } from 'vitest';
import type { AlarmRecord } from '@/contract/alarm';
import { CELL_LIMITS, clusterHealth, combinedHealth, valueHealth } from '@/contract/limits';
import { DEFAULT_ALARM_THRESHOLDS } from '../../../simulator/model/thresholds';
import { alarmLevelsByCluster, withHealth } from '@/features/power-sys/cluster-health';
import type { ClusterRow } from '@/features/power-sys/summary-rows';
import { clusterEntry } from '../../../workers/realtime/cluster-table';
import { SUMMARY_COL } from '@/contract/realtime-api';
import { makeCluster } from '../realtime/fakes';

const healthy = { maxCellMv: 3356, minCellMv: 3340, maxTempDeciC: 280, minTempDeciC: 250, spreadMv: 16 };

const alarm = (over: Partial<AlarmRecord>): AlarmRecord => ({
  id: '1',
  number: 'A1',
  content: '',
  contentEn: '',
  level: 2,
  type: 'bms',
  status: 'new',
  deviceName: 'BMS-3',
  serialNumber: '',
  occurredTime: '2026-11-24 10:00:00',
  processedTime: null,
  operator: null,
  serviceId: 'cellOverVoltage',
  ...over,
});

const row = (clusterNo: number, measured: number): ClusterRow =>
  ({ clusterNo, measured, health: measured, status: 0 }) as ClusterRow;

describe('status from measurements against the shared limits', () => {
  it('uses the very thresholds the simulator alarms on', () => {
    expect(CELL_LIMITS.voltageMv.highAlarm).toBe(DEFAULT_ALARM_THRESHOLDS.cellOverVoltageMv.raise);
    expect(CELL_LIMITS.voltageMv.lowAlarm).toBe(DEFAULT_ALARM_THRESHOLDS.cellUnderVoltageMv.raise);
    expect(CELL_LIMITS.tempDeciC.highAlarm).toBe(DEFAULT_ALARM_THRESHOLDS.cellOverTempL2C.raise * 10);
  });

  it('rates values: normal, warning in the recovery band, alarm at the raise level', () => {
    expect(valueHealth(3356, CELL_LIMITS.voltageMv)).toBe(0);
    expect(valueHealth(3620, CELL_LIMITS.voltageMv)).toBe(1);
    expect(valueHealth(3680, CELL_LIMITS.voltageMv)).toBe(2);
    expect(valueHealth(2800, CELL_LIMITS.voltageMv)).toBe(2);
    expect(valueHealth(480, CELL_LIMITS.tempDeciC)).toBe(2);
    expect(valueHealth(413, CELL_LIMITS.spreadMv)).toBe(1);
    expect(valueHealth(NaN, CELL_LIMITS.voltageMv)).toBe(0);
    expect(clusterHealth(healthy)).toBe(0);
    expect(clusterHealth({ ...healthy, maxCellMv: 3680, spreadMv: 333 })).toBe(2);
  });

  it('keeps a cluster abnormal after its alarm is cleared while a cell is still at 3.680 V', () => {
    const measured = clusterHealth({ ...healthy, maxCellMv: 3680, spreadMv: 333 });
    const withAlarm = alarmLevelsByCluster([alarm({ level: 2 })]);
    expect(withHealth([row(3, measured)], withAlarm)[0].health).toBe(2);
    // Cleared: gone from the active list, or still listed as cleared.
    expect(withHealth([row(3, measured)], alarmLevelsByCluster([]))[0].health).toBe(2);
    const cleared = alarmLevelsByCluster([alarm({ status: 'cleared' })]);
    expect(cleared.size).toBe(0);
    expect(withHealth([row(3, measured)], cleared)[0].health).toBe(2);
  });

  it('lets an active alarm raise a cluster whose values look normal, never lower it', () => {
    const levels = alarmLevelsByCluster([alarm({ level: 1, status: 'acknowledged' }), alarm({ level: 3 })]);
    expect(levels.get(3)).toBe(1);
    expect(withHealth([row(3, 0)], levels)[0].health).toBe(2);
    expect(withHealth([row(4, 0)], levels)[0].health).toBe(0);
    expect(combinedHealth(0, 3)).toBe(1);
    expect(combinedHealth(2, 3)).toBe(2);
    expect(combinedHealth(0, null, 6)).toBe(2);
  });

  it('is computed in the worker: the summary row carries the measured health', () => {
    const over = clusterEntry(
      'WZ001',
      makeCluster(3, {}, (i) => (i === 5 ? 3680 : 3300)),
    );
    expect(over.summary[SUMMARY_COL.health]).toBe(2);
    const ok = clusterEntry(
      'WZ001',
      makeCluster(3, {}, () => 3300),
    );
    expect(ok.summary[SUMMARY_COL.health]).toBe(0);
  });
});
