import type {
  BatchField,
  BatchResult,
  ClusterParam,
  DeviceFilter,
  DeviceInput,
  DeviceRecord,
  DeviceSelection,
  DeviceTemplate,
  DeviceTypeInfo,
  GatewaysAndContainers,
  RelationCheck,
  TemplateConf,
  TemplateDelivery,
} from '@/contract/api/devices';
import type { Page, PageQuery } from '@/contract/envelope';
import { download, get, post } from './http';

/* Device and gateway management (spec §7 Device management): src/contract/api/devices.ts. */

const B = 'deviceManagement';

export const deviceKeys = {
  all: ['deviceManagement'] as const,
  list: (site: string, filter: DeviceFilter, page: PageQuery) =>
    ['deviceManagement', 'list', site, filter, page] as const,
  refs: (site: string) => ['deviceManagement', 'refs', site] as const,
  types: ['deviceManagement', 'types'] as const,
  conf: (site: string, id: string) => ['deviceManagement', 'conf', site, id] as const,
  template: (site: string, id: string) => ['deviceManagement', 'template', site, id] as const,
};

export const listDevices = (site: string, filter: DeviceFilter, page: PageQuery) =>
  get<Page<DeviceRecord> | null>(`${B}/list`, { site, ...filter, ...page });
export const getGatewaysAndContainers = (site: string) =>
  get<GatewaysAndContainers | null>(`${B}/gatewayAndContainerList`, { site });
export const getDeviceTypes = (site: string) => get<DeviceTypeInfo[] | null>(`${B}/deviceTypeList`, { site });
export const checkBmsRelations = (site: string) =>
  get<RelationCheck | null>(`${B}/bmsRelationCheck`, { site });

export const saveDevice = (site: string, input: DeviceInput) =>
  post<DeviceRecord>(`${B}/save`, { query: { site }, json: input });
export const deleteDevice = (site: string, id: string) =>
  post<boolean>(`${B}/delete`, { query: { site, id } });
export const batchDeleteDevices = (site: string, selection: DeviceSelection) =>
  post<BatchResult>(`${B}/batchDelete`, { query: { site }, json: { selection } });
export const updateContainer = (site: string, selection: DeviceSelection, containerId: string) =>
  post<BatchResult>(`${B}/updateContainer`, { query: { site }, json: { selection, containerId } });
export const batchUpdate = (site: string, field: BatchField, selection: DeviceSelection, value: string) =>
  post<BatchResult>(`${B}/batchUpdate/${field}`, { query: { site }, json: { selection, value } });
export const bindGroup = (site: string, selection: DeviceSelection, groupNo: number | null) =>
  post<BatchResult>(`${B}/bindGroup/update`, { query: { site }, json: { selection, groupNo } });
export const setPtCt = (site: string, selection: DeviceSelection, pt: number, ct: number) =>
  post<BatchResult>(`${B}/setPTCTDB`, { query: { site }, json: { selection, pt, ct } });
export const updateClusterParam = (site: string, id: string, param: ClusterParam) =>
  post<DeviceRecord>(`${B}/clusterParam/update`, { query: { site }, json: { id, param } });

/** The device list as a spreadsheet: one of the 1-hour exports (spec §7). */
export const exportDevices = (site: string, filter: DeviceFilter, fileName: string, signal?: AbortSignal) =>
  download(`${B}/export`, { site, ...filter }, fileName, { longExport: true, signal });

export const getDeviceTemplate = (site: string, id: string) =>
  get<DeviceTemplate | null>(`${B}/getTemplate/${encodeURIComponent(id)}`, { site });
export const getTemplateConf = (site: string, id: string) =>
  get<TemplateConf | null>(`${B}/getTemplateConf/${encodeURIComponent(id)}`, { site });
/** Delivers the template file of every device of a gateway (3 minutes). */
export const deliverGatewayTemplate = (site: string, gatewayId: string) =>
  post<TemplateDelivery>(`${B}/setTemplate/${encodeURIComponent(gatewayId)}`, { query: { site } });
/** Delivers one device's template file (3 minutes). */
export const deliverDeviceTemplate = (site: string, id: string) =>
  post<TemplateDelivery>(`${B}/setTemplateSingle/${encodeURIComponent(id)}`, { query: { site } });
