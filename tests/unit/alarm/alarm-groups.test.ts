import { describe, expect, it } from 'vitest';
import { bannerContent, groupByDevice, newCriticalIds } from '@/features/alarm-popup/alarm-groups';
import type { AlarmRecord } from '@/contract/alarm';
import { alarm } from './factories';

const id = (a: AlarmRecord) => a;

/** One cell fault on BMS-3: over-voltage L2, over-temperature L2, then over-temperature L1. */
function cellFault() {
  return [
    alarm({ deviceName: 'BMS-3', level: 2, occurredTime: '2026-11-22 10:00:01', serviceId: 'cellVoltage' }),
    alarm({ deviceName: 'BMS-3', level: 2, occurredTime: '2026-11-22 10:00:05', serviceId: 'cellTemp' }),
    alarm({ deviceName: 'BMS-3', level: 1, occurredTime: '2026-11-22 10:00:09', serviceId: 'cellTemp' }),
  ];
}

describe('alarm groups per device', () => {
  it('shows one cell fault as one group with its L1 first, then the newer of the L2s', () => {
    const [ov, ot2, ot1] = cellFault();
    const groups = groupByDevice([ov, ot2, ot1], id);
    expect(groups).toHaveLength(1);
    expect(groups[0].device).toBe('BMS-3');
    expect(groups[0].level).toBe(1);
    expect(groups[0].newest).toBe('2026-11-22 10:00:09');
    expect(groups[0].items.map((a) => a.id)).toEqual([ot1.id, ot2.id, ov.id]);
  });

  it('orders devices by their worst level, then by their newest alarm', () => {
    const pcsL2 = alarm({ deviceName: 'PCS-1', level: 2, occurredTime: '2026-11-22 11:00:00' });
    const envL2 = alarm({ deviceName: 'ENV-1', level: 2, occurredTime: '2026-11-22 12:00:00' });
    const bms = cellFault();
    const groups = groupByDevice([pcsL2, ...bms, envL2], id);
    expect(groups.map((g) => g.device)).toEqual(['BMS-3', 'ENV-1', 'PCS-1']);
  });

  it('keeps alarms without a device name apart instead of merging them', () => {
    const groups = groupByDevice([alarm({ deviceName: '' }), alarm({ deviceName: '' })], id);
    expect(groups).toHaveLength(2);
  });

  it('groups items that carry an alarm beside other data (the popup repeat counts)', () => {
    const [a, b] = cellFault();
    const groups = groupByDevice(
      [
        { alarm: a, repeats: 0 },
        { alarm: b, repeats: 2 },
      ],
      (v) => v.alarm,
    );
    expect(groups).toHaveLength(1);
    expect(groups[0].items.map((v) => v.repeats)).toEqual([2, 0]);
  });
});

describe('banner content', () => {
  it('shows a device with an unacknowledged L1 alarm, with all its unacknowledged alarms', () => {
    const content = bannerContent(cellFault());
    expect(content.critical).toHaveLength(1);
    expect(content.critical[0].items.map((a) => a.level)).toEqual([1, 2, 2]);
    expect(content.warnings).toEqual([]);
  });

  it('drops an acknowledged L1 alarm; its device L2s move to the calmer line', () => {
    const [ov, ot2, ot1] = cellFault();
    const content = bannerContent([ov, ot2, { ...ot1, status: 'acknowledged' }]);
    expect(content.critical).toEqual([]);
    expect(content.warnings.map((a) => a.id)).toEqual([ot2.id, ov.id]);
  });

  it('never shows L3 alarms on the calmer line, nor acknowledged L2 alarms', () => {
    const content = bannerContent([
      alarm({ deviceName: 'PV-1', level: 3 }),
      alarm({ deviceName: 'PV-2', level: 2, status: 'acknowledged' }),
    ]);
    expect(content).toEqual({ critical: [], warnings: [] });
  });

  it('shows nothing before the alarms are known', () => {
    expect(bannerContent(undefined)).toEqual({ critical: [], warnings: [] });
  });

  it('announces each new L1 alarm once and not its L2 companions', () => {
    const fault = cellFault();
    const first = newCriticalIds(new Set(), bannerContent(fault));
    expect(first).toEqual([fault[2].id]);
    expect(newCriticalIds(new Set(first), bannerContent(fault))).toEqual([]);
  });
});
