import type { GeneratorData, GeneratorDevice, PowerGridData } from '@/contract/api/devicegroup';
import type { HistoryPoint } from '@/contract/api/history';
import { get } from './http';

/* Grid meter and generator calls (spec §7 "Device groups and dashboard"). */

/** `powerGrid/data?no=<grid groupNo>`. */
export function getPowerGrid(site: string, no: string): Promise<PowerGridData> {
  return get('powerGrid/data', { site, no });
}

/** `device/group/fdj?groupNo=<generator groupNo>`: the generators of a group. */
export function getGenerators(site: string, groupNo: string): Promise<GeneratorDevice[]> {
  return get('device/group/fdj', { site, groupNo });
}

/** `fdj/getFdjData?fdjId=`. */
export function getGeneratorData(site: string, fdjId: string): Promise<GeneratorData> {
  return get('fdj/getFdjData', { site, fdjId });
}

/** 5-minute points of one station day (`datapower/history/day`), for the live curves' start. */
export function getDayPoints(site: string, day: string): Promise<HistoryPoint[]> {
  return get('datapower/history/day', { site, startTime: day, endTime: day });
}

/** Numeric fields of a history point that a curve can show. */
export type CurveField = Exclude<keyof HistoryPoint, 'time' | 'ts'>;

/** One station day's 5-minute points of some fields, as chart series keyed by field. */
export async function getDayCurves(
  site: string,
  day: string,
  fields: readonly CurveField[],
): Promise<Record<string, Array<{ t: number; v: number }>>> {
  const points = await getDayPoints(site, day);
  return Object.fromEntries(
    fields.map((f) => [
      f,
      points.flatMap((p) => {
        const v = p[f];
        return typeof v === 'number' ? [{ t: p.ts, v }] : [];
      }),
    ]),
  );
}
