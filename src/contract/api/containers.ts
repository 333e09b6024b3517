import { z } from 'zod';
import { versionField } from '../conflict';
import { wireArray, wireIdText, wireNum, wireStr } from '../wire';

/*
 * Containers (spec §7 Device management "Container list, submit and remove"; §7 Control
 * "Container environment data, air-conditioner data, ... CH4 threshold get and set"; issue 27).
 * The spec names the calls but not their payloads: these types are their documentation.
 *
 * - `GET container/list?site` → {@link ContainerRecord}[]
 * - `POST container/submit?site` body {@link ContainerInput} (id '' adds) → the record
 * - `POST container/remove?site&ids=a,b` → { removed }; refused while devices or gateways are in it
 * - `GET container/ch4/get?site` → {@link Ch4Setting}; `POST container/ch4/set?site&ch4=N`
 * - `GET container/environment/data?site&containerNo` → {@link ContainerEnvData}
 * - `GET container/airConditioner/data?site&containerNo` → {@link AirConditionerData}
 * - `GET container/camera?site&containerNo` → {@link ContainerCamera} (an extension: without it
 *   the console reads the address from the container's record in `container/list`)
 */

/** One container of a site. */
export interface ContainerRecord {
  id: string;
  site: string;
  /** 1-based number: clusters 4(no-1)+1 … 4·no of the station model are in it. */
  no: number;
  name: string;
  /** Camera stream (HLS .m3u8 or MP4), '' for none. */
  streamUrl: string;
  /** The stored version (src/contract/conflict.ts); absent from a backend without versions. */
  version?: number;
}

export const containerInputSchema = z.object({
  id: z.string(),
  no: z.number({ message: 'required' }).int('no').min(1, 'no').max(1000, 'no'),
  name: z.string().trim().min(1, 'required').max(40, 'tooLong'),
  streamUrl: z
    .string()
    .trim()
    .max(500, 'tooLong')
    .refine((s) => s === '' || /^(https?:\/\/|\/)\S+$/.test(s), 'streamUrl'),
});
export type ContainerInput = z.infer<typeof containerInputSchema>;
/** What `container/submit` sends: the input and the version the edit started from (409 if saved since). */
export type ContainerSave = ContainerInput & { version?: number };

/** A container's camera (spec §1: "the product plays video or live streams somewhere"). */
export interface ContainerCamera {
  containerNo: number;
  /** The stream set with the container (HLS .m3u8 or a video file), '' for none. */
  streamUrl: string;
  /** A still picture shown before the stream starts, '' for none. */
  snapshotUrl: string;
}

/** How an address is played: an HLS playlist (hls.js, or the browser's own HLS), else a file. */
export type CameraTransport = 'hls' | 'file';

export const cameraTransport = (url: string): CameraTransport =>
  /\.m3u8(?:[?#]|$)/i.test(url) ? 'hls' : 'file';

/** Combustible gas: the alarm threshold (ppm) of a site and each container's reading. */
export interface Ch4Setting {
  /** Alarm threshold, ppm (default {@link DEFAULT_CH4_THRESHOLD_PPM}). */
  ch4: number;
  readings: Array<{ containerNo: number; ppm: number }>;
}

/** 10 % of methane's lower explosive limit (5 % vol = 50 000 ppm). */
export const DEFAULT_CH4_THRESHOLD_PPM = 5000;
export const CH4_LIMITS = { min: 50, max: 50_000 } as const;

/** A container's environment now. */
export interface ContainerEnvData {
  containerNo: number;
  ts: number;
  insideTempC: number;
  humidityPercent: number;
  ch4Ppm: number;
  ch4ThresholdPpm: number;
  /** 1 alarm, 0 normal. */
  smoke: number;
  fire: number;
  flooding: number;
  /** 1 open, 0 closed. */
  door: number;
}

/** A container's air conditioner now. */
export interface AirConditionerData {
  containerNo: number;
  ts: number;
  /** 1 running, 0 stopped. */
  runState: number;
  mode: 'cooling' | 'heating' | 'fan' | 'dehumidify' | 'standby';
  /** Indoor temperature: follows {@link setTempC} while cooling or heating. */
  indoorTempC: number;
  outdoorTempC: number;
  /** The set-point in force (written by `environmentTemplate/deviceControl` acControl.setTemp). */
  setTempC: number;
  supplyAirTempC: number;
  returnAirTempC: number;
  compressorOn: number;
}

/*
 * The answers above as a real BladeX backend may send them (../wire.ts: ids as numbers, numbers
 * and flags as text, null texts and lists, extra fields); src/api/containers.ts reads with these.
 */

export const containerRecordSchema: z.ZodType<ContainerRecord> = z.object({
  id: wireIdText,
  site: wireStr,
  no: wireNum,
  name: wireStr,
  streamUrl: wireStr,
  version: versionField,
});

export const containerCameraSchema: z.ZodType<ContainerCamera> = z.object({
  containerNo: wireNum,
  streamUrl: wireStr,
  snapshotUrl: wireStr,
});

export const ch4SettingSchema: z.ZodType<Ch4Setting> = z.object({
  ch4: wireNum,
  readings: wireArray(z.object({ containerNo: wireNum, ppm: wireNum })),
});

/** `data` of `container/ch4/set`. */
export const ch4SetSchema = z.object({ ch4: wireNum });

export const containerEnvDataSchema: z.ZodType<ContainerEnvData> = z.object({
  containerNo: wireNum,
  ts: wireNum,
  insideTempC: wireNum,
  humidityPercent: wireNum,
  ch4Ppm: wireNum,
  ch4ThresholdPpm: wireNum,
  smoke: wireNum,
  fire: wireNum,
  flooding: wireNum,
  door: wireNum,
});

export const airConditionerDataSchema: z.ZodType<AirConditionerData> = z.object({
  containerNo: wireNum,
  ts: wireNum,
  runState: wireNum,
  mode: z.enum(['cooling', 'heating', 'fan', 'dehumidify', 'standby']),
  indoorTempC: wireNum,
  outdoorTempC: wireNum,
  setTempC: wireNum,
  supplyAirTempC: wireNum,
  returnAirTempC: wireNum,
  compressorOn: wireNum,
});
