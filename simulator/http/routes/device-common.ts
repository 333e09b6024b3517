import type { z } from 'zod';
import type { Bilingual } from '../../../src/contract/messages';
import { DEVICE_MESSAGES } from '../../../src/contract/api/device-messages';
import type {
  BatchResult,
  DeviceRecord,
  DeviceSelection,
  DeviceType,
  DeviceTypeInfo,
} from '../../../src/contract/api/devices';
import type { DeviceStore } from '../../store/device-store';
import { issueField } from '../../../src/contract/input-rules';
import { fieldError } from '../input-errors';
import type { RequestContext } from '../router';

/** The device types with their names (`deviceTypeList`). */
export const DEVICE_TYPE_INFO: DeviceTypeInfo[] = (
  [
    ['bms', '电池管理系统', 'BMS', true],
    ['pcs', '储能变流器', 'PCS', true],
    ['meter', '电表', 'Meter', false],
    ['pv', '光伏逆变器', 'PV inverter', false],
    ['airConditioner', '空调', 'Air conditioner', false],
    ['fire', '消防', 'Fire protection', false],
    ['flooding', '水浸', 'Flooding sensor', false],
    ['liquidCooling', '液冷机组', 'Liquid cooling unit', false],
    ['chargingPile', '充电桩', 'Charging pile', false],
    ['generator', '柴油发电机', 'Diesel generator', false],
  ] as Array<[DeviceType, string, string, boolean]>
).map(([type, nameZh, nameEn, clustered]) => ({ type, nameZh, nameEn, clustered }));

export const isClustered = (type: DeviceType) => DEVICE_TYPE_INFO.find((t) => t.type === type)!.clustered;

/** A 400 answer with a device-management message in the request's language, naming `field` if given. */
export const refuse = (texts: Bilingual, field = '') => fieldError(field, texts);

/** The body parsed with `schema`; 'Please fill in relevant values!' when something required is missing. */
export function parseBody<S extends z.ZodType>(ctx: RequestContext, schema: S): z.output<S> {
  const parsed = schema.safeParse(ctx.body ?? {});
  if (parsed.success) return parsed.data;
  const missing = parsed.error.issues.some((i) => i.message === 'required' || i.code === 'invalid_type');
  // The first issue's field (issue 33): 'Please enter the correct parameter! (selection.ids)'.
  const field = issueField(parsed.error.issues[0]?.path ?? []);
  throw refuse(missing ? DEVICE_MESSAGES.fillValues : DEVICE_MESSAGES.param, field);
}

/** The devices a selection names at `site` (ids of other sites or unknown ids: `missing`). */
function resolveSelection(store: DeviceStore, site: string, selection: DeviceSelection) {
  if ('filter' in selection) {
    const except = new Set(selection.except ?? []);
    return {
      found: store.list(site, selection.filter).filter((d) => !except.has(d.id)),
      missing: [] as string[],
    };
  }
  const all = new Map(store.list(site).map((d) => [d.id, d]));
  const found: DeviceRecord[] = [];
  const missing: string[] = [];
  for (const id of new Set(selection.ids)) {
    const d = all.get(id);
    if (d) found.push(d);
    else missing.push(id);
  }
  return { found, missing };
}

/**
 * Runs `apply` on every selected device and reports each: `apply` answers null when done, or
 * the reason it refused (nothing is changed for a refused device).
 */
export function batch(
  ctx: RequestContext,
  store: DeviceStore,
  site: string,
  selection: DeviceSelection,
  apply: (d: DeviceRecord) => Bilingual | null,
): BatchResult {
  const { found, missing } = resolveSelection(store, site, selection);
  const results = found.map((d) => {
    const why = apply(d);
    return { id: d.id, name: d.name, ok: why === null, message: why ? why[ctx.lang] : '' };
  });
  for (const id of missing)
    results.push({ id, name: id, ok: false, message: DEVICE_MESSAGES.notFound[ctx.lang] });
  return { results };
}
