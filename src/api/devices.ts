import type { z } from 'zod';
import {
  batchResultSchema,
  dataCheckAnswer,
  devicePageAnswer,
  deviceRecordSchema,
  deviceTemplateAnswer,
  deviceTypesAnswer,
  gatewaysAndContainersAnswer,
  multiRateMetersAnswer,
  relationCheckAnswer,
  templateConfAnswer,
  templateDeliveriesAnswer,
  templateDeliverySchema,
} from '@/contract/api/devices-answers';
import type {
  BatchField,
  ClusterParam,
  DeviceFilter,
  DeviceSave,
  DeviceSelection,
} from '@/contract/api/devices';
import type { PageQuery } from '@/contract/envelope';
import { wireBool } from '@/contract/wire';
import { get, post } from './http';
import { download } from './download';
import { readAnswer } from './read-answer';

/*
 * Device and gateway management (spec §7 Device management): src/contract/api/devices.ts. Every
 * answer is read with the contract's schemas (devices-answers.ts): a code-404 null stays null, a
 * malformed answer rejects naming the call and field.
 */

const B = 'deviceManagement';

const read = async <S extends z.ZodType>(schema: S, path: string, answer: Promise<unknown>) =>
  readAnswer(schema, await answer, path);

export const deviceKeys = {
  all: ['deviceManagement'] as const,
  list: (site: string, filter: DeviceFilter, page: PageQuery) =>
    ['deviceManagement', 'list', site, filter, page] as const,
  refs: (site: string) => ['deviceManagement', 'refs', site] as const,
  types: ['deviceManagement', 'types'] as const,
  conf: (site: string, id: string) => ['deviceManagement', 'conf', site, id] as const,
  template: (site: string, id: string) => ['deviceManagement', 'template', site, id] as const,
  deliveries: (site: string) => ['deviceManagement', 'deliveries', site] as const,
  meters: (site: string) => ['deviceManagement', 'meters', site] as const,
};

export const listDevices = (site: string, filter: DeviceFilter, page: PageQuery) =>
  read(devicePageAnswer, `${B}/list`, get(`${B}/list`, { site, ...filter, ...page }));
export const getGatewaysAndContainers = (site: string) =>
  read(
    gatewaysAndContainersAnswer,
    `${B}/gatewayAndContainerList`,
    get(`${B}/gatewayAndContainerList`, { site }),
  );
export const getDeviceTypes = (site: string) =>
  read(deviceTypesAnswer, `${B}/deviceTypeList`, get(`${B}/deviceTypeList`, { site }));
export const checkBmsRelations = (site: string) =>
  read(relationCheckAnswer, `${B}/bmsRelationCheck`, get(`${B}/bmsRelationCheck`, { site }));
/** The data check: every configured device delivering data now (spec §7 "data check"). */
export const checkDeviceData = (site: string) =>
  read(dataCheckAnswer, `${B}/dataCheck`, get(`${B}/dataCheck`, { site }));
/** The meters the multi-rate meter templates apply to (spec §7 getMultiRateMeter). */
export const getMultiRateMeters = (site: string) =>
  read(multiRateMetersAnswer, `${B}/getMultiRateMeter`, get(`${B}/getMultiRateMeter`, { site }));

/** Adds or edits a device; `version` (the one the edit started from) makes a stale save a 409. */
export const saveDevice = (site: string, input: DeviceSave) =>
  read(deviceRecordSchema, `${B}/save`, post(`${B}/save`, { query: { site }, json: input }));
export const deleteDevice = (site: string, id: string) =>
  read(wireBool, `${B}/delete`, post(`${B}/delete`, { query: { site, id } }));
export const batchDeleteDevices = (site: string, selection: DeviceSelection) =>
  read(
    batchResultSchema,
    `${B}/batchDelete`,
    post(`${B}/batchDelete`, { query: { site }, json: { selection } }),
  );
export const updateContainer = (site: string, selection: DeviceSelection, containerId: string) =>
  read(
    batchResultSchema,
    `${B}/updateContainer`,
    post(`${B}/updateContainer`, { query: { site }, json: { selection, containerId } }),
  );
export const batchUpdate = (site: string, field: BatchField, selection: DeviceSelection, value: string) =>
  read(
    batchResultSchema,
    `${B}/batchUpdate/${field}`,
    post(`${B}/batchUpdate/${field}`, { query: { site }, json: { selection, value } }),
  );
export const bindGroup = (site: string, selection: DeviceSelection, groupNo: number | null) =>
  read(
    batchResultSchema,
    `${B}/bindGroup/update`,
    post(`${B}/bindGroup/update`, { query: { site }, json: { selection, groupNo } }),
  );
export const setPtCt = (site: string, selection: DeviceSelection, pt: number, ct: number) =>
  read(
    batchResultSchema,
    `${B}/setPTCTDB`,
    post(`${B}/setPTCTDB`, { query: { site }, json: { selection, pt, ct } }),
  );
export const updateClusterParam = (site: string, id: string, param: ClusterParam) =>
  read(
    deviceRecordSchema,
    `${B}/clusterParam/update`,
    post(`${B}/clusterParam/update`, { query: { site }, json: { id, param } }),
  );

/** The device list as a spreadsheet: one of the 1-hour exports (spec §7). */
export const exportDevices = (site: string, filter: DeviceFilter, fileName: string, signal?: AbortSignal) =>
  download(`${B}/export`, { site, ...filter }, fileName, { longExport: true, signal });

export const getDeviceTemplate = (site: string, id: string) =>
  read(deviceTemplateAnswer, `${B}/getTemplate`, get(`${B}/getTemplate/${encodeURIComponent(id)}`, { site }));
export const getTemplateConf = (site: string, id: string) =>
  read(
    templateConfAnswer,
    `${B}/getTemplateConf`,
    get(`${B}/getTemplateConf/${encodeURIComponent(id)}`, { site }),
  );
/** The site's template deliveries (an extension; null on a backend without it). */
export const listTemplateDeliveries = (site: string) =>
  read(templateDeliveriesAnswer, `${B}/templateDelivery/list`, get(`${B}/templateDelivery/list`, { site }));
/** Delivers the template file of every device of a gateway (3 minutes). */
export const deliverGatewayTemplate = (site: string, gatewayId: string) =>
  read(
    templateDeliverySchema,
    `${B}/setTemplate`,
    post(`${B}/setTemplate/${encodeURIComponent(gatewayId)}`, { query: { site } }),
  );
/** Delivers one device's template file (3 minutes). */
export const deliverDeviceTemplate = (site: string, id: string) =>
  read(
    templateDeliverySchema,
    `${B}/setTemplateSingle`,
    post(`${B}/setTemplateSingle/${encodeURIComponent(id)}`, { query: { site } }),
  );
