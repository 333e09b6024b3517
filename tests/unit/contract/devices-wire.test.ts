import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchUpdate,
  checkBmsRelations,
  getDeviceTypes,
  getGatewaysAndContainers,
  getTemplateConf,
  listDevices,
  listTemplateDeliveries,
  saveDevice,
} from '@/api/devices';
import { isApiError } from '@/api/http';
import type { DeviceRecord } from '@/contract/api/devices';
import { initI18n } from '@/lib/i18n';
import { startAnswerServer, type AnswerServer } from '../api/answer-server';

/*
 * Device management answers (src/api/devices.ts reads them with src/contract/api/devices-answers.ts)
 * as a real BladeX backend may send them: ids as numbers, numbers as text, booleans as 1/0, null
 * texts, no version (a backend without optimistic concurrency), extra fields; a code-404 answer is
 * null, and a malformed one rejects naming the call and the field (issue 31).
 */

const canonical: DeviceRecord = {
  id: '1001',
  site: 'WZ001',
  name: 'Meter 1',
  sn: 'SN-1',
  type: 'meter',
  gatewayId: '7',
  containerId: '',
  groupNo: null,
  upDevice: '',
  subSystem: '',
  exdInfo: '',
  pt: 10,
  ct: 20,
  clusterParam: null,
  templateName: 'meter-v1',
  updateTime: '2026-11-20 10:00:00',
  version: 3,
};
const wired = {
  ...canonical,
  id: 1001,
  gatewayId: 7,
  containerId: null,
  groupNo: -1,
  upDevice: null,
  subSystem: null,
  exdInfo: null,
  pt: '10',
  ct: '20',
  clusterParam: '',
  version: '3',
  tenantId: '000000',
};

let station: AnswerServer;
beforeAll(async () => {
  station = await startAnswerServer();
  initI18n('en');
});
afterAll(() => station.close());

describe('src/api/devices.ts against a station', () => {
  it('reads backend-shaped answers as the console types', async () => {
    station.answer('deviceManagement/list', {
      records: [wired],
      total: '1',
      size: '20',
      current: 1,
      pages: '1',
    });
    station.answer('deviceManagement/save', { ...wired, version: undefined });
    station.answer('deviceManagement/deviceTypeList', [
      { type: 'bms', nameZh: '电池管理系统', nameEn: 'BMS', clustered: 1 },
    ]);
    station.answer('deviceManagement/gatewayAndContainerList', {
      gateways: [{ id: 7, site: 'WZ001', name: 'GW', containerId: null }],
      containers: [{ id: 3, site: 'WZ001', no: '1', name: 'C1' }],
    });
    station.answer('deviceManagement/bmsRelationCheck', { ok: '1', clusters: '2', problems: null });
    station.answer('deviceManagement/batchUpdate/subSystem', {
      results: [{ id: 1001, name: 'Meter 1', ok: 0, message: 'no' }],
    });
    expect(await listDevices('WZ001', {}, { current: 1, size: 20 })).toEqual({
      records: [canonical],
      total: 1,
      size: 20,
      current: 1,
      pages: 1,
    });
    const { version: _v, ...unversioned } = canonical;
    expect(await saveDevice('WZ001', { ...unversioned, type: 'meter' })).toEqual(unversioned);
    expect(await getDeviceTypes('WZ001')).toEqual([
      { type: 'bms', nameZh: '电池管理系统', nameEn: 'BMS', clustered: true },
    ]);
    expect(await getGatewaysAndContainers('WZ001')).toEqual({
      gateways: [{ id: '7', site: 'WZ001', name: 'GW', containerId: '' }],
      containers: [{ id: '3', site: 'WZ001', no: 1, name: 'C1' }],
    });
    expect(await checkBmsRelations('WZ001')).toEqual({ ok: true, clusters: 2, problems: [] });
    expect(await batchUpdate('WZ001', 'subSystem', { ids: ['1001'] }, 'x')).toEqual({
      results: [{ id: '1001', name: 'Meter 1', ok: false, message: 'no' }],
    });
    station.answer('deviceManagement/templateDelivery/list', [
      {
        state: 'delivering',
        targetId: 7,
        startedAt: '1000',
        endsAt: 181000,
        secondsLeft: '90',
        progress: '50',
        message: null,
        scope: 'gateway',
        targetName: 'GW',
        gatewayId: 7,
        devices: '6',
      },
    ]);
    expect(await listTemplateDeliveries('WZ001')).toEqual([
      {
        state: 'delivering',
        targetId: '7',
        startedAt: 1000,
        endsAt: 181000,
        secondsLeft: 90,
        progress: 50,
        message: '',
        scope: 'gateway',
        targetName: 'GW',
        gatewayId: '7',
        devices: 6,
      },
    ]);
  });

  it('a code-404 answer is null; a malformed one rejects naming the call and the field', async () => {
    station.clear();
    expect(await listDevices('WZ001', {}, { current: 1, size: 20 })).toBeNull();
    expect(await getTemplateConf('WZ001', 'x')).toBeNull();
    // A backend without the delivery list: nothing to show (the panel stays hidden).
    expect(await listTemplateDeliveries('WZ001')).toBeNull();
    station.answer('deviceManagement/list', {
      records: [{ ...wired, type: 'toaster' }],
      total: 1,
      size: 20,
      current: 1,
      pages: 1,
    });
    const error: unknown = await listDevices('WZ001', {}, { current: 1, size: 20 }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect((error as Error).message).toBe(
      'The server sent an answer that could not be read (deviceManagement/list: records.0.type)',
    );
    station.answer('deviceManagement/save', { ...wired, pt: 'ten' });
    const saveError: unknown = await saveDevice('WZ001', { ...canonical }).catch((e: unknown) => e);
    expect((saveError as Error).message).toBe(
      'The server sent an answer that could not be read (deviceManagement/save: pt)',
    );
  });
});
