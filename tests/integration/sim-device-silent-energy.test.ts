import { describe, expect, it } from 'vitest';
import type { DeviceRecord } from '@/contract/api/devices';
import type { Page } from '@/contract/envelope';
import type { HistoryPoint } from '@/contract/api/history';
import { dayOf, silentStation } from './helpers/silent-station';
import { useTestStation } from './helpers/test-station';

/*
 * A meter that does not report adds no energy (issue 27): while the PV inverters are silent the
 * day's PV energy (datapower/history/month, the reports) stays where their last report left it;
 * when they report again their counter has moved on and the gap's energy appears at once, in the
 * first 5-minute row after the gap. The day's total stays the sum of its 5-minute rows (the gap
 * rows count as none). Speed 0: only `advance` moves the simulated clock.
 */

const station = useTestStation({ speed: 0, clusters: 2, login: ['admin'] });
const { get, advance, pvToday, toBucketEnd, toHour, setSilent } = silentStation(station);
const rows = async (now: number) =>
  get<HistoryPoint<null>[]>('datapower/history/day', { startTime: dayOf(now), endTime: dayOf(now) });

describe('the energy of a silent meter', () => {
  it('is not counted while it is silent and appears at once with its next report', async () => {
    const pv = (await get<Page<DeviceRecord>>('deviceManagement/list', { type: 'pv', size: 100 })).records;
    // 11:00: the PV produces for the next hour and more.
    await toHour(11);
    const from = await toBucketEnd();
    const e0 = await pvToday(from);

    await setSilent(
      pv.map((d) => d.id),
      true,
    );
    let now = await advance(1800);
    try {
      // Nothing added while the inverters are silent, though the model's PV produced.
      expect(await pvToday(now)).toBeCloseTo(e0, 1);
    } finally {
      await setSilent(
        pv.map((d) => d.id),
        false,
      );
    }
    now = await toBucketEnd();
    const e1 = await pvToday(now);
    // The gap's half hour of production arrives with the first report (2 kWh is a minute of it).
    expect(e1 - e0).toBeGreaterThan(2);

    // The day's total is the sum of its closed 5-minute rows; the gap rows have no reading and the
    // row after the gap carries the gap's energy.
    const day = (await rows(now)).filter((p) => p.ts < now - 1000);
    const sum = day.reduce((a, p) => a + ((p.pvKw ?? 0) * 5) / 60, 0);
    expect(sum).toBeCloseTo(e1, 0);
    const gap = day.filter((p) => p.ts >= from && p.pvKw === null);
    expect(gap.length).toBeGreaterThanOrEqual(5);
    const after = day.find((p) => p.ts > gap[gap.length - 1].ts)!;
    const before = day.filter((p) => p.ts < from && p.pvKw !== null).at(-1)!;
    expect(after.pvKw!).toBeGreaterThan(3 * before.pvKw!);
  });
});
