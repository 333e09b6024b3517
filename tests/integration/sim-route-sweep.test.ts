import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AlarmRecord } from '../../src/contract/alarm';
import type { EmsCtrl } from '../../src/contract/api/alarm-api';
import type { SiteInfo, Subsystem } from '../../src/contract/api/config';
import type { Role, UserRecord } from '../../src/contract/api/user';
import type { Page, R } from '../../src/contract/envelope';
import { ADMIN_ONLY_CALLS } from '../../src/contract/permissions';
import { templateInput } from '../helpers/strategy-template';
import { alarmPushSamples } from './helpers/alarm-push-samples';
import { backupSamples } from './helpers/backup-samples';
import { customChartSamples } from './helpers/custom-chart-samples';
import { devicedataSamples } from './helpers/devicedata-samples';
import { envTemplateSamples } from './helpers/env-template-samples';
import { thresholdSamples } from './helpers/threshold-samples';
import { apiCall, apiData, login, md5, simHook, type ApiOptions } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/*
 * Every /api/ route the simulator registers, called over HTTP: the envelope on every answer, the
 * BladeX page on paged calls, real xlsx on exports, base64 zlib JSON on the zip calls, 401 without
 * a bearer and 403 for operators on administrator-only calls. A route added without a sample here
 * fails the first test, so "every implemented call" stays true.
 */

type Kind = 'data' | 'page' | 'file' | 'zip' | 'stream';
interface Sample {
  kind: Kind;
  /** A route that refuses in the sweep's state with a message (code 400), checked as such. */
  refused?: boolean;
  /** Request parameters; may read what earlier samples created. */
  request?: () => Promise<ApiOptions> | ApiOptions;
}

let admin = '';
let operator = '';
const state = {
  userId: '',
  alarmId: '',
  adminId: '',
  templateId: '',
  copyId: '',
  planId: '',
  resetPassword: '',
};
const today = new Date();
const pad = (n: number) => String(n).padStart(2, '0');
const day = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
const range = { query: { startTime: day, endTime: day } };
const month = { query: { startTime: day.slice(0, 7), endTime: day.slice(0, 7) } };
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

/** Electricity prices (issue 14): reads, then writes that use what they read. */
function priceSamples(): Record<string, Sample> {
  const B = 'electricprice/template';
  const rows = [{ start: '00:00', end: '24:00', period: 'flat' }];
  const prices = {
    sharp: { buy: 1, sell: 0 },
    peak: { buy: 1, sell: 0 },
    flat: { buy: 1, sell: 0 },
    valley: { buy: 1, sell: 0 },
  };
  const made = { timeline: '', unit: '', special: '', meter: '', change: '' };
  const id = (key: keyof typeof made) => async (p: Promise<{ id: string }>) => {
    made[key] = (await p).id;
  };
  const create = async () => {
    if (made.timeline) return;
    await id('timeline')(
      apiData(station.sim, `${B}/timeline/save`, { token: admin, body: { id: '', name: 'S', rows } }),
    );
    await id('unit')(
      apiData(station.sim, `${B}/unit/save`, { token: admin, body: { id: '', name: 'S', prices } }),
    );
  };
  const data = (request?: Sample['request']): Sample => ({ kind: 'data', request });
  const file: Sample = { kind: 'file' };
  return {
    [`GET ${B}/timeline/list`]: data(),
    [`GET ${B}/unit/list`]: data(),
    [`GET ${B}/unit/export`]: file,
    [`GET ${B}/unit/download`]: file,
    [`GET ${B}/relation/list`]: data(),
    [`GET ${B}/specialRelation/list`]: data(),
    [`GET ${B}/price/day`]: data(() => ({ query: { date: day } })),
    [`GET ${B}/price/current`]: data(),
    [`GET ${B}/price/export`]: file,
    'GET multiRateMeter/list': data(),
    'GET multiRateMeter/exportTemplate': file,
    'GET changeMeterSchedule/list': data(),
    [`POST ${B}/timeline/save`]: data(() => ({ body: { id: '', name: 'T', rows } })),
    [`POST ${B}/unit/save`]: data(() => ({ body: { id: '', name: 'U', prices } })),
    [`POST ${B}/unit/import`]: data(async () => {
      const x = await apiCall<Buffer>(station.sim, `${B}/unit/download`, { token: admin });
      return { body: { content: x.body.toString('base64') } };
    }),
    [`POST ${B}/relation/save`]: data(async () => {
      await create();
      return {
        body: [
          {
            id: '',
            name: 'Y',
            months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
            timelineId: made.timeline,
            unitId: made.unit,
          },
        ],
      };
    }),
    [`POST ${B}/specialRelation/save`]: data(() => ({
      body: {
        id: '',
        name: 'H',
        startDate: '2030-01-01',
        endDate: '2030-01-02',
        timelineId: made.timeline,
        unitId: made.unit,
      },
    })),
    [`POST ${B}/specialRelation/remove`]: data(async () => {
      const list = await apiData<Array<{ id: string }>>(station.sim, `${B}/specialRelation/list`, {
        token: admin,
      });
      return { query: { ids: list[0].id } };
    }),
    [`POST ${B}/timeline/remove`]: data(() => ({ query: { ids: '1' } })),
    [`POST ${B}/unit/remove`]: data(() => ({ query: { ids: '1' } })),
    'POST multiRateMeter/saveTemplate': data(() => ({
      body: {
        id: '',
        templateNo: '1',
        zoneTableNo: '1',
        name: '',
        rows: [{ startTime: '00:00', period: 'flat' }],
      },
    })),
    'POST multiRateMeter/delete/:id': data(async () => {
      const list = await apiData<Array<{ id: string }>>(station.sim, 'multiRateMeter/list', { token: admin });
      return { path: `multiRateMeter/delete/${list[0].id}` } as ApiOptions;
    }),
    'POST changeMeterSchedule/save': data(() => ({
      body: {
        id: '',
        site: 'WZ001',
        meter: 'grid',
        changeTime: '2026-01-01 00:00',
        oldReading: 1,
        newReading: 0,
        remark: '',
      },
    })),
    'POST changeMeterSchedule/remove': data(async () => {
      const list = await apiData<Array<{ id: string }>>(station.sim, 'changeMeterSchedule/list', {
        token: admin,
      });
      return { query: { ids: list[0].id } };
    }),
  };
}

/** In call order: reads first, then writes that need what earlier ones made. */
const SAMPLES: Record<string, Sample> = {
  // Alarm push (issue 25): tests/integration/helpers/alarm-push-samples.ts.
  ...alarmPushSamples(() => ({ sim: station.sim, admin })),
  // Data (issue 28): tests/integration/helpers/devicedata-samples.ts.
  ...devicedataSamples(() => ({ sim: station.sim, admin })),
  ...customChartSamples(() => ({ sim: station.sim, admin })),
  ...thresholdSamples(() => ({ sim: station.sim, admin })),
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
    request: async () => ({ query: { id: await firstChargeId() } }),
  },
  'GET emsChargeData/export': { kind: 'file', request: () => range },
  'GET emsChargeDataLog/abstractPage': { kind: 'page' },
  'GET emsChargeDataLog/selectLogDetail': {
    kind: 'data',
    request: async () => {
      const id = await firstChargeId();
      await apiCall(station.sim, 'emsChargeData/changeRate', {
        method: 'POST',
        token: admin,
        body: { id, rate: 1.3 },
      });
      const logs = await apiData<Page<{ id: string }>>(station.sim, 'emsChargeDataLog/abstractPage', {
        token: admin,
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
      body: await apiData<SiteInfo>(station.sim, 'config/system/detail', { token: admin }),
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
      const page = await apiData<Page<Subsystem>>(station.sim, 'subsystem/list', { token: admin });
      return { body: { id: page.records[0].id, enabled: 1 } };
    },
  },
  'POST user/add': {
    kind: 'data',
    request: async () => {
      const roles = await apiData<Role[]>(station.sim, 'user/role/list', { token: admin });
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
      const ctrl = await apiData<EmsCtrl>(station.sim, 'devicealarm/getEmsctrl', { token: admin });
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
  ...priceSamples(),
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
      const page = await apiData<Page<{ id: string }>>(station.sim, 'shutdown/list', { token: admin });
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
      const d = await apiData<Record<string, unknown>>(station.sim, 'emsChargeData/detail', {
        token: admin,
        query: { id: await firstChargeId() },
      });
      return { body: { ...d, rate: 1.1 } };
    },
  },
  'POST emsChargeData/changeRate': {
    kind: 'data',
    request: async () => ({ body: { id: await firstChargeId(), rate: 1.2 } }),
  },
  'POST emsChargeData/changeEnergy': {
    kind: 'data',
    request: async () => ({ body: { id: await firstChargeId(), energy: 5 } }),
  },
  'POST nodeConfig/set': { kind: 'data', request: () => ({ body: { type: 'bms', model: 'stack-b' } }) },
  'POST emsChargeData/delete': {
    kind: 'data',
    request: async () => ({ query: { ids: await firstChargeId() } }),
  },
  // Firmware upgrade (issue 26).
  'GET upgrade/list': { kind: 'data' },
  'POST upgrade/start': {
    kind: 'data',
    // The pre-flight refuses while the PCS runs outside the safe SOC band, which the sweep's
    // station may do at any hour: hold its storage at 0 kW (idle) for the start.
    request: async () => {
      await simHook(station.sim, 'storage', { site: 'WZ001', powerKw: 0 });
      await simHook(station.sim, 'advance', { seconds: 2 });
      return { body: { deviceId: 'WZ001-EMS-001', packageId: 'pkg-ems-350' } };
    },
  },
  'POST upgrade/stop': {
    kind: 'data',
    request: async () => {
      const o = await apiData<{ tasks: Array<{ id: string; status: string }> }>(station.sim, 'upgrade/list', {
        token: admin,
      });
      await simHook(station.sim, 'storage', { site: 'WZ001', powerKw: null });
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
  ...envTemplateSamples(() => ({ sim: station.sim, admin })),
  ...deviceSamples(),
  // Backup, history clearing and clear data (issue 26 A); clear data last: it empties history.
  ...backupSamples(() => ({ sim: station.sim, admin })),
};

/** Device and gateway management (issue 27): the seeded WZ001 BMS-1 and gateways, one added meter. */
function deviceSamples(): Record<string, Sample> {
  const B = 'deviceManagement';
  const one = { selection: { ids: ['dev-WZ001-1'] } };
  const data = (request?: Sample['request']): Sample => ({ kind: 'data', request });
  const at = (path: string): Sample => data(() => ({ path }) as ApiOptions);
  return {
    [`GET ${B}/list`]: { kind: 'page', request: () => ({ query: { size: 5, type: 'bms' } }) },
    [`GET ${B}/deviceTypeList`]: data(),
    [`GET ${B}/gatewayAndContainerList`]: data(),
    [`GET ${B}/bmsRelationCheck`]: data(),
    [`GET ${B}/dataCheck`]: data(),
    [`GET ${B}/getMultiRateMeter`]: data(),
    [`GET ${B}/export`]: { kind: 'file' },
    [`GET ${B}/getTemplate/:id`]: at(`${B}/getTemplate/dev-WZ001-1`),
    [`GET ${B}/getTemplateConf/:id`]: at(`${B}/getTemplateConf/dev-WZ001-1`),
    [`GET ${B}/templateDelivery/list`]: data(),
    [`POST ${B}/save`]: data(() => ({
      body: {
        id: '',
        name: 'Sweep',
        sn: 'SN-SWEEP',
        type: 'meter',
        gatewayId: 'gw-WZ001-0',
        containerId: '',
        groupNo: null,
        upDevice: '',
        subSystem: '',
        exdInfo: '',
        pt: 1,
        ct: 1,
      },
    })),
    [`POST ${B}/delete`]: data(async () => {
      const page = await apiData<Page<{ id: string }>>(station.sim, `${B}/list`, {
        token: admin,
        query: { keyword: 'SN-SWEEP' },
      });
      return { query: { id: page.records[0].id } };
    }),
    [`POST ${B}/batchDelete`]: data(() => ({ body: { selection: { ids: ['dev-none'] } } })),
    [`POST ${B}/updateContainer`]: data(() => ({ body: { ...one, containerId: 'ct-WZ001-1' } })),
    [`POST ${B}/batchUpdate/upDevice`]: data(() => ({ body: { ...one, value: '' } })),
    [`POST ${B}/batchUpdate/subSystem`]: data(() => ({ body: { ...one, value: 'ESS' } })),
    [`POST ${B}/batchUpdate/exdInfo`]: data(() => ({ body: { ...one, value: '' } })),
    [`POST ${B}/bindGroup/update`]: data(() => ({ body: { ...one, groupNo: 1 } })),
    [`POST ${B}/setPTCTDB`]: data(() => ({ body: { ...one, pt: 1, ct: 1 } })),
    [`POST ${B}/clusterParam/update`]: data(() => ({
      body: { id: 'dev-WZ001-1', param: { racks: 2, cellsPerRack: 4 } },
    })),
    [`POST ${B}/setTemplate/:id`]: at(`${B}/setTemplate/gw-WZ001-0`),
    [`POST ${B}/setTemplateSingle/:id`]: at(`${B}/setTemplateSingle/dev-WZ001-1`),
    'GET container/list': data(),
    'GET container/ch4/get': data(),
    'GET container/environment/data': data(() => ({ query: { containerNo: 1 } })),
    'GET container/airConditioner/data': data(() => ({ query: { containerNo: 1 } })),
    'GET container/camera': data(() => ({ query: { containerNo: 1 } })),
    'POST container/submit': data(() => ({ body: { id: '', no: 9, name: 'Sweep', streamUrl: '' } })),
    'POST container/remove': data(async () => {
      const list = await apiData<Array<{ id: string; no: number }>>(station.sim, 'container/list', {
        token: admin,
      });
      return { query: { ids: list.find((c) => c.no === 9)?.id ?? '' } };
    }),
    'POST container/ch4/set': data(() => ({ query: { ch4: 5000 } })),
  };
}

const sweepTemplate = templateInput({ name: 'Sweep', socUpper: 95, socLower: 10, antiReverseFlow: true });

/** The newest charging session of WZ001 (sessions are seeded with the model's history). */
async function firstChargeId(): Promise<string> {
  const page = await apiData<Page<{ id: string }>>(station.sim, 'emsChargeData/select', {
    token: admin,
    query: { size: 1 },
  });
  return page.records[0].id;
}

const isHook = (path: string) => path.startsWith('__sim/');
const TOKEN = 'blade-auth/oauth/token';

const station = useTestStation({ login: [] });
beforeAll(async () => {
  const a = await login(station.sim, 'admin');
  admin = a.access_token;
  state.adminId = a.user_id;
  operator = (await login(station.sim, 'operator')).access_token;
  const alarm = await simHook(station.sim, 'alarm', {
    site: 'WZ001',
    level: 2,
    content: '巡检',
    contentEn: 'Sweep',
    type: 'system',
    deviceName: 'SYS',
  });
  state.alarmId = (alarm as AlarmRecord).id;
});

function expectEnvelope(body: unknown, where: string): asserts body is R<unknown> {
  expect(Object.keys(body as object).sort(), where).toEqual(['code', 'data', 'msg', 'success']);
  const r = body as R<unknown>;
  expect(typeof r.code, where).toBe('number');
  expect(r.success, where).toBe(r.code === 200);
  expect(typeof r.msg, where).toBe('string');
}

function expectPage(data: unknown, where: string): void {
  const page = data as Page<unknown>;
  expect(Object.keys(page).sort(), where).toEqual(['current', 'pages', 'records', 'size', 'total']);
  expect(Array.isArray(page.records), where).toBe(true);
  for (const k of ['total', 'size', 'current', 'pages'] as const)
    expect(Number.isInteger(page[k]), where).toBe(true);
  expect(page.pages, where).toBe(Math.ceil(page.total / page.size));
  expect(page.records.length, where).toBeLessThanOrEqual(page.size);
}

describe('every /api/ route', () => {
  it('has a sample here, and the server registers every sampled route', () => {
    const registered = station.sim.routes
      .filter((r) => !isHook(r.path) && r.path !== TOKEN)
      .map((r) => `${r.method} ${r.path}`);
    expect([...registered].sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it('answers in the envelope: pages as BladeX pages, exports as xlsx, zips as base64 zlib JSON', async () => {
    for (const [key, sample] of Object.entries(SAMPLES)) {
      const [method, path] = key.split(' ') as ['GET' | 'POST', string];
      const options = (await sample.request?.()) ?? {};
      // A sample may name the concrete path of a ':id' route.
      const target = (options as { path?: string }).path ?? path;
      const answer = await apiCall(station.sim, target, { method, token: admin, lang: 'en', ...options });
      expect(answer.status, key).toBe(200);
      if (sample.kind === 'file') {
        expect(answer.headers.get('content-type'), key).toContain('spreadsheetml');
        expect(answer.headers.get('content-disposition'), key).toMatch(/^attachment; .*\.xlsx/);
        expect((answer.body as unknown as Buffer).subarray(0, 2).toString(), key).toBe('PK');
        continue;
      }
      if (sample.kind === 'stream') {
        expect(answer.headers.get('content-disposition'), key).toMatch(/^attachment; /);
        expect((answer.body as unknown as Buffer).length, key).toBeGreaterThan(0);
        continue;
      }
      expectEnvelope(answer.body, key);
      if (sample.refused) {
        expect(answer.body, key).toMatchObject({ code: 400, success: false, data: null });
        expect(answer.body.msg.length, key).toBeGreaterThan(0);
        continue;
      }
      expect(answer.body, `${key}: ${answer.body.msg}`).toMatchObject({ code: 200, success: true });
      const data = answer.body.data;
      if (sample.kind === 'page') expectPage(data, key);
      else if (data !== null && typeof data === 'object')
        expect(data, `${key} looks paged`).not.toHaveProperty('records');
      if (sample.kind === 'zip') {
        expect(typeof data, key).toBe('string');
        const inflated: unknown = JSON.parse(inflateSync(Buffer.from(data as string, 'base64')).toString());
        expect(typeof inflated, key).toBe('object');
      }
      if (key === 'POST user/add') state.userId = (data as UserRecord).id;
      if (key === 'POST strategy/template/save') state.templateId = (data as { id: string }).id;
      if (key === 'POST strategy/template/copy') state.copyId = (data as { id: string }).id;
      if (key === 'POST strategy/plan/save') state.planId = (data as { id: string }).id;
      if (key === 'POST user/resetPassword') state.resetPassword = (data as { password: string }).password;
    }
  });

  it('answers 401 in the envelope to every route but the token call when the bearer is missing', async () => {
    for (const r of station.sim.routes.filter(
      (x) => !isHook(x.path) && x.path !== TOKEN && x.access !== 'public',
    )) {
      const answer = await apiCall(station.sim, r.path, { method: r.method, lang: 'en' });
      expect(answer.status, r.path).toBe(401);
      expect(answer.body, r.path).toEqual({
        code: 401,
        success: false,
        data: null,
        msg: 'Please Login Again!',
      });
    }
  });

  it('refuses every administrator-only route to an operator with code 403 and changes nothing', async () => {
    const adminOnly = station.sim.routes
      .filter((r) => r.access === 'admin')
      .map((r) => `${r.method} ${r.path}`);
    // The router takes every route's access from the one role table, and the table names no
    // call that does not exist.
    expect(adminOnly.sort()).toEqual([...new Set(Object.values(ADMIN_ONLY_CALLS).flat())].sort());
    const before = await apiData<Page<UserRecord>>(station.sim, 'user/list', {
      token: admin,
      query: { size: 100 },
    });
    for (const key of adminOnly) {
      const [method, path] = key.split(' ') as ['GET' | 'POST', string];
      const body = method === 'POST' ? { account: 'intruder', id: state.adminId, roleId: '1' } : undefined;
      const answer = await apiCall(station.sim, path, {
        method,
        token: operator,
        lang: 'en',
        body,
        query: { userId: state.adminId, userIds: state.adminId },
      });
      expect(answer.status, key).toBe(200);
      expectEnvelope(answer.body, key);
      expect(answer.body, key).toMatchObject({ code: 403, success: false, data: null });
      expect(answer.body.msg.length, key).toBeGreaterThan(0);
    }
    expect(await apiData(station.sim, 'user/list', { token: admin, query: { size: 100 } })).toEqual(before);
  });

  it('answers code 400 with a message in the envelope to an unknown site on every site-scoped GET', async () => {
    const siteFree =
      /^(user|log|traffic|subsystem)\/|^config\/(version|getList|restartOpenapi|globalAlarm|getAllEmmsVersion|getDiskSpace|system\/disk|getThreadMqttConfig)|^(dbBackup|historyClearing)\//;
    const scoped = station.sim.routes.filter(
      (r) => r.method === 'GET' && !isHook(r.path) && !siteFree.test(r.path),
    );
    expect(scoped.length).toBeGreaterThan(40);
    for (const r of scoped) {
      const sample = SAMPLES[`GET ${r.path}`];
      const options = (await sample.request?.()) ?? {};
      const answer = await apiCall(station.sim, r.path, {
        token: admin,
        lang: 'en',
        ...options,
        query: { ...options.query, site: 'XX' },
      });
      expect(answer.status, r.path).toBe(200);
      expectEnvelope(answer.body, r.path);
      expect(answer.body, r.path).toMatchObject({ code: 400, success: false, data: null });
      expect(answer.body.msg, r.path).toMatch(/^(Please enter the correct parameter!|Unknown site)$/);
    }
  });
});

/*
 * Issue 18 point 5: hostile values for every parameter type. Each is sent in place of one valid
 * parameter of a real call (the rest of the call valid) and must answer code 400 with a message
 * naming the parameter, never a guess and never "every row".
 */
const INJECTION = [
  "' OR '1'='1",
  '1 OR 1=1',
  '1; DROP TABLE users--',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '\u0000',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '[]',
  '{}',
  '１２',
  ' ',
  'x'.repeat(5000),
];
const HOSTILE: Record<
  string,
  { values: string[]; targets: Array<[string, string, Record<string, string>]> }
> = {
  date: {
    values: [
      ...INJECTION,
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-1-1',
      '2026-01-01garbage',
      '2026-01-01T00:00:00Z',
      '01/02/2026',
      '1700000000000',
      '+02026-01-01',
      '2026-01-01 25:00:00',
    ],
    targets: [
      ['GET datapower/history/day', 'startTime', range.query],
      ['GET datapower/history/month', 'endTime', range.query],
      ['GET energyday/getGridEnergyDetail', 'startTime', range.query],
      ['GET profitday/fee/page', 'endTime', range.query],
      ['POST profitday/reset', 'startTime', range.query],
      ['GET energyday/getLoadEnergyDetail', 'date', {}],
    ],
  },
  month: {
    values: [...INJECTION, '2026-13', '2026-00', '2026-1', '2026-01-01', '202601', '2026/01', '-2026-01'],
    targets: [
      ['GET datapower/history/year', 'startTime', month.query],
      ['GET datapower/history/year', 'endTime', month.query],
    ],
  },
  dateTime: {
    values: [
      ...INJECTION,
      '2026-01-01 24:00:00',
      '2026-02-30 10:00:00',
      '2026-01-01T10:00',
      '2026-01-01 10:00:00.000',
      '2026-01-01 10:00:60',
      'yesterday',
      '1700000000000',
      'Tue Nov 24 2026',
    ],
    targets: [
      ['GET log/his/page', 'startTime', {}],
      ['GET log/his/page', 'endTime', {}],
      ['GET log/his/export', 'startTime', {}],
      ['GET devicealarmhis/list', 'startTime', {}],
      ['GET devicealarmhis/list', 'endTime', {}],
    ],
  },
  integer: {
    values: [...INJECTION, '-1', '0', '1e3', '0x10', '1.5', '99999999999999999999', '+1', '1 ', '1_000'],
    targets: [
      ['GET log/his/page', 'size', {}],
      ['GET log/his/page', 'current', {}],
      ['GET user/list', 'size', {}],
      ['GET devicealarmhis/list', 'current', {}],
      ['GET profitday/quantity/page', 'size', range.query],
    ],
  },
  pageSize: {
    values: ['1001', '100000', '2147483648'],
    targets: [
      ['GET log/his/page', 'size', {}],
      ['GET subsystem/list', 'size', {}],
      ['GET devicealarmhis/list', 'size', {}],
    ],
  },
  enumeration: {
    values: [...INJECTION, '0', '4', 'NEW', 'new ', 'Manual', 'auto;', 'WZ001 '],
    targets: [
      ['GET devicealarmhis/list', 'level', {}],
      ['GET devicealarmhis/list', 'status', {}],
      ['GET devicegroup/initUIP', 'site', {}],
      ['POST ems/manaul/linkage/set', 'mode', {}],
    ],
  },
  id: {
    values: [...INJECTION.filter((v) => !/^(null|undefined|NaN|Infinity)$/.test(v)), 'a/b', 'x'.repeat(65)],
    targets: [
      ['POST devicealarm/acknowledge', 'id', {}],
      ['POST devicealarm/clear', 'id', {}],
    ],
  },
  text: {
    values: ['\u0001abc', 'a\nb', 'x'.repeat(65)],
    targets: [
      ['GET log/his/page', 'account', {}],
      ['GET devicealarmhis/list', 'deviceName', {}],
    ],
  },
};
const HOSTILE_CASES = Object.entries(HOSTILE).flatMap(([type, { values, targets }]) =>
  targets.flatMap(([call, name, base]) => values.map((value) => ({ type, call, name, base, value }))),
);

describe('hostile parameter values', () => {
  it(`answers code 400 naming the parameter to each of ${HOSTILE_CASES.length} hostile values`, async () => {
    const wrong: string[] = [];
    for (const c of HOSTILE_CASES) {
      const [method, path] = c.call.split(' ') as ['GET' | 'POST', string];
      const answer = await apiCall<R<unknown>>(station.sim, path, {
        method,
        token: admin,
        lang: 'en',
        query: { ...c.base, [c.name]: c.value },
      });
      const body = answer.body;
      const ok =
        answer.status === 200 &&
        body.code === 400 &&
        body.data === null &&
        (c.name === 'site' ? body.msg === 'Please enter the correct parameter!' : body.msg.includes(c.name));
      if (!ok)
        wrong.push(
          `${c.type} ${c.call} ${c.name}=${JSON.stringify(c.value.slice(0, 40))}: ${JSON.stringify(body).slice(0, 160)}`,
        );
    }
    expect(wrong).toEqual([]);
    expect(HOSTILE_CASES.length).toBeGreaterThan(400);
  });

  it('says what was expected in the request language', async () => {
    const zh = await apiCall<R<null>>(station.sim, 'log/his/page', {
      token: admin,
      lang: 'zh',
      query: { startTime: "' OR '1'='1" },
    });
    expect(zh.body).toMatchObject({
      code: 400,
      msg: '时间选择错误！startTime 应为yyyy-MM-dd HH:mm:ss 格式的时间（或 yyyy-MM-dd）。',
    });
    const en = await apiCall<R<null>>(station.sim, 'user/list', {
      token: admin,
      lang: 'en',
      query: { size: '1e3' },
    });
    expect(en.body).toMatchObject({
      code: 400,
      msg: 'Please enter the correct parameter! size must be an integer from 1 to 1000.',
    });
  });

  it('treats an injection in a text filter as text: it matches nothing instead of every row', async () => {
    const all = await apiData<Page<unknown>>(station.sim, 'log/his/page', {
      token: admin,
      query: { size: 1 },
    });
    expect(all.total).toBeGreaterThan(0);
    const injected = await apiData<Page<unknown>>(station.sim, 'log/his/page', {
      token: admin,
      query: { account: "' OR '1'='1" },
    });
    expect(injected.total).toBe(0);
  });
});
