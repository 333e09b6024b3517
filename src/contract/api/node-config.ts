/*
 * Multi-device support (deviceChooseSys; spec §2 "switching between models of the same device
 * type", §7 "Multi-device-support node config get and set"). Paths are ours; optional `site`.
 * - `GET nodeConfig/get`: the model chosen for each device type ({@link NodeConfig}).
 * - `POST nodeConfig/set` body {@link NodeConfigSet}: chooses a model; an unknown type or model
 *   answers 400 'Please enter the correct parameter!'. Administrators only; logged.
 * The fields each model shows are fixed here, so the console and the simulator agree.
 */

export const DEVICE_MODEL_TYPES = ['bms', 'pv'] as const;
export type DeviceModelType = (typeof DEVICE_MODEL_TYPES)[number];

/** Fields of `devicegroup/getDuiModel` (bms) and of one `pvdetails/list` row (pv). */
export type ModelField =
  | 'soc'
  | 'soh'
  | 'voltage'
  | 'current'
  | 'power'
  | 'capacityKwh'
  | 'chargeableKwh'
  | 'dischargeableKwh'
  | 'ratedPowerKw'
  | 'socUpperLimit'
  | 'socLowerLimit'
  | 'powerKw'
  | 'powerLimitKw'
  | 'ratedKw'
  | 'todayEnergyKwh'
  | 'status'
  | 'enable'
  | 'run';

export interface DeviceModel {
  id: string;
  name: string;
  nameEn: string;
  fields: readonly ModelField[];
}

export const DEVICE_MODELS: Readonly<Record<DeviceModelType, readonly DeviceModel[]>> = {
  bms: [
    {
      id: 'stack-a',
      name: '电池堆 A 型（电芯监测）',
      nameEn: 'Battery stack type A (cell monitoring)',
      fields: ['soc', 'soh', 'voltage', 'current', 'power', 'capacityKwh'],
    },
    {
      id: 'stack-b',
      name: '电池堆 B 型（能量管理）',
      nameEn: 'Battery stack type B (energy management)',
      fields: ['soc', 'chargeableKwh', 'dischargeableKwh', 'ratedPowerKw', 'socUpperLimit', 'socLowerLimit'],
    },
  ],
  pv: [
    {
      id: 'inverter-a',
      name: '组串式逆变器 A 型',
      nameEn: 'String inverter type A',
      fields: ['powerKw', 'powerLimitKw', 'ratedKw', 'status'],
    },
    {
      id: 'inverter-b',
      name: '组串式逆变器 B 型',
      nameEn: 'String inverter type B',
      fields: ['powerKw', 'todayEnergyKwh', 'enable', 'run'],
    },
  ],
};

/** The chosen model id per device type. */
export type NodeConfig = Record<DeviceModelType, string>;

export interface NodeConfigSet {
  type: DeviceModelType;
  model: string;
}

export const DEFAULT_NODE_CONFIG: NodeConfig = { bms: 'stack-a', pv: 'inverter-a' };
