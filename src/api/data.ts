import type {
  DataDevice,
  DeviceDataRow,
  ExportRequest,
  ExportTask,
  TagDict,
  TagTemplate,
} from '@/contract/api/data';
import type { Page, PageQuery } from '@/contract/envelope';
import { download, get, post } from './http';

/* Data (spec §7 "Data", issue 28): tags and device data; payloads in src/contract/api/data.ts. */

export const dataKeys = {
  dicts: ['data', 'tagdict'] as const,
  templates: ['data', 'tagtemplate'] as const,
  devices: (site: string) => ['data', 'devices', site] as const,
};

export const getTagDicts = () => get<TagDict[]>('tagdict/list');
export const saveTagDict = (d: Omit<TagDict, 'id'> & { id?: string }) =>
  post<TagDict>('tagdict/save', { json: d });
export const removeTagDicts = (ids: string[]) =>
  post<boolean>('tagdict/remove', { query: { ids: ids.join(',') } });

export interface TemplateFilter {
  dictKey?: string;
  keyword?: string;
}
export const getTagTemplates = (filter: TemplateFilter, page: PageQuery) =>
  get<Page<TagTemplate>>('tagtemplate/page', { ...filter, ...page });
/** Adds (no id: `tagtemplate/save`) or edits (`tagtemplate/update`) a template. */
export const saveTagTemplate = (t: Omit<TagTemplate, 'id'> & { id?: string }) =>
  post<TagTemplate>(t.id ? 'tagtemplate/update' : 'tagtemplate/save', { json: t });
export const removeTagTemplates = (ids: string[]) =>
  post<boolean>('tagtemplate/remove', { query: { ids: ids.join(',') } });
/** Tag template export: the spec's 1-hour timeout. */
export const exportTagTemplates = (fileName: string, filter: TemplateFilter) =>
  download('tagtemplate/export', { ...filter }, fileName, { longExport: true });

export const getDataDevices = (site: string) => get<DataDevice[]>('devicedata/devices', { site });
/** Stored history of one device's tags, oldest first (`yyyy-MM-dd HH:mm:ss`, station time). */
export const getDeviceData = (
  site: string,
  q: { deviceId: string; tagNos: string[]; startTime: string; endTime: string },
  page: PageQuery,
) =>
  get<Page<DeviceDataRow> | null>('devicedata/page', {
    site,
    deviceId: q.deviceId,
    tagNos: q.tagNos.join(','),
    startTime: q.startTime,
    endTime: q.endTime,
    ...page,
  });
export const exportKeys = {
  tasks: (site: string) => ['data', 'tasks', site] as const,
  estimate: (site: string, r: ExportRequest) => ['data', 'estimate', site, r] as const,
};
const exportQuery = (r: ExportRequest) => ({
  deviceIds: r.deviceIds.join(','),
  tagNos: r.tagNos.join(','),
  startTime: r.startTime,
  endTime: r.endTime,
});
export const estimateExport = (site: string, r: ExportRequest) =>
  get<{ rows: number }>('devicedata/estimate', { site, ...exportQuery(r) }, { silent: true });
export const startExport = (site: string, r: ExportRequest) =>
  post<ExportTask>('devicedata/export', { query: { site }, json: r });
export const retryExport = (site: string, id: string) =>
  post<ExportTask>('devicedata/retry', { query: { site, id } });
export const getExportTasks = (site: string, page: PageQuery) =>
  get<Page<ExportTask>>('task/page', { site, ...page });
/** A finished task's file (the spec's 1-hour export timeout). */
export const downloadExport = (site: string, id: string, fileName: string) =>
  download('devicedata/download', { site, id }, fileName, { longExport: true });
