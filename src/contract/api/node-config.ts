import { z } from 'zod';
import { wireStr } from '../wire';

/*
 * Multi-device support (deviceChooseSys; spec §2 "switching between models of the same device
 * type", §7 "Multi-device-support node config get and set"). Paths are ours; optional `site`.
 * - `GET nodeConfig/get`: the model chosen for each device type ({@link NodeConfig}).
 * - `POST nodeConfig/set` body {@link NodeConfigSet}: chooses a model; an unknown type or model
 *   answers 400 'Please enter the correct parameter!'. Administrators only; logged.
 * The fields each model shows are fixed here, so the console and the simulator agree: the pvSys
 * inverter table, the fdjSys generator card and the electricSys figures show the chosen model's
 * fields, and the simulator's answers carry only those.
 */

export const DEVICE_MODEL_TYPES = ['bms', 'pv', 'fdj', 'grid'] as const;
export type DeviceModelType = (typeof DEVICE_MODEL_TYPES)[number];

/**
 * Every field a model of each type may have: keys of the payload the type's page reads —
 * `devicegroup/getDuiModel` (bms), one `pvdetails/list` row (pv), `fdj/getFdjData` (fdj),
 * `powerGrid/data` (grid; `phases` is its `voltage` and `current` per phase). A model shows a
 * subset; the simulator leaves out of pv, fdj and grid answers the fields the chosen model lacks.
 */
export const MODEL_FIELDS = {
  bms: [
    'soc',
    'soh',
    'voltage',
    'current',
    'power',
    'capacityKwh',
    'chargeableKwh',
    'dischargeableKwh',
    'ratedPowerKw',
    'socUpperLimit',
    'socLowerLimit',
  ],
  pv: ['status', 'powerKw', 'powerLimitKw', 'ratedKw', 'todayEnergyKwh', 'enable', 'run', 'strings'],
  fdj: ['status', 'powerKw', 'ratedKw', 'todayEnergyKwh', 'runHours', 'fuelPercent'],
  grid: [
    'gridState',
    'gridPowerKw',
    'reactivePowerKvar',
    'powerFactor',
    'frequencyHz',
    'loadPowerKw',
    'todayImportKwh',
    'todayExportKwh',
    'todayLoadKwh',
    'phases',
  ],
} as const satisfies Record<DeviceModelType, readonly string[]>;

export type ModelFieldOf<T extends DeviceModelType> = (typeof MODEL_FIELDS)[T][number];
export type ModelField = ModelFieldOf<DeviceModelType>;

export interface DeviceModel {
  id: string;
  name: string;
  nameEn: string;
  fields: readonly ModelField[];
}

/*
 * Models are named by what they report (issue 30: 'A 型 / B 型' read like placeholders), so the
 * storage page's heading reads '电池堆 · 电芯监测型' / 'Battery stack · Cell-monitoring model'.
 */
export const DEVICE_MODELS: Readonly<Record<DeviceModelType, readonly DeviceModel[]>> = {
  bms: [
    {
      id: 'stack-a',
      name: '电芯监测型',
      nameEn: 'Cell-monitoring model',
      fields: ['soc', 'soh', 'voltage', 'current', 'power', 'capacityKwh'],
    },
    {
      id: 'stack-b',
      name: '能量管理型',
      nameEn: 'Energy-management model',
      fields: ['soc', 'chargeableKwh', 'dischargeableKwh', 'ratedPowerKw', 'socUpperLimit', 'socLowerLimit'],
    },
  ],
  pv: [
    {
      id: 'inverter-a',
      name: '组串监测型',
      nameEn: 'String-monitoring model',
      fields: ['status', 'powerKw', 'powerLimitKw', 'ratedKw', 'todayEnergyKwh', 'strings'],
    },
    {
      id: 'inverter-b',
      name: '功率电量型',
      nameEn: 'Power-and-energy model',
      fields: ['powerKw', 'todayEnergyKwh', 'enable', 'run'],
    },
  ],
  fdj: [
    {
      id: 'diesel-a',
      name: '油位监测型',
      nameEn: 'Fuel-monitoring model',
      fields: ['status', 'powerKw', 'ratedKw', 'todayEnergyKwh', 'runHours', 'fuelPercent'],
    },
    {
      id: 'diesel-b',
      name: '运行时长型',
      nameEn: 'Run-hours model',
      fields: ['status', 'powerKw', 'runHours'],
    },
  ],
  grid: [
    {
      id: 'meter-a',
      name: '分相电能质量型',
      nameEn: 'Per-phase power-quality model',
      fields: [
        'gridState',
        'gridPowerKw',
        'reactivePowerKvar',
        'powerFactor',
        'frequencyHz',
        'loadPowerKw',
        'todayImportKwh',
        'todayExportKwh',
        'todayLoadKwh',
        'phases',
      ],
    },
    {
      id: 'meter-b',
      name: '关口计量型',
      nameEn: 'Revenue-metering model',
      fields: ['gridState', 'gridPowerKw', 'loadPowerKw', 'todayImportKwh', 'todayExportKwh', 'todayLoadKwh'],
    },
  ],
};

/** The chosen model id per device type. */
export type NodeConfig = Record<DeviceModelType, string>;

export interface NodeConfigSet {
  type: DeviceModelType;
  model: string;
}

export const DEFAULT_NODE_CONFIG: NodeConfig = {
  bms: 'stack-a',
  pv: 'inverter-a',
  fdj: 'diesel-a',
  grid: 'meter-a',
};

/** The model chosen for `type` (the first model when the config is absent or names none). */
export function chosenModel(type: DeviceModelType, config?: Partial<NodeConfig> | null): DeviceModel {
  const id = config?.[type] || DEFAULT_NODE_CONFIG[type];
  return DEVICE_MODELS[type].find((m) => m.id === id) ?? DEVICE_MODELS[type][0];
}

/** True when the model has the field (for fields outside the type's list, always true). */
export function modelHas(model: DeviceModel, field: ModelField): boolean {
  return model.fields.includes(field);
}

/**
 * A payload as a device of the model answers it: the type's fields the model lacks are left out
 * (`phases` stands for `voltage` and `current`); identity and other keys stay.
 */
export function keepModelFields<T extends object>(type: DeviceModelType, model: DeviceModel, payload: T): T {
  const out = { ...payload } as Record<string, unknown>;
  for (const f of MODEL_FIELDS[type] as readonly ModelField[]) {
    if (model.fields.includes(f)) continue;
    for (const key of f === 'phases' ? ['voltage', 'current'] : [f]) delete out[key];
  }
  return out as T;
}

/** Reads a {@link NodeConfig} as a real backend may send it (a missing type reads as '': its first model). */
export const nodeConfigSchema: z.ZodType<NodeConfig> = z.object({
  bms: wireStr,
  pv: wireStr,
  fdj: wireStr,
  grid: wireStr,
});
