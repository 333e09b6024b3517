import { describe, expect, it } from 'vitest';
import type { AlarmRecord } from '@/contract/alarm';
import { nodeAlarms } from '@/features/main-sys/flow-alarms';

let n = 0;
function alarm(over: Partial<AlarmRecord>): AlarmRecord {
  n += 1;
  return {
    id: String(n),
    number: `A${n}`,
    content: '告警',
    contentEn: 'Alarm',
    level: 2,
    type: 'bms',
    status: 'new',
    deviceName: 'BMS-1',
    serialNumber: '',
    occurredTime: '2026-11-26 10:00:00',
    processedTime: null,
    operator: null,
    serviceId: '',
    ...over,
  };
}

describe('nodeAlarms', () => {
  it('puts battery, PCS and container alarms on the storage node with its most severe level', () => {
    const out = nodeAlarms([
      alarm({ type: 'bms', level: 2 }),
      alarm({ type: 'pcs', level: 1 }),
      alarm({ type: 'env', level: 1, status: 'acknowledged' }),
    ]);
    expect(out.storage).toEqual({ level: 1, count: 2 });
  });

  it('colours the grid, PV, generator and charging nodes from their own device types', () => {
    const out = nodeAlarms([
      alarm({ type: 'grid', level: 3 }),
      alarm({ type: 'pv', level: 2 }),
      alarm({ type: 'fdj', level: 1 }),
      alarm({ type: 'chargingPile', level: 2 }),
    ]);
    expect(out).toEqual({
      grid: { level: 3, count: 1 },
      pv: { level: 2, count: 1 },
      generator: { level: 1, count: 1 },
      charging: { level: 2, count: 1 },
    });
  });

  it('leaves nodes calm for cleared alarms and for types that name no node', () => {
    expect(
      nodeAlarms([alarm({ type: 'bms', level: 1, status: 'cleared' }), alarm({ type: 'ems', level: 1 })]),
    ).toEqual({});
    expect(nodeAlarms(undefined)).toEqual({});
  });
});
