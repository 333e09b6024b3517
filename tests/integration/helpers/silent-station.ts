import type { HistoryTotal } from '@/contract/api/history';
import { apiData, simHook } from './sim-api';
import type { TestStation } from './test-station';

/*
 * What the silent-device energy tests (issue 27) do on their station: read as the admin on site
 * WZ001, move the simulated clock (speed 0), find today's totals and close 5-minute buckets.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** Station-local `yyyy-MM-dd` of `ms` (the simulator runs in the station's zone). */
export const dayOf = (ms: number): string => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

export function silentStation(station: TestStation) {
  const get = <T>(path: string, query: Record<string, string | number> = {}) =>
    apiData<T>(station.sim, path, { token: station.admin, query: { site: 'WZ001', ...query } });
  /** Moves the clock `seconds` on; answers the simulated time then (epoch ms). */
  const advance = async (seconds: number) =>
    ((await simHook(station.sim, 'advance', { seconds })) as { simTime: number }).simTime;
  /** Today's totals as the month view reports them. */
  const today = async (now: number) =>
    (
      await get<HistoryTotal[]>('datapower/history/month', { startTime: dayOf(now), endTime: dayOf(now) })
    ).find((r) => r.date === dayOf(now))!;
  return {
    get,
    advance,
    today,
    /** Today's PV energy as the month view reports it (kWh). */
    pvToday: async (now: number) => (await today(now)).pvKwh,
    /** Moves the clock to the next 5-minute boundary and just past it (the bucket before closes). */
    toBucketEnd: async () => {
      const t = await advance(0.001);
      return advance((300_000 - (t % 300_000)) / 1000 + 0.001);
    },
    /** Moves the clock to the next `hour`:00 local. */
    toHour: async (hour: number) => {
      const start = await advance(0.001);
      const at = new Date(start).setHours(hour, 0, 0, 0);
      return advance(((at > start ? at : at + 86_400_000) - start) / 1000);
    },
    setSilent: async (ids: string[], offline: boolean) => {
      for (const id of ids) await simHook(station.sim, 'device-offline', { id, offline });
    },
  };
}
