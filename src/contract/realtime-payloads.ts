import type { AlarmRecord } from './alarm';
import type { ChargingPileState, ControlMode, GridState, RunningStatusCode } from './status';

/*
 * Payloads of the real-time topics in ./topics.ts, as the simulator publishes them (after
 * inflating, for the compressed ones). Power in kW, energy in kWh, `ts` in epoch milliseconds.
 * Sign conventions (spec §5): storage/PCS active power positive = discharge, negative = charge;
 * reactive power positive = inductive; grid power positive = import from the grid, negative =
 * export. Balance: gridPowerKw = loadPowerKw - pvPowerKw - storagePowerKw - generatorPowerKw
 * + auxPowerKw, where loadPowerKw includes the charging piles (chargingPowerKw is that share) and
 * auxPowerKw is the storage system's own consumption (HVAC, BMS; 0 when a station does not send it).
 */

/** Station overview, topic `topics.station`. */
export interface StationRealtime {
  ts: number;
  site: string;
  mode: ControlMode;
  gridState: GridState;
  pvPowerKw: number;
  loadPowerKw: number;
  gridPowerKw: number;
  storagePowerKw: number;
  generatorPowerKw: number;
  /** The reporting charging piles' power, kW (a silent pile's is not known: issue 27). */
  chargingPowerKw: number;
  /** Set while some charging piles do not report: how many do (extension, issue 27). */
  chargingPilesReporting?: number;
  /** Of how many piles (with chargingPilesReporting; extension). */
  chargingPilesTotal?: number;
  /** Auxiliary load of the storage system (HVAC, BMS, PCS standby), kW; optional extension. */
  auxPowerKw?: number;
  /** Station SOC, percent 0–100, capacity-weighted over clusters. */
  soc: number;
  socUpperLimit: number;
  socLowerLimit: number;
  capacityKwh: number;
  todayChargeKwh: number;
  todayDischargeKwh: number;
  todayPvKwh: number;
  /** Today's revenue in yuan (discharge value minus charge cost at the active price template). */
  todayRevenue: number;
  activeAlarms: { l1: number; l2: number; l3: number };
}

/** One battery cluster with its racks and cells, topic `topics.cluster` (compressed). */
export interface ClusterRealtime {
  ts: number;
  site: string;
  containerNo: number;
  clusterNo: number;
  racks: number;
  cellsPerRack: number;
  /** Packs are consecutive runs of this many cells within a rack. */
  cellsPerPack: number;
  soc: number;
  soh: number;
  /** Volts. */
  voltage: number;
  /** Amps, positive = discharge. */
  current: number;
  /** kW, positive = discharge. */
  power: number;
  status: RunningStatusCode;
  rackVoltage: number[];
  rackCurrent: number[];
  rackSoc: number[];
  /** Millivolts, length racks*cellsPerRack, index = rack*cellsPerRack + cell (rack-major). */
  cellVoltageMv: number[];
  /** Tenths of °C, same layout as cellVoltageMv. */
  cellTempDeciC: number[];
}

/** Power conversion systems, topic `topics.pcs`. */
export interface PcsRealtime {
  ts: number;
  units: Array<{
    pcsNo: number;
    /** kW, positive = discharge. */
    activePowerKw: number;
    /** kvar, positive = inductive. */
    reactivePowerKvar: number;
    status: RunningStatusCode;
    dcVoltage: number;
    dcCurrent: number;
    acVoltage: number;
    frequencyHz: number;
    temperatureC: number;
  }>;
}

/** Grid connection point and site load, topic `topics.grid`. */
export interface GridRealtime {
  ts: number;
  gridState: GridState;
  /** kW, positive = import. */
  gridPowerKw: number;
  /** kvar at the grid connection point, positive = inductive. */
  reactivePowerKvar: number;
  loadPowerKw: number;
  /** Phase voltages (V) and currents (A), L1–L3. */
  voltage: [number, number, number];
  current: [number, number, number];
  frequencyHz: number;
  powerFactor: number;
  todayImportKwh: number;
  todayExportKwh: number;
  todayLoadKwh: number;
}

/** Photovoltaic plant, topic `topics.pv`. */
export interface PvRealtime {
  ts: number;
  powerKw: number;
  capacityKw: number;
  irradianceWm2: number;
  todayEnergyKwh: number;
  inverters: Array<{ no: number; powerKw: number; status: RunningStatusCode }>;
}

/** Diesel generators, topic `topics.generator`. */
export interface GeneratorRealtime {
  ts: number;
  units: Array<{
    fdjId: string;
    /** {@link GeneratorStatusCode}: 1 standby, 2 stopped, 3 running, 4 error; any other value is unknown. */
    status: number;
    powerKw: number;
    fuelPercent: number;
    runHours: number;
  }>;
}

/** Charging piles, topic `topics.chargingPiles`. */
export interface ChargingPileRealtime {
  ts: number;
  piles: Array<{
    no: number;
    state: ChargingPileState;
    powerKw: number;
    sessionEnergyKwh: number;
    vehicleSoc: number | null;
  }>;
}

/** Environment card kinds (spec §1). */
export type EnvCardKind = 'airConditioner' | 'fire' | 'flooding' | 'liquidCooling';

/** A card field's command (environment template: write service and identifier, button, values). */
export interface EnvFieldControl {
  service: string;
  identifier: string;
  button: string;
  /** The button in English (issue 30); absent from a station that names it in one language. */
  buttonEn?: string;
  command: string;
  key: string;
}

/** One container's environment cards, topic `topics.env` (compressed). */
export interface EnvRealtime {
  ts: number;
  containerNo: number;
  cards: Array<{
    envId: number;
    kind: EnvCardKind;
    nameZh: string;
    nameEn: string;
    /** The environment template the card is built from and the device it shows (issue 27). */
    templateId?: number;
    deviceId?: string;
    fields: Array<{
      identifier: string;
      nameZh: string;
      nameEn: string;
      value: number | string;
      unit?: string;
      /** For coded values: value → label in each language. */
      dict?: Record<string, { zh: string; en: string }>;
      /** The field's button: what it writes and the read-back value that confirms it. */
      control?: EnvFieldControl;
    }>;
  }>;
}

/** Active (not cleared) alarms, topic `topics.alarm`; the full set each time. */
export interface AlarmRealtime {
  ts: number;
  active: AlarmRecord[];
}
