import { getOperationLogs, getOperationLogUpdateTime } from '@/api/oplog';
import {
  getPvDetails,
  getPvDetailsList,
  getPvManualState,
  setPvEnable,
  setPvPower,
  setPvRun,
} from '@/api/pv';
import { EMPTY_PAGE } from '@/api/read-answer';
import { getAvailability, listShutdowns, removeShutdowns, saveShutdown } from '@/api/shutdown';
import { operationLogSchema, operationLogUpdateTimeSchema } from '@/contract/api/oplog';
import {
  pvDetailsRowSchema,
  pvDetailsShowSchema,
  pvInverterStateSchema,
  pvManualStateSchema,
} from '@/contract/api/pv';
import { monthAvailabilitySchema, removedCountSchema, shutdownRecordSchema } from '@/contract/api/shutdown';
import { wireArray, wireNullable, wirePage } from '@/contract/wire';
import { describeAnswers, REJECTS } from '../answer-fuzz';

describeAnswers('src/api/oplog.ts', [
  {
    path: 'log/his/page',
    schema: wirePage(operationLogSchema),
    call: () => getOperationLogs({ current: 1, size: 20 }),
    absent: EMPTY_PAGE,
  },
  {
    path: 'log/his/updatetime',
    schema: operationLogUpdateTimeSchema,
    call: () => getOperationLogUpdateTime('WZ001'),
    absent: null,
  },
]);

const input = {
  reason: 'overhaul',
  startTime: '2026-11-01 00:00:00',
  endTime: '2026-11-02 00:00:00',
  remark: '',
} as const;
describeAnswers('src/api/shutdown.ts', [
  {
    path: 'shutdown/list',
    schema: wirePage(shutdownRecordSchema),
    call: () => listShutdowns('WZ001', { current: 1, size: 20 }),
    absent: EMPTY_PAGE,
  },
  {
    path: 'shutdown/save',
    schema: shutdownRecordSchema,
    call: () => saveShutdown('WZ001', input),
    absent: REJECTS,
  },
  {
    path: 'shutdown/remove',
    schema: removedCountSchema,
    call: () => removeShutdowns('WZ001', ['1']),
    absent: REJECTS,
  },
  {
    path: 'shutdown/availability',
    schema: wireArray(monthAvailabilitySchema),
    call: () => getAvailability('WZ001', 2026),
    absent: [],
  },
]);

describeAnswers('src/api/pv.ts', [
  {
    path: 'pvControl/manualState',
    schema: wireNullable(pvManualStateSchema),
    call: () => getPvManualState('WZ001'),
    absent: null,
  },
  {
    path: 'pvControl/runSet',
    schema: pvInverterStateSchema,
    call: () => setPvRun('WZ001', 1, 1),
    absent: REJECTS,
  },
  {
    path: 'pvControl/pvenableSet',
    schema: pvInverterStateSchema,
    call: () => setPvEnable('WZ001', 1, 0),
    absent: REJECTS,
  },
  {
    path: 'pvControl/powerSet',
    schema: pvInverterStateSchema,
    call: () => setPvPower('WZ001', 1, 5),
    absent: REJECTS,
  },
  {
    path: 'pvdetails/show',
    schema: wireNullable(pvDetailsShowSchema),
    call: () => getPvDetails('WZ001'),
    absent: null,
  },
  {
    path: 'pvdetails/list',
    schema: wirePage(pvDetailsRowSchema),
    call: () => getPvDetailsList('WZ001'),
    absent: EMPTY_PAGE,
  },
]);
