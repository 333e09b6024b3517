import type { GeneratorData, GeneratorDevice, PowerGridData } from '@/contract/api/devicegroup';
import {
  generatorDataSchema,
  generatorDeviceSchema,
  powerGridDataSchema,
} from '@/contract/api/devicegroup-answers';
import type { HistoryPoint } from '@/contract/api/history';
import { wireArray, wireNullable } from '@/contract/wire';
import { getHistoryDay } from './history';
import { get } from './http';
import { readAnswer } from './read-answer';

/* Grid meter and generator calls (spec §7 "Device groups and dashboard"); code 404 reads as null or []. */

/** `powerGrid/data?no=<grid groupNo>`. */
export async function getPowerGrid(site: string, no: string): Promise<PowerGridData | null> {
  return readAnswer(
    wireNullable(powerGridDataSchema),
    await get('powerGrid/data', { site, no }),
    'powerGrid/data',
  );
}

/** `device/group/fdj?groupNo=<generator groupNo>`: the generators of a group. */
export async function getGenerators(site: string, groupNo: string): Promise<GeneratorDevice[]> {
  const path = 'device/group/fdj';
  return readAnswer(wireArray(generatorDeviceSchema), await get(path, { site, groupNo }), path);
}

/** `fdj/getFdjData?fdjId=`. */
export async function getGeneratorData(site: string, fdjId: string): Promise<GeneratorData | null> {
  const path = 'fdj/getFdjData';
  return readAnswer(wireNullable(generatorDataSchema), await get(path, { site, fdjId }), path);
}

/** 5-minute points of one station day (`datapower/history/day`), for the live curves' start. */
export function getDayPoints(site: string, day: string): Promise<HistoryPoint<null>[]> {
  return getHistoryDay({ site, startTime: day, endTime: day });
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
