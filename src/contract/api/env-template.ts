import { z } from 'zod';
import { SPEC_MESSAGES, type Bilingual } from '../messages';

/*
 * Environment card templates (spec §3 "environment card template", §5 "Environment card", §7
 * Control "Environment template: list, save, delete, clone, export; device select, unselect and
 * save; environment device template; data by template; device control"; issue 27). The spec names
 * the calls but not their payloads: these types are their documentation. Every call takes `site`.
 *
 * - `GET environmentTemplate/list` → {@link EnvTemplateRecord}[] (by sort, then id)
 * - `POST environmentTemplate/save` body {@link EnvTemplateInput} (id 0 adds) → the record
 * - `POST environmentTemplate/delete?ids=1,2` → { removed }
 * - `POST environmentTemplate/clone?id` → the copy (names + " (copy)", no devices)
 * - `GET environmentTemplate/export` → xlsx, one row per field (1-hour timeout, spec §7)
 * - `GET environmentTemplate/device/select?id` / `device/unselect?id` → {@link EnvDeviceRef}[]:
 *   the devices of the template's kind bound to it / not bound to it
 * - `POST environmentTemplate/device/save` body { id, deviceIds } → the record
 * - `GET environmentTemplate/deviceTemplate?kind` → {@link EnvDeviceTemplate}: the points an
 *   environment device of that kind offers (what a field may read and write)
 * - `GET environmentTemplate/dataByTemplate?id` → {@link EnvTemplateData}
 * - `POST environmentTemplate/deviceControl` body {@link EnvControlInput} → {@link EnvControlAck}
 *
 * The station's environment cards (topic `customerEnvTemplateData`, powerSys) are built from
 * these templates: one card per template and bound device, in the device's container.
 */

/** Environment device kinds a template is for (the device types of the same name). */
export const ENV_KINDS = ['airConditioner', 'fire', 'flooding', 'liquidCooling'] as const;
export type EnvKind = (typeof ENV_KINDS)[number];

/** The value '-' in a field's write parts: the field only reads, it has no button. */
export const NO_CONTROL = '-';

/** Dictionaries a field's value is shown with: coded values get labels, the rest a unit. */
export const ENV_DICTS = {
  runState: { codes: { '0': { zh: '停止', en: 'Stopped' }, '1': { zh: '运行', en: 'Running' } } },
  alarm: { codes: { '0': { zh: '正常', en: 'Normal' }, '1': { zh: '告警', en: 'Alarm' } } },
  onOff: { codes: { '0': { zh: '关', en: 'Off' }, '1': { zh: '开', en: 'On' } } },
  acMode: {
    codes: {
      '0': { zh: '待机', en: 'Standby' },
      '1': { zh: '制冷', en: 'Cooling' },
      '2': { zh: '制热', en: 'Heating' },
      '3': { zh: '送风', en: 'Fan' },
      '4': { zh: '除湿', en: 'Dehumidify' },
    },
  },
  celsius: { unit: '℃' },
  percent: { unit: '%' },
  kpa: { unit: 'kPa' },
} as const satisfies Record<string, { codes: Record<string, Bilingual> } | { unit: string }>;
export type EnvDictName = keyof typeof ENV_DICTS;
export const ENV_DICT_NAMES = Object.keys(ENV_DICTS) as EnvDictName[];

const required = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');

/** One field of a card (spec §5: every part required). */
const envFieldSchema = z.object({
  name: required(20),
  nameEn: required(40),
  readService: required(40),
  readIdentifier: required(40),
  writeService: required(40),
  writeIdentifier: required(40),
  dictName: z.enum(ENV_DICT_NAMES as [EnvDictName, ...EnvDictName[]], { message: 'required' }),
  buttonName: required(20),
  /**
   * The button in English (issue 30: zh-only buttons in an en console); empty or absent: the
   * English console shows buttonName.
   */
  buttonNameEn: z.string().trim().max(40, 'tooLong').optional(),
  commandValue: required(20),
  keyValue: required(20),
});
export type EnvField = z.infer<typeof envFieldSchema>;

/** What the template form saves (`environmentTemplate/save`); id 0 adds. */
export const envTemplateInputSchema = z.object({
  id: z.number().int().min(0),
  nameZh: required(20),
  nameEn: required(40),
  sort: z.number({ message: 'required' }).int('sort').min(0, 'sort').max(9999, 'sort'),
  kind: z.enum(ENV_KINDS, { message: 'required' }),
  fields: z.array(envFieldSchema).min(1, 'required').max(20, 'tooMany'),
});
export type EnvTemplateInput = z.infer<typeof envTemplateInputSchema>;

/** A stored template with the devices bound to it. */
export interface EnvTemplateRecord extends EnvTemplateInput {
  site: string;
  deviceIds: string[];
  updateTime: string;
  /** The stored version (src/contract/conflict.ts); absent from a backend without versions. */
  version?: number;
}

/** A device as the binding lists show it. */
export interface EnvDeviceRef {
  id: string;
  name: string;
  kind: EnvKind;
  /** Container number, null when the device is not in a container (then it shows on no card). */
  containerNo: number | null;
}

export const envBindingSchema = z.object({
  id: z.number().int().min(1),
  deviceIds: z.array(z.string().min(1)).max(500),
});

/** One point of an environment device: read in a service, written in a service (or not). */
export interface EnvDevicePoint {
  service: string;
  identifier: string;
  nameZh: string;
  nameEn: string;
  dictName: EnvDictName;
  writable: boolean;
}

/** `deviceTemplate?kind`: the points an environment device of that kind offers. */
export interface EnvDeviceTemplate {
  kind: EnvKind;
  points: EnvDevicePoint[];
}

/** `dataByTemplate?id`: each bound device's value of each field (null while it does not report). */
export interface EnvTemplateData {
  templateId: number;
  ts: number;
  devices: Array<{
    deviceId: string;
    name: string;
    containerNo: number | null;
    online: boolean;
    values: Array<number | null>;
  }>;
}

/** `deviceControl`: one command to one device. */
/** Largest magnitude of a control value (set points are tens, switches 0/1). */
const ENV_CONTROL_VALUE_MAX = 1e6;

export const envControlSchema = z.object({
  deviceId: z.string().min(1, 'required'),
  service: required(40),
  identifier: required(40),
  /** A set point or switch value: bounded (issue 33), each point's own range is the simulator's. */
  value: z.number({ message: 'required' }).min(-ENV_CONTROL_VALUE_MAX).max(ENV_CONTROL_VALUE_MAX),
});
export type EnvControlInput = z.infer<typeof envControlSchema>;

/** The device took the command; the read-back shows whether it did it. */
export interface EnvControlAck {
  commandId: string;
  deviceId: string;
  /** Station clock (ms) when the device acknowledged. */
  acknowledgedAt: number;
}

/** Seconds of station time a command's read-back may take before the console says it timed out. */
export const ENV_CONFIRM_SECONDS = 30;

/** Messages of environment templates and device control, in the request's language. */
export const ENV_MESSAGES = {
  fillValues: SPEC_MESSAGES.fillValues,
  param: SPEC_MESSAGES.param,
  commandFailed: SPEC_MESSAGES.commandFailed,
  deviceOff: SPEC_MESSAGES.deviceOff,
  notFound: { en: 'The template does not exist', zh: '模板不存在' },
  wrongKind: { en: 'The device is not of the template’s kind', zh: '设备类型与模板不符' },
  unknownPoint: { en: 'The device has no such point: {point}', zh: '设备没有此点位：{point}' },
  fireInterlock: {
    en: 'Fire alarm active in container {no}: remote start is blocked',
    zh: '{no}号储能舱火警未解除：禁止远程启动',
  },
} satisfies Record<string, Bilingual>;

/** Whether a value answers a field's key value (numbers compare as numbers). */
export function matchesKey(value: number | string | null, keyValue: string): boolean {
  if (value === null) return false;
  const n = Number(keyValue);
  return Number.isFinite(n) && typeof value === 'number' ? value === n : String(value) === keyValue;
}
