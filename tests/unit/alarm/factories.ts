import type { AlarmRecord, GlobalAlarmSetting } from '@/contract/alarm';

let seq = 0;

/** An active alarm with distinct id/number; override what the test is about. */
export function alarm(over: Partial<AlarmRecord> = {}): AlarmRecord {
  seq += 1;
  return {
    id: `19000000000000000${String(seq).padStart(2, '0')}`,
    number: `AL20261122${String(seq).padStart(6, '0')}`,
    content: '电池簇1 单体过压',
    contentEn: 'Cluster 1 cell over-voltage',
    level: 2,
    type: 'bms',
    status: 'new',
    deviceName: 'BMS-1',
    serialNumber: 'SN-1',
    occurredTime: `2026-11-22 10:00:${String(seq % 60).padStart(2, '0')}`,
    processedTime: null,
    operator: null,
    serviceId: 'cellVoltage',
    ...over,
  };
}

export function setting(over: Partial<GlobalAlarmSetting> = {}): GlobalAlarmSetting {
  return { enabled: 1, level: 3, period: 0, ...over };
}
