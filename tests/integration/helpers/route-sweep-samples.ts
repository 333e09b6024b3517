import type { EmsCtrl } from '../../../src/contract/api/alarm-api';
import type { SiteInfo, Subsystem } from '../../../src/contract/api/config';
import type { Role } from '../../../src/contract/api/user';
import type { Page } from '../../../src/contract/envelope';
import { alarmPushSamples } from './alarm-push-samples';
import { backupSamples } from './backup-samples';
import { customChartSamples } from './custom-chart-samples';
import { devicedataSamples } from './devicedata-samples';
import { envTemplateSamples } from './env-template-samples';
import {
  day,
  firstChargeId,
  month,
  range,
  today,
  type Sample,
  type SweepContext,
  type SweepState,
} from './route-sweep-common';
import { operationSamples } from './route-sweep-operation-samples';
import { deviceSamples, priceSamples } from './route-sweep-price-device-samples';
import { thresholdSamples } from './threshold-samples';
import { apiCall, apiData, md5 } from './sim-api';

const trafficBody = { sendDetail: { bytesIn: 10, bytesOut: 2, periodMs: 20_000, clientId: 'sweep', at: 1 } };

const energy = Object.fromEntries(
  ['Grid', 'Load', 'Cn', 'FZ', 'BmsPv'].flatMap((g) => [
    [`GET energyday/get${g}EnergyCurrent`, { kind: 'data' }],
    [`GET energyday/get${g}EnergyDetail`, { kind: 'data', request: () => range }],
    [`GET energyday/get${g}EnergyDetail/extend`, { kind: 'data', request: () => range }],
    [`GET energyday/get${g}EnergyDetail/export`, { kind: 'file', request: () => range }],
  ]),
) as Record<string, Sample>;
const profit = Object.fromEntries(
  ['quantity', 'fee', 'pcs', 'gf'].flatMap((k) => [
    [`GET profitday/${k}/page`, { kind: 'page', request: () => ({ query: { ...range.query, size: 5 } }) }],
    [`GET profitday/${k}/total`, { kind: 'data', request: () => range }],
    [`GET profitday/${k}/export`, { kind: 'file', request: () => range }],
  ]),
) as Record<string, Sample>;

/**
 * One sample per /api/ route of the simulator for sim-route-sweep.test.ts, in call order: reads
 * first, then writes that need what earlier ones made (`state`, filled in by the sweep).
 */
export function routeSweepSamples(ctx: SweepContext, state: SweepState): Record<string, Sample> {
  return {
    // Alarm push (issue 25): tests/integration/helpers/alarm-push-samples.ts.
    ...alarmPushSamples(ctx),
    // Data (issue 28): tests/integration/helpers/devicedata-samples.ts.
    ...devicedataSamples(ctx),
    ...customChartSamples(ctx),
    ...thresholdSamples(ctx),
    'GET config/system/detail': { kind: 'data' },
    'GET config/version': { kind: 'data' },
    'GET config/getList': { kind: 'data' },
    'GET subsystem/list': { kind: 'page', request: () => ({ query: { current: 1, size: 1000 } }) },
    'GET config/restartOpenapi': { kind: 'data' },
    'GET user/list': { kind: 'page' },
    'GET user/role/list': { kind: 'data' },
    'GET user/detail': { kind: 'data', request: () => ({ query: { userId: state.adminId } }) },
    'GET config/getAllEmmsVersion': { kind: 'data' },
    'GET config/branding': { kind: 'data' },
    'GET config/getDiskSpace': { kind: 'data' },
    'GET config/system/disk/alarm/info': { kind: 'data' },
    'GET station/moreInfo/get': { kind: 'data' },
    'GET container/picture/get': { kind: 'data' },
    'GET log/his/page': { kind: 'page', request: () => ({ query: { current: 1, size: 5 } }) },
    'GET log/his/updatetime': { kind: 'data' },
    'GET log/his/export': { kind: 'file' },
    'GET traffic/list': { kind: 'data' },
    'GET devicegroup/selectSys': { kind: 'data' },
    'GET devicegroup/selectAll': { kind: 'data', request: () => ({ query: { no: 'WZ001-ESS-1' } }) },
    'GET devicegroup/getRealPower': { kind: 'data' },
    'GET devicegroup/rackBalance/zip': { kind: 'zip' },
    'GET devicegroup/initUIP': { kind: 'data' },
    'GET devicegroup/getDuiModel': { kind: 'data' },
    'GET devicegroup/getTotalSOCAndStatus': { kind: 'data' },
    'GET devicegroup/initDetailUIP': { kind: 'data', request: () => ({ query: { no: 1 } }) },
    'GET devicegroup/rackMaxMinInfo': { kind: 'data' },
    'GET ems/getGatewayNos': { kind: 'data' },
    'GET ems/status/zip': { kind: 'zip', request: () => ({ query: { no: 'WZ001-EMS-01' } }) },
    'GET powerGrid/data': { kind: 'data', request: () => ({ query: { no: 'WZ001-GRID' } }) },
    'GET device/group/fdj': { kind: 'data', request: () => ({ query: { groupNo: 'WZ001-FDJ' } }) },
    'GET fdj/getFdjData': { kind: 'data', request: () => ({ query: { fdjId: 'WZ001-FDJ-01' } }) },
    'GET devicealarm/selectTop20': { kind: 'data' },
    'GET devicealarm/countByLevel': { kind: 'data' },
    'GET deviceThreshold/isShow': { kind: 'data' },
    'GET deviceThreshold/value/get': { kind: 'data' },
    'GET deviceThreshold/page': { kind: 'page', request: () => ({ query: { current: 1, size: 5 } }) },
    'GET deviceThreshold/list': { kind: 'data' },
    'GET deviceThreshold/template/export': { kind: 'file' },
    'GET deviceThreshold/template/download': { kind: 'file' },
    'GET devicealarm/getEmsctrl': { kind: 'data' },
    'GET devicealarmhis/list': { kind: 'page', request: () => ({ query: { current: 1, size: 5 } }) },
    'GET devicealarmhis/export': { kind: 'file' },
    'GET config/globalAlarm/info': { kind: 'data' },
    ...energy,
    'GET energyday/selectByGroupNo/zip': {
      kind: 'zip',
      request: () => ({ query: { ...range.query, groupNo: 'WZ001-ESS-1' } }),
    },
    'GET profitday/selectTop7': { kind: 'data' },
    ...profit,
    'GET profitday/bms/usage/zip': { kind: 'zip', request: () => range },
    'GET profitday/fee/profit/zip': { kind: 'zip', request: () => range },
    'GET datapower/history/day': { kind: 'data', request: () => range },
    'GET datapower/history/month': { kind: 'data', request: () => range },
    'GET datapower/history/year': { kind: 'data', request: () => month },
    'GET strategy/template/list': { kind: 'data' },
    'GET strategy/plan/list': { kind: 'data' },
    'GET strategy/active': { kind: 'data' },
    'GET bms/system/state': { kind: 'data' },
    'GET bms/system/index': { kind: 'data' },
    // Subsystems (issue 15).
    'GET pvControl/manualState': { kind: 'data' },
    'GET pvdetails/show': { kind: 'data' },
    'GET pvdetails/list': { kind: 'page' },
    'GET shutdown/list': { kind: 'page' },
    'GET shutdown/availability': { kind: 'data', request: () => ({ query: { year: today.getFullYear() } }) },
    'GET chargingPile/realData': { kind: 'data' },
    'GET nodeConfig/get': { kind: 'data' },
    'GET emsChargeData/select': { kind: 'page', request: () => ({ query: { current: 1, size: 5 } }) },
    'GET emsChargeData/total': { kind: 'data' },
    'GET emsChargeData/detail': {
      kind: 'data',
      request: async () => ({ query: { id: await firstChargeId(ctx) } }),
    },
    'GET emsChargeData/export': { kind: 'file', request: () => range },
    'GET emsChargeDataLog/abstractPage': { kind: 'page' },
    'GET emsChargeDataLog/selectLogDetail': {
      kind: 'data',
      request: async () => {
        const id = await firstChargeId(ctx);
        await apiCall(ctx().sim, 'emsChargeData/changeRate', {
          method: 'POST',
          token: ctx().admin,
          body: { id, rate: 1.3 },
        });
        const logs = await apiData<Page<{ id: string }>>(ctx().sim, 'emsChargeDataLog/abstractPage', {
          token: ctx().admin,
        });
        return { query: { id: logs.records[0].id } };
      },
    },

    'POST blade-auth/oauth/unlock': {
      kind: 'data',
      request: () => ({ query: { username: 'admin', password: md5('admin123') } }),
    },
    'POST config/system/save': {
      kind: 'data',
      request: async () => ({
        body: await apiData<SiteInfo>(ctx().sim, 'config/system/detail', { token: ctx().admin }),
      }),
    },
    'POST config/update': {
      kind: 'data',
      request: () => ({ body: { configKey: 'autoLogoutMinutes', configValue: '30' } }),
    },
    'POST config/update/systemActivationDate': { kind: 'data', request: () => ({ query: { date: day } }) },
    'POST config/system/disk/alarm/save': {
      kind: 'data',
      request: () => ({ body: { enabled: 1, threshold: 85 } }),
    },
    'POST station/moreInfo/set': { kind: 'data', request: () => ({ body: { capacity: '2000' } }) },
    'POST container/picture/set': { kind: 'data', request: () => ({ body: { thumbnail: '' } }) },
    'POST user/updateInfo': { kind: 'data', request: () => ({ body: { realName: 'Administrator' } }) },
    'POST subsystem/update': {
      kind: 'data',
      request: async () => {
        const page = await apiData<Page<Subsystem>>(ctx().sim, 'subsystem/list', { token: ctx().admin });
        return { body: { id: page.records[0].id, enabled: 1 } };
      },
    },
    'POST user/add': {
      kind: 'data',
      request: async () => {
        const roles = await apiData<Role[]>(ctx().sim, 'user/role/list', { token: ctx().admin });
        return { body: { account: 'sweep', roleId: roles.find((r) => r.roleName === 'operator')!.id } };
      },
    },
    'POST user/edit': { kind: 'data', request: () => ({ body: { id: state.userId, realName: 'Sweep' } }) },
    'POST user/resetPassword': { kind: 'data', request: () => ({ query: { userId: state.userId } }) },
    'POST user/updatePassword': {
      kind: 'data',
      request: () => ({
        query: {
          userId: state.userId,
          oldPassword: md5(state.resetPassword),
          newPassword: md5('sweep-2'),
          newPassword1: md5('sweep-2'),
        },
      }),
    },
    'POST user/delete': { kind: 'data', request: () => ({ query: { userIds: state.userId } }) },
    'POST traffic/report': { kind: 'data', request: () => ({ body: trafficBody }) },
    'POST ems/manaul/linkage/set': {
      kind: 'data',
      request: async () => {
        const ctrl = await apiData<EmsCtrl>(ctx().sim, 'devicealarm/getEmsctrl', { token: ctx().admin });
        return { query: { mode: 'manual', power: -ctrl.ratedPowerKw / 2 } };
      },
    },
    'POST config/globalAlarm/save': {
      kind: 'data',
      request: () => ({ body: { enabled: 1, level: 3, period: 0 } }),
    },
    'POST deviceThreshold/value/set': {
      kind: 'data',
      request: () => ({ body: { cellOverTempL2C: { raise: 45, recover: 42 } } }),
    },
    'POST devicealarm/acknowledge': { kind: 'data', request: () => ({ query: { id: state.alarmId } }) },
    'POST devicealarm/clear': { kind: 'data', request: () => ({ query: { id: state.alarmId } }) },
    'POST profitday/reset': { kind: 'data', request: () => range },
    ...priceSamples(ctx),
    ...operationSamples(ctx, state),
    ...envTemplateSamples(ctx),
    ...deviceSamples(ctx),
    // Backup, history clearing and clear data (issue 26 A); clear data last: it empties history.
    ...backupSamples(ctx),
  };
}
