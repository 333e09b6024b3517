import type { Page } from '../../../src/contract/envelope';
import { templateInput } from '../../helpers/strategy-template';
import { day, firstChargeId, type Sample, type SweepContext, type SweepState } from './route-sweep-common';
import { apiData, simHook } from './sim-api';

const sweepTemplate = templateInput({ name: 'Sweep', socUpper: 95, socLower: 10, antiReverseFlow: true });

/**
 * Energy management, PV control, shutdowns, charging sessions, firmware upgrade and the northbound
 * interface for the route sweep, in call order (after the price samples).
 */
export function operationSamples(ctx: SweepContext, state: SweepState): Record<string, Sample> {
  return {
    // Energy management (strategySys)
    'POST strategy/template/save': { kind: 'data', request: () => ({ body: sweepTemplate }) },
    'GET strategy/template/detail': { kind: 'data', request: () => ({ query: { id: state.templateId } }) },
    'POST strategy/template/copy': { kind: 'data', request: () => ({ query: { id: state.templateId } }) },
    'POST strategy/template/deliver': { kind: 'data', request: () => ({ query: { id: state.templateId } }) },
    'POST strategy/plan/save': {
      kind: 'data',
      request: () => ({
        body: {
          name: 'Sweep',
          startDate: day,
          endDate: day,
          templateId: state.templateId,
          cycle: 'daily',
          weekdays: [],
          monthDays: [],
          priority: 1,
        },
      }),
    },
    'POST strategy/plan/remove': { kind: 'data', request: () => ({ query: { ids: state.planId } }) },
    'POST strategy/template/remove': { kind: 'data', request: () => ({ query: { ids: state.copyId } }) },
    'POST strategy/proxy/set': { kind: 'data', request: () => ({ query: { power: 0 } }) },
    'POST bms/system/state/set': { kind: 'data', request: () => ({ query: { state: 1 } }) },
    'POST bms/system/index/set': { kind: 'data', request: () => ({ query: { index: 1 } }) },
    'POST pvControl/runSet': { kind: 'data', request: () => ({ body: { no: 1, run: 1 } }) },
    'POST pvControl/pvenableSet': { kind: 'data', request: () => ({ body: { no: 1, enable: 1 } }) },
    'POST pvControl/powerSet': { kind: 'data', request: () => ({ body: { no: 1, power: 50 } }) },
    'POST shutdown/save': {
      kind: 'data',
      request: () => ({
        body: { reason: 'holiday', startTime: `${day} 00:00:00`, endTime: `${day} 01:00:00`, remark: '' },
      }),
    },
    'POST shutdown/remove': {
      kind: 'data',
      request: async () => {
        const page = await apiData<Page<{ id: string }>>(ctx().sim, 'shutdown/list', { token: ctx().admin });
        return { query: { ids: page.records[0]?.id ?? 'none' } };
      },
    },
    'POST emsChargeData/add': {
      kind: 'data',
      request: () => ({
        body: {
          pileNo: 1,
          startTime: `${day} 00:00:00`,
          endTime: `${day} 01:00:00`,
          meterStart: 1,
          meterStop: 11,
          rate: 1,
        },
      }),
    },
    'POST emsChargeData/update': {
      kind: 'data',
      request: async () => {
        const d = await apiData<Record<string, unknown>>(ctx().sim, 'emsChargeData/detail', {
          token: ctx().admin,
          query: { id: await firstChargeId(ctx) },
        });
        return { body: { ...d, rate: 1.1 } };
      },
    },
    'POST emsChargeData/changeRate': {
      kind: 'data',
      request: async () => ({ body: { id: await firstChargeId(ctx), rate: 1.2 } }),
    },
    'POST emsChargeData/changeEnergy': {
      kind: 'data',
      request: async () => ({ body: { id: await firstChargeId(ctx), energy: 5 } }),
    },
    'POST nodeConfig/set': { kind: 'data', request: () => ({ body: { type: 'bms', model: 'stack-b' } }) },
    'POST emsChargeData/delete': {
      kind: 'data',
      request: async () => ({ query: { ids: await firstChargeId(ctx) } }),
    },
    // Firmware upgrade (issue 26).
    'GET upgrade/list': { kind: 'data' },
    'POST upgrade/start': {
      kind: 'data',
      // The pre-flight refuses while the PCS runs outside the safe SOC band, which the sweep's
      // station may do at any hour: hold its storage at 0 kW (idle) for the start.
      request: async () => {
        await simHook(ctx().sim, 'storage', { site: 'WZ001', powerKw: 0 });
        await simHook(ctx().sim, 'advance', { seconds: 2 });
        return { body: { deviceId: 'WZ001-EMS-001', packageId: 'pkg-ems-350' } };
      },
    },
    'POST upgrade/stop': {
      kind: 'data',
      request: async () => {
        const o = await apiData<{ tasks: Array<{ id: string; status: string }> }>(ctx().sim, 'upgrade/list', {
          token: ctx().admin,
        });
        await simHook(ctx().sim, 'storage', { site: 'WZ001', powerKw: null });
        return { query: { id: o.tasks.find((t) => t.status === 'upgrading')?.id ?? '' } };
      },
    },
    // Northbound interface, data push and the point table (issue 26).
    'GET config/getThreadMqttConfig': { kind: 'data' },
    'POST config/updateThreadMqttConfig': {
      kind: 'data',
      request: () => ({
        body: {
          enabled: 0,
          realtimeCycle: 10,
          profitCycle: 300,
          alarmCycle: 60,
          mqttAddress: 'mqtt://127.0.0.1:1883',
          username: '',
          clientId: 'sweep',
          topic: 'ems/sweep',
          compression: 0,
          tenantId: '000000',
          controlPermission: 0,
        },
      }),
    },
    'GET datapush/getForPush': { kind: 'data' },
    'POST datapush/save': { kind: 'data', request: () => ({ body: { points: ['cluster1.soc'] } }) },
    'POST datapush/deletePush': { kind: 'data', request: () => ({ body: { points: ['cluster1.soc'] } }) },
    'GET config/exportPoint': { kind: 'file' },
  };
}
