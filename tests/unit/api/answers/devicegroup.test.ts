import { describe, expect, it } from 'vitest';
import {
  getClusterDetail,
  getClusterUips,
  getDeviceGroups,
  getRackBalance,
  getRackMaxMin,
  getRealPower,
  getStackModel,
} from '@/api/devicegroup';
import { getDayCurves, getGeneratorData, getGenerators, getPowerGrid } from '@/api/grid';
import {
  clusterDetailUipSchema,
  clusterUipSchema,
  deviceGroupSchema,
  generatorDataSchema,
  generatorDeviceSchema,
  powerGridDataSchema,
  rackBalanceZipSchema,
  rackMaxMinInfoSchema,
  realPowerSchema,
  stackModelSchema,
} from '@/contract/api/devicegroup-answers';
import { wireArray, wireNullable } from '@/contract/wire';
import { describeAnswers } from '../answer-fuzz';
import { zipped } from './zip';

const q = { site: 'WZ001' };

describeAnswers('src/api/devicegroup.ts', [
  {
    path: 'devicegroup/selectSys',
    schema: wireArray(deviceGroupSchema),
    call: () => getDeviceGroups(q),
    absent: [],
  },
  {
    path: 'devicegroup/getRealPower',
    schema: wireNullable(realPowerSchema),
    call: () => getRealPower(q),
    absent: null,
  },
  {
    path: 'devicegroup/rackBalance/zip',
    schema: wireNullable(rackBalanceZipSchema),
    call: () => getRackBalance(q),
    absent: null,
    encode: zipped,
  },
  {
    path: 'devicegroup/initUIP',
    schema: wireArray(clusterUipSchema),
    call: () => getClusterUips(q),
    absent: [],
  },
  {
    path: 'devicegroup/getDuiModel',
    schema: wireNullable(stackModelSchema),
    call: () => getStackModel(q),
    absent: null,
  },
  {
    path: 'devicegroup/initDetailUIP',
    schema: wireNullable(clusterDetailUipSchema),
    call: () => getClusterDetail(1, q),
    absent: null,
  },
  {
    path: 'devicegroup/rackMaxMinInfo',
    schema: wireArray(rackMaxMinInfoSchema),
    call: () => getRackMaxMin(1, q),
    absent: [],
  },
]);

describeAnswers('src/api/grid.ts', [
  {
    path: 'powerGrid/data',
    schema: wireNullable(powerGridDataSchema),
    call: () => getPowerGrid('WZ001', 'G1'),
    absent: null,
  },
  {
    path: 'device/group/fdj',
    schema: wireArray(generatorDeviceSchema),
    call: () => getGenerators('WZ001', 'F1'),
    absent: [],
  },
  {
    path: 'fdj/getFdjData',
    schema: wireNullable(generatorDataSchema),
    call: () => getGeneratorData('WZ001', '1'),
    absent: null,
  },
]);

describe('getDayCurves', () => {
  it('is built on the parsed history points (a code-404 day has empty curves)', async () => {
    const { startAnswerServer } = await import('../answer-server');
    const station = await startAnswerServer();
    try {
      expect(await getDayCurves('WZ001', '2026-11-26', ['pvKw'])).toEqual({ pvKw: [] });
    } finally {
      await station.close();
    }
  });
});
