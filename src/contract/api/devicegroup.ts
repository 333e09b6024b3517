import type { GridState, RunningStatusCode } from '../status';

/*
 * Device-group and dashboard calls (spec §7 "Device groups and dashboard"). Every call takes an
 * optional `site` query (default WZ001); an unknown site or group answers code 400
 * 'Please enter the correct parameter!'.
 *
 * Encodings of the compressed real-time topics as the simulator publishes them: cluster topics
 * are binary zlib of the ClusterRealtime JSON; env topics are base64 text of gzip of the
 * EnvRealtime JSON, deliberately the other decoder path (the worker accepts zlib, gzip and base64
 * text of either).
 *
 * The schemas src/api reads these answers with are in ./devicegroup-answers.ts.
 */

/** Kinds of device group a site has. */
export type DeviceGroupType = 'storage' | 'pv' | 'grid' | 'generator' | 'chargingPile';

/** `GET devicegroup/selectSys`: the groups (subsystems) of the site. */
export interface DeviceGroup {
  /** Group number used as `no` / `groupNo` by the other calls, e.g. `WZ001-ESS-1`. */
  groupNo: string;
  name: string;
  nameEn: string;
  type: DeviceGroupType;
  /** Storage groups: the container number; absent otherwise. */
  containerNo?: number;
  /** Storage groups: cluster numbers in the container. */
  clusterNos?: number[];
}

/** `GET devicegroup/selectAll?no=`: the devices of one group. */
export interface GroupDevice {
  deviceId: string;
  deviceName: string;
  deviceNameEn: string;
  /** `bms`, `pcs`, `env`, `pv`, `meter`, `fdj`, `chargingPile`. */
  type: string;
  groupNo: string;
  serialNumber: string;
  status: RunningStatusCode;
}

/** `GET devicegroup/getRealPower`: present power of every flow, kW (signs as the realtime topics). */
export interface RealPower {
  ts: number;
  pvPowerKw: number;
  loadPowerKw: number;
  gridPowerKw: number;
  storagePowerKw: number;
  generatorPowerKw: number;
  /** The reporting charging piles' power (a silent pile's is not known: issue 27). */
  chargingPowerKw: number;
  /** Set while some charging piles do not report: how many do (extension, issue 27). */
  chargingPilesReporting?: number;
  /** Of how many piles (with chargingPilesReporting; extension). */
  chargingPilesTotal?: number;
  /** Auxiliary load (HVAC, BMS, PCS standby), kW; optional extension (realtime-payloads.ts balance). */
  auxPowerKw?: number;
  soc: number;
}

/** One rack's cell-voltage balance. */
export interface RackBalance {
  rackNo: number;
  maxMv: number;
  minMv: number;
  avgMv: number;
  spreadMv: number;
}

/** Inflated `data` of `GET devicegroup/rackBalance/zip` (base64 zlib JSON). */
export interface RackBalanceZip {
  clusters: Array<{ clusterNo: number; racks: RackBalance[] }>;
}

/** `GET devicegroup/initUIP`: voltage (V), current (A, + discharge), power (kW) per cluster. */
export interface ClusterUip {
  clusterNo: number;
  containerNo: number;
  voltage: number;
  current: number;
  power: number;
  soc: number;
  status: RunningStatusCode;
}

/** `GET devicegroup/getDuiModel`: the station battery stack as one unit. */
export interface StackModel {
  capacityKwh: number;
  soc: number;
  soh: number;
  voltage: number;
  current: number;
  power: number;
  /** Energy that fits until the upper SOC limit, kWh. */
  chargeableKwh: number;
  /** Energy available down to the lower SOC limit, kWh. */
  dischargeableKwh: number;
  ratedPowerKw: number;
  clusters: number;
  racks: number;
  cellsPerRack: number;
  socUpperLimit: number;
  socLowerLimit: number;
}

/** `GET devicegroup/getTotalSOCAndStatus`. */
export interface TotalSocAndStatus {
  soc: number;
  /** Worst cluster status: 6 alarm if any, else the most common. */
  status: RunningStatusCode;
  clusters: Array<{ clusterNo: number; soc: number; status: RunningStatusCode }>;
}

/** One rack in `GET devicegroup/initDetailUIP?no=<clusterNo>`. */
export interface RackUip {
  rackNo: number;
  voltage: number;
  current: number;
  soc: number;
  maxMv: number;
  minMv: number;
  maxTempC: number;
  minTempC: number;
}

/** `GET devicegroup/initDetailUIP?no=<clusterNo>`. */
export interface ClusterDetailUip extends ClusterUip {
  racks: RackUip[];
}

/** `GET devicegroup/rackMaxMinInfo[?no=<clusterNo>]`: extremes per cluster, positions 1-based. */
export interface RackMaxMinInfo {
  clusterNo: number;
  maxMv: number;
  maxMvRack: number;
  maxMvCell: number;
  minMv: number;
  minMvRack: number;
  minMvCell: number;
  maxTempC: number;
  maxTempRack: number;
  maxTempCell: number;
  minTempC: number;
  minTempRack: number;
  minTempCell: number;
  spreadMv: number;
}

/** Inflated `data` of `GET ems/status/zip?no=<gatewayNo>`. */
export interface EmsStatusZip {
  gatewayNo: string;
  online: boolean;
  mode: 'manual' | 'auto' | 'proxy';
  gridState: GridState;
  soc: number;
  storagePowerKw: number;
  pcs: Array<{ pcsNo: number; activePowerKw: number; status: RunningStatusCode }>;
  clusters: Array<{ clusterNo: number; soc: number; status: RunningStatusCode }>;
  ts: number;
}

/**
 * `GET powerGrid/data?no=<grid groupNo>`: the grid meter. The optional fields are there when the
 * chosen grid meter model has them (node-config.ts `DEVICE_MODELS.grid`; `phases` = voltage and
 * current).
 */
export interface PowerGridData {
  groupNo: string;
  gridState: GridState;
  /** kW, positive = import from the grid. */
  gridPowerKw: number;
  /** kvar, positive = inductive. */
  reactivePowerKvar?: number;
  loadPowerKw: number;
  voltage?: [number, number, number];
  current?: [number, number, number];
  frequencyHz?: number;
  powerFactor?: number;
  todayImportKwh: number;
  todayExportKwh: number;
  todayLoadKwh: number;
  ts: number;
}

/** One generator in `GET device/group/fdj?groupNo=`. */
export interface GeneratorDevice {
  fdjId: string;
  name: string;
  nameEn: string;
  ratedKw: number;
}

/**
 * `GET fdj/getFdjData?fdjId=`. `status`: 1 standby, 2 stopped, 3 running, 4 error. Of the measured
 * fields only those of the chosen generator model (node-config.ts `DEVICE_MODELS.fdj`).
 */
export interface GeneratorData extends Omit<GeneratorDevice, 'ratedKw'> {
  ratedKw?: number;
  status: number;
  powerKw: number;
  fuelPercent?: number;
  runHours?: number;
  todayEnergyKwh?: number;
  ts: number;
}
