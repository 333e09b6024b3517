import { describe, expect, it } from 'vitest';
import { isApiError } from '@/api/http';
import { initI18n } from '@/lib/i18n';
import { startAnswerServer } from '../answer-server';
import {
  getBranding,
  getDiskAlarm,
  getDiskSpace,
  getEmsVersions,
  getMoreInfo,
  getSiteInfo,
  getSubsystems,
  getSystemConfigList,
  getVersion,
  saveDiskAlarm,
  saveMoreInfo,
  saveSiteInfo,
  setActivationDate,
  updateSubsystem,
  updateSystemConfig,
} from '@/api/config';
import { getNodeConfig, setNodeConfig } from '@/api/node-config';
import {
  addPushPoints,
  getNorthbound,
  getPushPoints,
  pingNorthbound,
  removePushPoints,
  restartNorthbound,
  saveNorthbound,
} from '@/api/northbound';
import { EMPTY_PAGE } from '@/api/read-answer';
import {
  brandingSchema,
  diskAlarmSettingSchema,
  diskSpaceSchema,
  emsComponentVersionSchema,
  restartAnswerSchema,
  siteInfoSchema,
  stationMoreInfoSchema,
  subsystemSchema,
  systemConfigEntrySchema,
  versionInfoSchema,
} from '@/contract/api/config';
import { pushPointSchema } from '@/contract/api/datapush';
import { NORTHBOUND_DEFAULTS, northboundStateSchema } from '@/contract/api/northbound';
import { nodeConfigSchema } from '@/contract/api/node-config';
import { wireArray, wireNullable, wirePage } from '@/contract/wire';
import { z } from 'zod';
import { describeAnswers, REJECTS } from '../answer-fuzz';

const more = { ratedPower: '', capacity: '', owner: '', contact: '', contactPhone: '', remark: '' };
const configList = wireArray(systemConfigEntrySchema);

describeAnswers('src/api/config.ts', [
  {
    path: 'config/branding',
    schema: wireNullable(brandingSchema),
    call: () => getBranding('WZ001', false),
    absent: null,
  },
  {
    path: 'config/system/save',
    schema: siteInfoSchema,
    call: () => saveSiteInfo({ site: 'WZ001' }),
    absent: REJECTS,
  },
  {
    path: 'station/moreInfo/get',
    schema: wireNullable(stationMoreInfoSchema),
    call: () => getMoreInfo('WZ001'),
    absent: null,
  },
  {
    path: 'station/moreInfo/set',
    schema: stationMoreInfoSchema,
    call: () => saveMoreInfo('WZ001', more),
    absent: REJECTS,
  },
  { path: 'config/update', schema: configList, call: () => updateSystemConfig([]), absent: [] },
  {
    path: 'config/update/systemActivationDate',
    schema: configList,
    call: () => setActivationDate('2026-01-01'),
    absent: [],
  },
  {
    path: 'subsystem/update',
    schema: subsystemSchema,
    call: () => updateSubsystem({ id: '1' }),
    absent: REJECTS,
  },
  {
    path: 'config/getAllEmmsVersion',
    schema: wireArray(emsComponentVersionSchema),
    call: getEmsVersions,
    absent: [],
  },
  { path: 'config/getDiskSpace', schema: wireNullable(diskSpaceSchema), call: getDiskSpace, absent: null },
  {
    path: 'config/system/disk/alarm/info',
    schema: wireNullable(diskAlarmSettingSchema),
    call: getDiskAlarm,
    absent: null,
  },
  {
    path: 'config/system/disk/alarm/save',
    schema: diskAlarmSettingSchema,
    call: () => saveDiskAlarm({ enabled: 1, threshold: 80 }),
    absent: REJECTS,
  },
  {
    path: 'config/system/detail',
    schema: wireNullable(siteInfoSchema),
    call: () => getSiteInfo('WZ001'),
    absent: null,
  },
  { path: 'config/getList', schema: configList, call: getSystemConfigList, absent: [] },
  { path: 'subsystem/list', schema: wirePage(subsystemSchema), call: getSubsystems, absent: EMPTY_PAGE },
  { path: 'config/version', schema: wireNullable(versionInfoSchema), call: () => getVersion(), absent: null },
]);

const { passwordSet: _set, ...nbInput } = NORTHBOUND_DEFAULTS;
const change = { points: ['storage.soc'] };
describeAnswers('src/api/northbound.ts', [
  {
    path: 'config/getThreadMqttConfig',
    schema: wireNullable(northboundStateSchema),
    call: getNorthbound,
    absent: null,
  },
  {
    path: 'config/updateThreadMqttConfig',
    schema: northboundStateSchema,
    call: () => saveNorthbound(nbInput),
    absent: REJECTS,
  },
  {
    path: 'config/restartOpenapi',
    schema: wireNullable(restartAnswerSchema),
    call: restartNorthbound,
    absent: null,
  },
  {
    path: 'datapush/getForPush',
    schema: z.array(pushPointSchema),
    call: () => getPushPoints('WZ001'),
    absent: null,
  },
  {
    path: 'datapush/save',
    schema: wireArray(pushPointSchema),
    call: () => addPushPoints('WZ001', change),
    absent: [],
  },
  {
    path: 'datapush/deletePush',
    schema: wireArray(pushPointSchema),
    call: () => removePushPoints('WZ001', change),
    absent: [],
  },
]);

describeAnswers('src/api/node-config.ts', [
  {
    path: 'nodeConfig/get',
    schema: wireNullable(nodeConfigSchema),
    call: () => getNodeConfig('WZ001'),
    absent: null,
  },
  {
    path: 'nodeConfig/set',
    schema: nodeConfigSchema,
    call: () => setNodeConfig('WZ001', { type: 'pv', model: 'inverter-b' }),
    absent: REJECTS,
  },
]);

describe('pingNorthbound', () => {
  it('reads the state like getNorthbound and rejects while the link restarts', async () => {
    const station = await startAnswerServer();
    initI18n('en');
    try {
      expect(await pingNorthbound(5000)).toBeNull();
      const config = { ...NORTHBOUND_DEFAULTS, enabled: '1', realtimeCycle: '10' };
      station.answer('config/getThreadMqttConfig', { config });
      expect((await pingNorthbound(5000))?.config.enabled).toBe(1);
      const link = {
        state: 'restarting',
        restartUntil: null,
        lastPublishAt: null,
        messagesPerHour: 0,
        bytesPerHour: 0,
        lastError: '',
        lastErrorAt: null,
        restartPending: false,
      };
      station.answer('config/getThreadMqttConfig', { config, link });
      await expect(pingNorthbound(5000)).rejects.toThrow('restarting');
      station.answer('config/getThreadMqttConfig', { config: { enabled: 'yes' } });
      await expect(pingNorthbound(5000)).rejects.toSatisfy(isApiError);
    } finally {
      await station.close();
    }
  });
});
