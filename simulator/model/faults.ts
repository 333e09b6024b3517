import type { AlarmRecord } from '../../src/contract/alarm';
import type {
  SimAlarmFault,
  SimCellFault,
  SimCellRelease,
  SimOutageFault,
  SimStorageFault,
} from '../../src/contract/api/sim-faults';
import { raiseAlarm } from './alarms';
import { setOutage } from './grid-link';
import { type Publish, publishAlarms, publishSite } from './publish';
import type { StationModel } from './station';
import { deviceSerial } from './device-serial';

/** Thrown for a hook body that names no existing site, cluster, rack or cell. */
export class FaultInputError extends Error {}

const int = (v: unknown, min: number, max: number, what: string): number => {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
    throw new FaultInputError(`${what} must be an integer ${min}..${max}`);
  return v;
};

function extrasOf(model: StationModel, site: unknown) {
  const x = typeof site === 'string' ? model.extras.get(site) : undefined;
  if (!x) throw new FaultInputError('unknown site');
  return { x, rt: model.runtime(site as string) };
}

/** Holds one cell at a temperature and/or voltage until released (applied from the next refresh, and now). */
export function faultCell(model: StationModel, f: SimCellFault): void {
  const { x, rt } = extrasOf(model, f.site);
  const { bank } = rt.site;
  const c = int(f.clusterNo, 1, bank.clusters, 'clusterNo') - 1;
  const idx =
    c * bank.perCluster +
    (int(f.rack, 1, bank.racks, 'rack') - 1) * bank.cells +
    int(f.cell, 1, bank.cells, 'cell') -
    1;
  if (f.tempDeciC === undefined && f.voltageMv === undefined)
    throw new FaultInputError('tempDeciC or voltageMv required');
  for (const v of [f.tempDeciC, f.voltageMv])
    if (v !== undefined && (typeof v !== 'number' || !Number.isFinite(v)))
      throw new FaultInputError('hold values must be numbers');
  x.holds.set(idx, { tempDeciC: f.tempDeciC, voltageMv: f.voltageMv });
}

export function releaseCell(model: StationModel, f: SimCellRelease): number {
  const { x, rt } = extrasOf(model, f.site);
  const { bank } = rt.site;
  const c = int(f.clusterNo, 1, bank.clusters, 'clusterNo') - 1;
  const from = c * bank.perCluster;
  let released = 0;
  for (const idx of [...x.holds.keys()]) {
    if (idx < from || idx >= from + bank.perCluster) continue;
    const r = Math.floor((idx - from) / bank.cells) + 1;
    const k = ((idx - from) % bank.cells) + 1;
    if ((f.rack === undefined || f.rack === r) && (f.cell === undefined || f.cell === k)) {
      x.holds.delete(idx);
      released++;
    }
  }
  return released;
}

/** Raises an alarm now, stored verbatim, and publishes the active set at once. */
export function faultAlarm(model: StationModel, f: SimAlarmFault, publish: Publish): AlarmRecord {
  const { x } = extrasOf(model, f.site);
  int(f.level, 1, 3, 'level');
  for (const k of ['content', 'contentEn', 'type', 'deviceName'] as const) {
    if (typeof f[k] !== 'string') throw new FaultInputError(`${k} must be a string`);
  }
  const record = raiseAlarm(
    x.alarms,
    model.alarmStore,
    {
      level: f.level,
      type: f.type,
      content: f.content,
      contentEn: f.contentEn,
      deviceName: f.deviceName,
      serialNumber: deviceSerial(f.site, f.deviceName),
      serviceId: 'simulated',
    },
    model.engine.simMs,
  );
  publishAlarms(model, f.site, publish);
  return record;
}

export function faultStorage(model: StationModel, f: SimStorageFault): void {
  const { rt } = extrasOf(model, f.site);
  if (f.powerKw !== null && (typeof f.powerKw !== 'number' || !Number.isFinite(f.powerKw)))
    throw new FaultInputError('powerKw must be a number or null');
  rt.site.forcedKw = f.powerKw;
}

export function faultOutage(model: StationModel, f: SimOutageFault): void {
  const { rt } = extrasOf(model, f.site);
  if (typeof f.on !== 'boolean') throw new FaultInputError('on must be a boolean');
  setOutage(rt.site, f.on);
}

/** The next resynchronisation after an outage fails once ("error", then a retry; grid-link.ts). */
export function faultResync(model: StationModel, f: { site: string }): void {
  extrasOf(model, f.site).rt.site.gridLink.failNext = true;
}

/** Steps the model now and publishes every site. */
export function advanceNow(model: StationModel, seconds: number, publish: Publish): number {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0 || seconds > 400 * 86_400) {
    throw new FaultInputError('seconds must be a number in (0, 34560000]');
  }
  model.step(seconds);
  for (const site of model.engine.sites.keys()) publishSite(model, site, publish);
  return model.engine.simMs;
}
