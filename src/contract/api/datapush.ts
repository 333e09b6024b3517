import { z } from 'zod';
import { wireBool, wireIdText, wireStr } from '../wire';

/*
 * Data push (spec §7 Data: datapush getForPush, save, deletePush): which of the station's points
 * go northbound in the real-time message (README "Northbound interface").
 *
 * - `GET datapush/getForPush?site=` → PushPoint[]: every point of the site, `pushed` marking those
 *   sent.
 * - `POST datapush/save?site=` JSON DataPushChange → PushPoint[]: adds the points.
 * - `POST datapush/deletePush?site=` JSON DataPushChange → PushPoint[]: removes them.
 * An unknown point id answers code 400 and changes nothing.
 */

/** One point of the station. */
export interface PushPoint {
  /** e.g. `storage.soc`, `cluster3.maxTempC`: the key in the real-time message's `data`. */
  id: string;
  name: string;
  nameEn: string;
  unit: string;
  pushed: boolean;
}

/** JSON body of `datapush/save` and `datapush/deletePush`. */
export interface DataPushChange {
  points: string[];
}

/** Reads a {@link PushPoint} as a real backend may send it (pushed as 1/0, extra fields). */
export const pushPointSchema: z.ZodType<PushPoint> = z.object({
  id: wireIdText,
  name: wireStr,
  nameEn: wireStr,
  unit: wireStr,
  pushed: wireBool,
});
