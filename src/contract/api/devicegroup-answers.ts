import { z } from 'zod';
import { GRID_STATES, RUNNING_STATUS } from '../status';
import { wireArray, wireIdText, wireNum, wireNumLiteral, wireStr } from '../wire';
import type {
  ClusterDetailUip,
  ClusterUip,
  DeviceGroup,
  GeneratorData,
  GeneratorDevice,
  PowerGridData,
  RackBalanceZip,
  RackMaxMinInfo,
  RealPower,
  StackModel,
} from './devicegroup';

/*
 * Schemas of the device-group and dashboard answers (./devicegroup.ts) as a real backend may send
 * them (ARCHITECTURE.md §3: numbers as text, ids as numbers, null or missing lists, extra fields):
 * src/api reads every answer with them.
 */

const status = wireNumLiteral(RUNNING_STATUS);
const gridState = z.enum(GRID_STATES);
const phases = z.tuple([wireNum, wireNum, wireNum]);

export const deviceGroupSchema: z.ZodType<DeviceGroup> = z.object({
  groupNo: wireIdText,
  name: wireStr,
  nameEn: wireStr,
  type: z.enum(['storage', 'pv', 'grid', 'generator', 'chargingPile']),
  containerNo: wireNum.optional(),
  clusterNos: wireArray(wireNum).optional(),
});

export const realPowerSchema: z.ZodType<RealPower> = z.object({
  ts: wireNum,
  pvPowerKw: wireNum,
  loadPowerKw: wireNum,
  gridPowerKw: wireNum,
  storagePowerKw: wireNum,
  generatorPowerKw: wireNum,
  chargingPowerKw: wireNum,
  chargingPilesReporting: wireNum.optional(),
  chargingPilesTotal: wireNum.optional(),
  auxPowerKw: wireNum.optional(),
  soc: wireNum,
});

export const rackBalanceZipSchema: z.ZodType<RackBalanceZip> = z.object({
  clusters: wireArray(
    z.object({
      clusterNo: wireNum,
      racks: wireArray(
        z.object({ rackNo: wireNum, maxMv: wireNum, minMv: wireNum, avgMv: wireNum, spreadMv: wireNum }),
      ),
    }),
  ),
});

const clusterUipShape = {
  clusterNo: wireNum,
  containerNo: wireNum,
  voltage: wireNum,
  current: wireNum,
  power: wireNum,
  soc: wireNum,
  status,
};
export const clusterUipSchema: z.ZodType<ClusterUip> = z.object(clusterUipShape);

export const stackModelSchema: z.ZodType<StackModel> = z.object({
  capacityKwh: wireNum,
  soc: wireNum,
  soh: wireNum,
  voltage: wireNum,
  current: wireNum,
  power: wireNum,
  chargeableKwh: wireNum,
  dischargeableKwh: wireNum,
  ratedPowerKw: wireNum,
  clusters: wireNum,
  racks: wireNum,
  cellsPerRack: wireNum,
  socUpperLimit: wireNum,
  socLowerLimit: wireNum,
});

export const clusterDetailUipSchema: z.ZodType<ClusterDetailUip> = z.object({
  ...clusterUipShape,
  racks: wireArray(
    z.object({
      rackNo: wireNum,
      voltage: wireNum,
      current: wireNum,
      soc: wireNum,
      maxMv: wireNum,
      minMv: wireNum,
      maxTempC: wireNum,
      minTempC: wireNum,
    }),
  ),
});

export const rackMaxMinInfoSchema: z.ZodType<RackMaxMinInfo> = z.object({
  clusterNo: wireNum,
  maxMv: wireNum,
  maxMvRack: wireNum,
  maxMvCell: wireNum,
  minMv: wireNum,
  minMvRack: wireNum,
  minMvCell: wireNum,
  maxTempC: wireNum,
  maxTempRack: wireNum,
  maxTempCell: wireNum,
  minTempC: wireNum,
  minTempRack: wireNum,
  minTempCell: wireNum,
  spreadMv: wireNum,
});

export const powerGridDataSchema: z.ZodType<PowerGridData> = z.object({
  groupNo: wireIdText,
  gridState,
  gridPowerKw: wireNum,
  reactivePowerKvar: wireNum.optional(),
  loadPowerKw: wireNum,
  voltage: phases.optional(),
  current: phases.optional(),
  frequencyHz: wireNum.optional(),
  powerFactor: wireNum.optional(),
  todayImportKwh: wireNum,
  todayExportKwh: wireNum,
  todayLoadKwh: wireNum,
  ts: wireNum,
});

export const generatorDeviceSchema: z.ZodType<GeneratorDevice> = z.object({
  fdjId: wireIdText,
  name: wireStr,
  nameEn: wireStr,
  ratedKw: wireNum,
});

export const generatorDataSchema: z.ZodType<GeneratorData> = z.object({
  fdjId: wireIdText,
  name: wireStr,
  nameEn: wireStr,
  ratedKw: wireNum.optional(),
  status: wireNum,
  powerKw: wireNum,
  fuelPercent: wireNum.optional(),
  runHours: wireNum.optional(),
  todayEnergyKwh: wireNum.optional(),
  ts: wireNum,
});
