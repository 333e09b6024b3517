import type { SiteInfo, Subsystem } from '../../../src/contract/api/config';
import { defaultTagRule } from '../../../src/contract/api/tag-alarm';
import type { Page } from '../../../src/contract/envelope';
import { templateInput } from '../../helpers/strategy-template';
import { apiCall, apiData, md5 } from './sim-api';

/*
 * A well-formed request for every write (POST) row of the call table (src/contract/calls.ts), for
 * the input sweep (sim-input-sweep.test.ts): the sweep replaces one field at a time with a hostile
 * value, so the other fields are what a form sends and the field refused is the one replaced.
 * Ids are real ones of the seeded station where the route looks them up.
 */

/** A write's parameters: body, query and `{name}` path parameters. */
export interface WriteInput {
  body?: Record<string, unknown> | unknown[];
  query?: Record<string, string | number>;
  params?: Record<string, string>;
}

export interface WriteCtx {
  sim: { url: string };
  admin: string;
}

type Make = (c: WriteCtx) => Promise<WriteInput> | WriteInput;

const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
const P = 'electricprice/template';
const D = 'deviceManagement';

const first = async (c: WriteCtx, path: string, query: Record<string, string | number> = {}) => {
  const data = await apiData<Page<{ id: string }> | Array<{ id: string }>>(c.sim, path, {
    token: c.admin,
    query,
  });
  const list = Array.isArray(data) ? data : data.records;
  return String(list[0]?.id ?? '1');
};
/** The grid dictionary's tags as the tag export writes them, base64 (the tag import's content). */
const gridTags = async (c: WriteCtx) => {
  const file = await apiCall<Buffer>(c.sim, 'tagtemplate/export', {
    token: c.admin,
    query: { dictKey: 'grid' },
  });
  return Buffer.from(file.body).toString('base64');
};
const prices = Object.fromEntries(['sharp', 'peak', 'flat', 'valley'].map((p) => [p, { buy: 1, sell: 0.5 }]));
const selection = { selection: { ids: ['dev-WZ001-1'] } };

/** Keyed `path` as the call table writes it. */
export const WRITE_INPUTS: Record<string, Make> = {
  'blade-auth/oauth/token': () => ({
    query: {
      tenantId: '000000',
      username: 'admin',
      password: md5('wrong'),
      grant_type: 'password',
      scope: 'all',
      type: 'account',
    },
  }),
  'blade-auth/oauth/unlock': () => ({ query: { username: 'admin', password: md5('admin123') } }),
  'config/system/save': async (c) => ({
    body: { ...(await apiData<SiteInfo>(c.sim, 'config/system/detail', { token: c.admin })) },
  }),
  'config/update': () => ({ body: { configKey: 'autoLogoutMinutes', configValue: '30' } }),
  'config/update/systemActivationDate': () => ({ query: { date: day } }),
  'config/system/disk/alarm/save': () => ({ body: { enabled: 1, threshold: 85 } }),
  'subsystem/update': async (c) => {
    const page = await apiData<Page<Subsystem>>(c.sim, 'subsystem/list', { token: c.admin });
    return { body: { id: page.records[0].id, enabled: 1 } };
  },
  'station/moreInfo/set': () => ({ body: { capacity: '2000' } }),
  'user/add': async (c) => {
    const roles = await apiData<Array<{ id: string; roleName: string }>>(c.sim, 'user/role/list', {
      token: c.admin,
    });
    const roleId = roles.find((r) => r.roleName === 'operator')!.id;
    return { body: { account: 'sweepuser', realName: 'Sweep', roleId, phone: '', email: '' } };
  },
  'user/edit': async (c) => ({
    body: { id: await first(c, 'user/list', { account: 'operator' }), account: 'operator', realName: 'Op' },
  }),
  'user/delete': async (c) => ({ query: { userIds: await first(c, 'user/list', { account: 'guest' }) } }),
  'user/resetPassword': async (c) => ({
    query: { userId: await first(c, 'user/list', { account: 'guest' }) },
  }),
  'user/updatePassword': async (c) => ({
    query: {
      userId: await first(c, 'user/list', { account: 'admin' }),
      oldPassword: md5('wrong-old'),
      newPassword: md5('sweep-new'),
      newPassword1: md5('sweep-new'),
    },
  }),
  'user/updateInfo': () => ({ body: { realName: 'Administrator', phone: '', email: '' } }),
  'traffic/report': () => ({
    body: { sendDetail: { bytesIn: 10, bytesOut: 2, periodMs: 20_000, clientId: 'sweep', at: 1 } },
  }),
  'devicealarm/clear': () => ({ query: { id: 'none' } }),
  'devicealarm/acknowledge': () => ({ query: { id: 'none' } }),
  'config/globalAlarm/save': () => ({ body: { enabled: 1, level: 3, period: 0 } }),
  'container/picture/set': () => ({ body: { thumbnail: '' } }),
  'pvControl/runSet': () => ({ body: { no: 1, run: 1 } }),
  'pvControl/pvenableSet': () => ({ body: { no: 1, enable: 1 } }),
  'pvControl/powerSet': () => ({ body: { no: 1, power: 50 } }),
  'profitday/reset': () => ({ query: { startTime: day, endTime: day } }),
  'emsChargeData/add': () => ({
    body: {
      pileNo: 1,
      startTime: `${day} 00:00:00`,
      endTime: `${day} 01:00:00`,
      meterStart: 1,
      meterStop: 11,
      rate: 1,
    },
  }),
  'emsChargeData/update': async (c) => ({
    body: {
      id: await first(c, 'emsChargeData/select', { size: 1 }),
      pileNo: 1,
      startTime: `${day} 00:00:00`,
      endTime: `${day} 01:00:00`,
      meterStart: 1,
      meterStop: 11,
      rate: 1,
    },
  }),
  'emsChargeData/delete': async (c) => ({
    query: { ids: await first(c, 'emsChargeData/select', { size: 1 }) },
  }),
  'emsChargeData/changeRate': async (c) => ({
    body: { id: await first(c, 'emsChargeData/select', { size: 1 }), rate: 1.2 },
  }),
  'emsChargeData/changeEnergy': async (c) => ({
    body: { id: await first(c, 'emsChargeData/select', { size: 1 }), energy: 5 },
  }),
  'ems/manaul/linkage/set': () => ({ query: { mode: 'manual', power: 100 } }),
  'strategy/template/save': () => ({
    body: { ...templateInput({ name: 'Sweep', startDate: day, endDate: day, weekdays: [1, 2] }) },
  }),
  'strategy/template/remove': async (c) => ({ query: { ids: await first(c, 'strategy/template/list') } }),
  'strategy/template/copy': async (c) => ({ query: { id: await first(c, 'strategy/template/list') } }),
  'strategy/template/deliver': async (c) => ({ query: { id: await first(c, 'strategy/template/list') } }),
  'strategy/plan/save': async (c) => ({
    body: {
      name: 'Sweep',
      startDate: day,
      endDate: day,
      templateId: await first(c, 'strategy/template/list'),
      cycle: 'weekly',
      weekdays: [1, 3],
      monthDays: [],
      priority: 1,
    },
  }),
  'strategy/plan/remove': async (c) => ({ query: { ids: await first(c, 'strategy/plan/list') } }),
  'bms/system/state/set': () => ({ query: { state: 1 } }),
  'bms/system/index/set': () => ({ query: { index: 1 } }),
  [`${P}/timeline/save`]: () => ({
    body: { id: '', name: 'Sweep', rows: [{ start: '00:00', end: '24:00', period: 'flat' }] },
  }),
  [`${P}/timeline/remove`]: async (c) => ({ query: { ids: await first(c, `${P}/timeline/list`) } }),
  [`${P}/unit/save`]: () => ({ body: { id: '', name: 'Sweep', prices } }),
  [`${P}/unit/remove`]: async (c) => ({ query: { ids: await first(c, `${P}/unit/list`) } }),
  [`${P}/relation/save`]: async (c) => ({
    body: [
      {
        id: '',
        name: 'Year',
        months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
        timelineId: await first(c, `${P}/timeline/list`),
        unitId: await first(c, `${P}/unit/list`),
      },
    ],
  }),
  [`${P}/specialRelation/save`]: async (c) => ({
    body: {
      id: '',
      name: 'Holiday',
      startDate: '2031-01-01',
      endDate: '2031-01-02',
      timelineId: await first(c, `${P}/timeline/list`),
      unitId: await first(c, `${P}/unit/list`),
    },
  }),
  [`${P}/specialRelation/remove`]: () => ({ query: { ids: '1' } }),
  [`${P}/unit/import`]: () => ({ body: { content: Buffer.from('PK').toString('base64') } }),
  'changeMeterSchedule/save': () => ({
    body: {
      id: '',
      site: 'WZ001',
      meter: 'grid',
      changeTime: `${day} 10:00`,
      oldReading: 10,
      newReading: 0,
      remark: '',
    },
  }),
  'changeMeterSchedule/remove': () => ({ query: { ids: '1' } }),
  'multiRateMeter/saveTemplate': () => ({
    body: {
      id: '',
      templateNo: '1',
      zoneTableNo: '1',
      name: 'Sweep',
      rows: [
        { startTime: '00:00', period: 'valley' },
        { startTime: '08:00', period: 'peak' },
      ],
    },
  }),
  'multiRateMeter/delete/{id}': () => ({ params: { id: '1' } }),
  'deviceThreshold/value/set': () => ({ body: { cellOverTempL2C: { raise: 45, recover: 42 } } }),
  'deviceThreshold/template/import': () => ({
    body: { fileName: 'sweep.xlsx', content: Buffer.from('PK').toString('base64') },
  }),
  'tagalarm/batchSubmit': () => ({ body: { rules: [defaultTagRule('ST_SOC')] } }),
  'shutdown/save': () => ({
    body: { reason: 'holiday', startTime: `${day} 00:00:00`, endTime: `${day} 01:00:00`, remark: '' },
  }),
  'shutdown/remove': () => ({ query: { ids: 'none' } }),
  'nodeConfig/set': () => ({ body: { type: 'bms', model: 'stack-b' } }),
  [`${D}/save`]: () => ({
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
  }),
  [`${D}/delete`]: () => ({ query: { id: 'dev-none' } }),
  [`${D}/batchDelete`]: () => ({ body: { selection: { ids: ['dev-none'] } } }),
  [`${D}/updateContainer`]: () => ({ body: { ...selection, containerId: 'ct-WZ001-1' } }),
  [`${D}/batchUpdate/{field}`]: () => ({
    params: { field: 'subSystem' },
    body: { ...selection, value: 'ESS' },
  }),
  [`${D}/bindGroup/update`]: () => ({ body: { ...selection, groupNo: 1 } }),
  [`${D}/setPTCTDB`]: () => ({ body: { ...selection, pt: 1, ct: 1 } }),
  [`${D}/clusterParam/update`]: () => ({ body: { id: 'dev-WZ001-1', param: { racks: 2, cellsPerRack: 4 } } }),
  [`${D}/setTemplate/{id}`]: () => ({ params: { id: 'gw-WZ001-0' } }),
  [`${D}/setTemplateSingle/{id}`]: () => ({ params: { id: 'dev-WZ001-1' } }),
  'container/submit': () => ({ body: { id: '', no: 9, name: 'Sweep', streamUrl: '' } }),
  'container/remove': () => ({ query: { ids: 'none' } }),
  'container/ch4/set': () => ({ query: { ch4: 5000 } }),
  'alarmPush/group/submit': () => ({ body: { name: 'Sweep', nameEn: 'Sweep', remark: '', userIds: [] } }),
  'alarmPush/group/remove': () => ({ query: { ids: 'none' } }),
  'alarmPush/level/remove': () => ({ query: { ids: 'none' } }),
  'alarmPush/level/submit': () => ({
    body: { name: 'Sweep', nameEn: 'Sweep', alarmLevels: [3], channels: ['app'], enabled: true },
  }),
  'alarmPush/groupRelation/set': () => ({
    query: { site: 'WZ001' },
    body: { groupId: 'seed-duty', levelIds: ['seed-urgent', 'seed-major', 'seed-minor'] },
  }),
  'customchart/save': () => ({ body: { name: 'Sweep', tags: [{ deviceId: 'grid', tagNo: 'GRID_P' }] } }),
  'customchart/remove': () => ({ query: { ids: 'none' } }),
  'environmentTemplate/save': () => ({
    body: {
      id: 0,
      nameZh: '空调',
      nameEn: 'Air conditioner',
      sort: 1,
      kind: 'airConditioner',
      fields: [
        {
          name: '设定温度',
          nameEn: 'Set temperature',
          readService: 'acStatus',
          readIdentifier: 'setTemp',
          writeService: 'acControl',
          writeIdentifier: 'setTemp',
          dictName: 'celsius',
          buttonName: '设定',
          commandValue: '24',
          keyValue: '24',
        },
      ],
    },
  }),
  'environmentTemplate/delete': () => ({ query: { ids: '1' } }),
  'environmentTemplate/clone': () => ({ query: { id: '1' } }),
  'environmentTemplate/device/save': () => ({ body: { id: 1, deviceIds: ['none'] } }),
  'environmentTemplate/deviceControl': () => ({
    body: { deviceId: 'none', service: 'acControl', identifier: 'setTemp', value: 24 },
  }),
  tagintegrity: () => ({ body: { threshold: 95, flatMinutes: 120 } }),
  'tagdict/save': () => ({ body: { dictKey: 'sweep', dictName: 'Sweep' } }),
  'tagdict/remove': () => ({ query: { ids: 'none' } }),
  'tagtemplate/save': () => ({
    body: {
      tagNo: 'SWEEP_TAG',
      name: 'Sweep',
      nameEn: 'Sweep',
      unit: '',
      sort: 1,
      dictKey: 'grid',
      dictName: '电网',
    },
  }),
  'tagtemplate/update': async (c) => {
    const page = await apiData<Page<Record<string, unknown>>>(c.sim, 'tagtemplate/page', {
      token: c.admin,
      query: { size: 1 },
    });
    return { body: { ...page.records[0] } };
  },
  'tagtemplate/remove': () => ({ query: { ids: 'none' } }),
  // The load type's export columns as stored (issue 28: dataexportconfig).
  'dataexportconfig/update': async (c) => {
    const config = await apiData<{ columns: Array<Record<string, unknown>>; version?: number }>(
      c.sim,
      'dataexportconfig/detail',
      {
        token: c.admin,
        query: { dictKey: 'load' },
      },
    );
    // As the console sends them: without the (read-only) unit.
    const columns = config.columns.map(({ unit: _unit, ...c }) => c);
    return { body: { dictKey: 'load', columns, version: config.version } };
  },
  'dataexportconfig/setDisplay': () => ({ body: { dictKey: 'grid', tagNos: ['GRID_P'] } }),
  'tagtemplate/import/preview': async (c) => ({
    body: { fileName: 'grid.xlsx', content: await gridTags(c) },
  }),
  'tagtemplate/import': async (c) => {
    const content = await gridTags(c);
    const preview = await apiData<{ basis: unknown }>(c.sim, 'tagtemplate/import/preview', {
      token: c.admin,
      method: 'POST',
      body: { content },
    });
    return { body: { content, basis: preview.basis } };
  },
  'devicedata/export': () => ({
    body: {
      deviceIds: ['station'],
      tagNos: ['ST_SOC'],
      startTime: `${day} 00:00:00`,
      endTime: `${day} 01:00:00`,
    },
  }),
  'devicedata/retry': () => ({ query: { id: 'none' } }),
  'upgrade/start': () => ({ body: { deviceId: 'WZ001-EMS-001', packageId: 'pkg-ems-350' } }),
  'upgrade/stop': () => ({ query: { id: 'none' } }),
  'config/updateThreadMqttConfig': () => ({
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
  'datapush/save': () => ({ body: { points: ['cluster1.soc'] } }),
  'datapush/deletePush': () => ({ body: { points: ['cluster1.soc'] } }),
  // No parameters: nothing a caller could make hostile.
  'dbBackup/start': () => ({}),
  'dbBackup/cancel': () => ({}),
  'config/clearData': () => ({ body: { confirmName: 'Wenzhou Energy Storage Station' } }),
  'historyClearing/run': () => ({}),
};
