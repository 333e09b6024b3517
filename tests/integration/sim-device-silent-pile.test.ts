import { describe, expect, it } from 'vitest';
import type { ChargingPilesNow } from '@/contract/api/charging';
import type { DeviceRecord } from '@/contract/api/devices';
import type { HistoryPoint } from '@/contract/api/history';
import type { Page } from '@/contract/envelope';
import { dayOf, silentStation } from './helpers/silent-station';
import { useTestStation } from './helpers/test-station';

/*
 * One silent charging pile among reporting ones (issue 27). Its invented figures never enter the
 * site's pile totals: the 5-minute pile curve carries the reporting piles' power and says it is
 * partial (chargingPilesReporting of chargingPilesTotal), and the site's pile energy (the month
 * view's chargingPileKwh) is always the sum of the piles' reported meter movements
 * (chargingPile/realData meterKwh: a silent pile's is its last report), before, during and after
 * the silence: its energy is held and booked with its first report after it, also across a
 * restart. Own station (seed 27, on disk); speed 0: only `advance` moves the clock.
 */

const station = useTestStation({ speed: 0, clusters: 2, seed: 27, onDisk: true, login: ['admin'] });
const { get, advance, today, toBucketEnd, toHour, setSilent } = silentStation(station);

const piles = () => get<ChargingPilesNow>('chargingPile/realData');
/** Each pile's meter as chargingPile/realData answers it (a silent pile's: its last report). */
const meters = async () => new Map((await piles()).piles.map((p) => [p.no, p.meterKwh]));
/** The kWh the piles' meters moved from `a` to `b`, all piles. */
const moved = (a: Map<number, number>, b: Map<number, number>) =>
  [...b].reduce((s, [no, kwh]) => s + kwh - a.get(no)!, 0);
const pileToday = async (now: number) => (await today(now)).chargingPileKwh!;
const dayRows = async (now: number) =>
  get<HistoryPoint<null>[]>('datapower/history/day', { startTime: dayOf(now), endTime: dayOf(now) });

/** A pile charging a vehicle that needs more than half an hour yet, and its device. */
async function chargingPile(): Promise<{ no: number; device: DeviceRecord }> {
  const devices = (
    await get<Page<DeviceRecord>>('deviceManagement/list', { type: 'chargingPile', size: 100 })
  ).records;
  for (let i = 0; i < 48; i++) {
    const p = (await piles()).piles.find((x) => x.state === 'charging' && (x.vehicleSoc ?? 100) < 50);
    const device = p && devices.find((d) => d.name.endsWith(`-${p.no}`));
    if (p && device) return { no: p.no, device };
    await advance(300);
  }
  throw new Error('no pile started charging in 4 hours');
}

describe('one silent charging pile among reporting ones', () => {
  it('is left out of the site pile totals and booked when it reports again', async () => {
    await toHour(10);
    const pile = await chargingPile();
    const t0 = await toBucketEnd();
    const [m0, e0] = [await meters(), await pileToday(t0)];
    const total = m0.size;
    expect(total).toBeGreaterThan(2);

    await setSilent([pile.device.id], true);
    await advance(1800);
    const t1 = await toBucketEnd();
    const [m1, e1] = [await meters(), await pileToday(t1)];
    // Its meter is its last report; the site's pile energy is what the reporting piles measured.
    expect(m1.get(pile.no)).toBe(m0.get(pile.no));
    expect(e1 - e0).toBeCloseTo(moved(m0, m1), 2);

    // The pile curve while it was silent: the reporting piles' power, said to be partial.
    const rows = await dayRows(t1);
    // t0 and t1 are 1 ms past a 5-minute boundary: the rows from t0's to the one before t1's.
    const gap = rows.filter((p) => p.ts >= t0 - 1000 && p.ts < t1 - 1000);
    expect(gap.length).toBe(7);
    for (const p of gap) {
      expect(p.chargingPileKw, p.time).toEqual(expect.any(Number));
      expect(p, p.time).toMatchObject({ chargingPilesReporting: total - 1, chargingPilesTotal: total });
    }
    expect(gap.reduce((s, p) => s + (p.chargingPileKw! * 5) / 60, 0)).toBeCloseTo(e1 - e0, 1);
    const before = rows.filter((p) => p.ts < t0 - 300_000 && p.ts >= t0 - 3_600_000);
    expect(before.length).toBe(11);
    for (const p of before) expect(p.chargingPilesReporting, p.time).toBeUndefined();

    // It reports again: its meter has moved on and the gap's energy is booked at once.
    await setSilent([pile.device.id], false);
    const t2 = await toBucketEnd();
    const [m2, e2] = [await meters(), await pileToday(t2)];
    const held = m2.get(pile.no)! - m1.get(pile.no)!;
    expect(held).toBeGreaterThan(5);
    expect(e2 - e1).toBeCloseTo(moved(m1, m2), 2);
    expect(e2 - e0).toBeCloseTo(moved(m0, m2), 2);
    const back = (await dayRows(t2)).find((p) => p.ts >= t1 - 1000 && p.ts < t2 - 1000)!;
    expect((back.chargingPileKw! * 5) / 60).toBeGreaterThan(held);
    // After it: whole again.
    const t3 = await toBucketEnd();
    expect((await dayRows(t3)).find((p) => p.ts >= t2 - 1000)!.chargingPilesReporting).toBeUndefined();
    expect((await pileToday(t3)) - e0).toBeCloseTo(moved(m0, await meters()), 2);
  });

  it('keeps what it holds across a restart', async () => {
    await toHour(14);
    const pile = await chargingPile();
    const t0 = await toBucketEnd();
    const [m0, e0] = [await meters(), await pileToday(t0)];
    await setSilent([pile.device.id], true);
    await advance(1800);
    expect((await meters()).get(pile.no)).toBe(m0.get(pile.no));
    // The restarted station resumes at its checkpoint; the silence is not kept: the pile reports.
    await station.restart();
    const t1 = await toBucketEnd();
    const m1 = await meters();
    expect(m1.get(pile.no)! - m0.get(pile.no)!).toBeGreaterThan(5);
    expect((await pileToday(t1)) - e0).toBeCloseTo(moved(m0, m1), 2);
  });
});
