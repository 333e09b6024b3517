import { describe, expect, it } from 'vitest';
import { sameAlarmList } from '@/lib/alarm-rules';
import type { AlarmRecord } from '@/contract/alarm';

const alarm = (id: string, over: Partial<AlarmRecord> = {}): AlarmRecord => ({
  id,
  number: `A${id}`,
  content: '过压',
  contentEn: 'Over-voltage',
  level: 1,
  type: 'bms',
  status: 'new',
  deviceName: 'BMS-1',
  serialNumber: 'SN1',
  occurredTime: '2026-11-27 10:00:00',
  processedTime: null,
  operator: null,
  serviceId: 's1',
  ...over,
});

describe('sameAlarmList (issue 34: the active list compared without JSON)', () => {
  it('a repeat of the same set (new objects, same fields) is the same', () => {
    expect(sameAlarmList([alarm('1'), alarm('2')], [alarm('1'), alarm('2')])).toBe(true);
    expect(sameAlarmList(undefined, undefined)).toBe(true);
  });

  it('a changed field, order, length or a missing list is not', () => {
    const a = [alarm('1'), alarm('2')];
    expect(sameAlarmList(a, [alarm('1'), alarm('2', { status: 'acknowledged' })])).toBe(false);
    expect(sameAlarmList(a, [alarm('1'), alarm('2', { operator: 'admin' })])).toBe(false);
    expect(sameAlarmList(a, [alarm('2'), alarm('1')])).toBe(false);
    expect(sameAlarmList(a, [alarm('1')])).toBe(false);
    expect(sameAlarmList(a, undefined)).toBe(false);
    expect(sameAlarmList([], undefined)).toBe(false);
  });
});
