import type {
  ClusterRealtime,
  GridRealtime,
  PcsRealtime,
  PvRealtime,
  StationRealtime,
} from '../../src/contract/realtime-payloads';
import type { RunningStatusCode } from '../../src/contract/status';
import type { AlarmRecord } from '../../src/contract/alarm';
import { CELLS_PER_PACK, CLUSTERS_PER_CONTAINER, clusterVoltage } from './bank';
import { emptyEnergy, ENERGY_FIELDS, type EnergyRow } from './accounting';
import type { SiteRuntime } from './engine';
import { dayKey, secondsOfDay } from './clock';
import { gridQuality } from './grid-quality';
import { PV_INVERTER_COUNT, type PvInverterControl } from './pv-control';
import { siteSoc } from './site';
import { partialPiles, type PilesPower } from './devices';

const r1 = (v: number) => Math.round(v * 10) / 10;
const r2 = (v: number) => Math.round(v * 100) / 100;

/**
 * Today's totals over every price period. Today's revenue is not re-priced here: it comes from
 * the stored fees (`EnergyStore.revenueOfDay`), which keep the price in force when each kWh flowed.
 */
export function todayTotals(rt: SiteRuntime, simMs: number): EnergyRow {
  const sum = emptyEnergy();
  for (const row of rt.book.days.get(dayKey(simMs))?.values() ?? []) {
    for (const f of ENERGY_FIELDS) sum[f] += row[f];
  }
  return sum;
}

/** Status code of a cluster: alarm beats SOC limits, which beat standby. */
export function clusterStatus(rt: SiteRuntime, c: number, alarmed: boolean): RunningStatusCode {
  const { bank, socLower, socUpper } = rt.site;
  if (alarmed) return 6;
  if (bank.soc[c] >= socUpper - 0.05) return 1;
  if (bank.soc[c] <= socLower + 0.05) return 2;
  return Math.abs(bank.powerKw[c]) < 0.05 ? 3 : 0;
}

export function stationPayload(
  rt: SiteRuntime,
  ts: number,
  /** Today's revenue from the stored fees (EnergyStore.revenueOfDay). */
  todayRevenue: number,
  alarms: AlarmRecord[],
  /** The reporting piles' power (reporting.pilesPower): a silent pile's is not known (issue 27). */
  piles: PilesPower,
): StationRealtime {
  const { site } = rt;
  const f = site.flows;
  const today = todayTotals(rt, ts);
  const count = (l: number) => alarms.filter((a) => a.level === l).length;
  return {
    ts,
    site: site.config.site,
    mode: site.mode,
    gridState: site.gridLink.state,
    pvPowerKw: r2(f.pv),
    loadPowerKw: r2(f.load),
    gridPowerKw: r2(f.grid),
    storagePowerKw: r2(f.storage),
    generatorPowerKw: r2(f.gen),
    chargingPowerKw: r2(piles.kw),
    ...partialPiles(piles),
    auxPowerKw: r2(f.aux),
    soc: r2(siteSoc(site)),
    socUpperLimit: site.socUpper,
    socLowerLimit: site.socLower,
    capacityKwh: r1(site.capacityKwh),
    todayChargeKwh: r2(today.charge),
    todayDischargeKwh: r2(today.discharge),
    todayPvKwh: r2(today.pv),
    todayRevenue: r2(todayRevenue),
    activeAlarms: { l1: count(1), l2: count(2), l3: count(3) },
  };
}

export function clusterPayload(
  rt: SiteRuntime,
  c: number,
  ts: number,
  status: RunningStatusCode,
): ClusterRealtime {
  const { bank } = rt.site;
  const voltage = clusterVoltage(bank, c);
  const current = voltage > 0 ? (bank.powerKw[c] * 1000) / voltage : 0;
  const base = c * bank.perCluster;
  const rackVoltage: number[] = [];
  const rackSoc: number[] = [];
  for (let r = 0; r < bank.racks; r++) {
    let mv = 0;
    let off = 0;
    for (let k = 0; k < bank.cells; k++) {
      mv += bank.cellMv[base + r * bank.cells + k];
      off += bank.cellSocOff[base + r * bank.cells + k];
    }
    rackVoltage.push(r1(mv / 1000));
    rackSoc.push(r1(Math.min(100, Math.max(0, bank.soc[c] + off / bank.cells))));
  }
  const cellVoltageMv = new Array<number>(bank.perCluster);
  const cellTempDeciC = new Array<number>(bank.perCluster);
  for (let i = 0; i < bank.perCluster; i++) {
    cellVoltageMv[i] = Math.round(bank.cellMv[base + i]);
    cellTempDeciC[i] = Math.round(bank.cellTempDeci[base + i]);
  }
  return {
    ts,
    site: rt.site.config.site,
    containerNo: Math.floor(c / CLUSTERS_PER_CONTAINER) + 1,
    clusterNo: c + 1,
    racks: bank.racks,
    cellsPerRack: bank.cells,
    cellsPerPack: Math.min(CELLS_PER_PACK, bank.cells),
    soc: r2(bank.soc[c]),
    soh: r1(bank.soh[c]),
    voltage: r1(voltage),
    current: r1(current),
    power: r2(bank.powerKw[c]),
    status,
    rackVoltage,
    rackCurrent: rackVoltage.map(() => r1(current)),
    rackSoc,
    cellVoltageMv,
    cellTempDeciC,
  };
}

export function pcsPayload(rt: SiteRuntime, ts: number, faulted: Set<number>): PcsRealtime {
  const { site } = rt;
  const perPcsRated = site.pcsRatedKw / site.containers;
  const units: PcsRealtime['units'] = [];
  for (let k = 0; k < site.containers; k++) {
    // AC at the PCS terminals (what the meters count), DC on the battery side (losses.ts).
    let p = 0;
    let dc = 0;
    let v = 0;
    let n = 0;
    for (
      let c = k * CLUSTERS_PER_CONTAINER;
      c < Math.min(site.bank.clusters, (k + 1) * CLUSTERS_PER_CONTAINER);
      c++
    ) {
      p += site.bank.acKw[c];
      dc += site.bank.powerKw[c];
      v += clusterVoltage(site.bank, c);
      n++;
    }
    const dcVoltage = n ? v / n : 0;
    const load = Math.abs(p) / perPcsRated;
    units.push({
      pcsNo: k + 1,
      activePowerKw: r2(p),
      reactivePowerKvar: r2(p * 0.05),
      status: faulted.has(k + 1) ? 6 : Math.abs(p) < 0.05 ? 3 : 0,
      dcVoltage: r1(dcVoltage),
      dcCurrent: r1(dcVoltage > 0 ? (dc * 1000) / dcVoltage : 0),
      acVoltage: r1(400 + load * 2),
      frequencyHz: site.outage
        ? 50
        : Math.round(gridQuality(ts, secondsOfDay(ts), site.flows.grid).frequencyHz * 1000) / 1000,
      temperatureC: r1(site.ambientC + 8 + 25 * load),
    });
  }
  return { ts, units };
}

export function gridPayload(rt: SiteRuntime, ts: number): GridRealtime {
  const { site } = rt;
  const f = site.flows;
  const today = todayTotals(rt, ts);
  // The meter sees the grid's voltage as soon as it is back (breaker still open while connecting).
  const up = site.gridLink.state !== 'offGrid';
  const q = gridQuality(ts, secondsOfDay(ts), f.grid);
  // Phase current of the apparent power over the three phases at their voltages.
  const amps = (v: number) => (up && v > 0 ? (Math.abs(f.grid) * 1000) / (3 * v * q.powerFactor) : 0);
  return {
    ts,
    gridState: site.gridLink.state,
    gridPowerKw: r2(f.grid),
    // The site's load is inductive: Q = |P| · tan(acos pf).
    reactivePowerKvar: up ? r2(q.reactiveKvar) : 0,
    loadPowerKw: r2(f.load),
    voltage: up ? [r1(q.voltage[0]), r1(q.voltage[1]), r1(q.voltage[2])] : [0, 0, 0],
    current: [r1(amps(q.voltage[0])), r1(amps(q.voltage[1])), r1(amps(q.voltage[2]))],
    frequencyHz: up ? Math.round(q.frequencyHz * 1000) / 1000 : 0,
    powerFactor: up ? Math.round(q.powerFactor * 1000) / 1000 : 0,
    todayImportKwh: r2(today.gridImport),
    todayExportKwh: r2(today.gridExport),
    todayLoadKwh: r2(today.load),
  };
}

export const PV_INVERTERS = PV_INVERTER_COUNT;

/** 4 shutdown when disabled or stopped, 3 standby without output, else 0 normal. */
export function inverterStatus(inv: PvInverterControl): RunningStatusCode {
  if (!inv.enabled || !inv.running) return 4;
  return inv.outputKw > 0.05 ? 0 : 3;
}

export function pvPayload(rt: SiteRuntime, ts: number): PvRealtime {
  const { site } = rt;
  return {
    ts,
    powerKw: r2(site.flows.pv),
    capacityKw: site.config.pvKw,
    irradianceWm2:
      site.config.pvKw > 0 ? Math.round((site.pvControl.availableKw / site.config.pvKw) * 1000) : 0,
    todayEnergyKwh: r2(todayTotals(rt, ts).pv),
    inverters: site.pvControl.inverters.map((inv) => ({
      no: inv.no,
      powerKw: r2(inv.outputKw),
      status: inverterStatus(inv),
    })),
  };
}
