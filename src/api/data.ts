import type { DeviceDataRow, ExportRequest, ExportTask, TagDict, TagTemplate } from '@/contract/api/data';
import {
  dataDeviceSchema,
  deviceDataRowSchema,
  exportEstimateSchema,
  exportTaskSchema,
  tagDictRecordSchema,
  tagTemplateRecordSchema,
} from '@/contract/api/data-answers';
import {
  type TagImportOptions,
  type TagImportPreview,
  type TagImportResult,
  tagImportPreviewSchema,
  tagImportResultSchema,
} from '@/contract/api/tag-import';
import type { Page, PageQuery } from '@/contract/envelope';
import { wireArray, wireBool, wireNullable, wirePage } from '@/contract/wire';
import { fileBase64 } from '@/lib/file-base64';
import { get, post } from './http';
import { download } from './download';
import { readAnswer, readPage } from './read-answer';

/*
 * Data (spec §7 "Data", issue 28): tags and device data; payloads in src/contract/api/data.ts,
 * answers read with src/contract/api/data-answers.ts. A code-404 answer (spec §8: normal, data
 * null) reads as [], no records or null; a write's null rejects with an ApiError.
 */

export const dataKeys = {
  dicts: ['data', 'tagdict'] as const,
  templates: ['data', 'tagtemplate'] as const,
  devices: (site: string) => ['data', 'devices', site] as const,
};

export const getTagDicts = async (): Promise<TagDict[]> =>
  readAnswer(wireArray(tagDictRecordSchema), await get('tagdict/list'), 'tagdict/list');
export const saveTagDict = async (d: Omit<TagDict, 'id'> & { id?: string }): Promise<TagDict> =>
  readAnswer(tagDictRecordSchema, await post('tagdict/save', { json: d }), 'tagdict/save');
/** A removal answers true (BladeX `R.status`); null reads as false. */
export const removeTagDicts = async (ids: string[]): Promise<boolean> =>
  readAnswer(wireBool, await post('tagdict/remove', { query: { ids: ids.join(',') } }), 'tagdict/remove');

export interface TemplateFilter {
  dictKey?: string;
  keyword?: string;
}
export const getTagTemplates = async (filter: TemplateFilter, page: PageQuery): Promise<Page<TagTemplate>> =>
  readPage(
    tagTemplateRecordSchema,
    await get('tagtemplate/page', { ...filter, ...page }),
    'tagtemplate/page',
  );
/** Adds (no id: `tagtemplate/save`) or edits (`tagtemplate/update`) a template. */
export async function saveTagTemplate(t: Omit<TagTemplate, 'id'> & { id?: string }): Promise<TagTemplate> {
  const path = t.id ? 'tagtemplate/update' : 'tagtemplate/save';
  return readAnswer(tagTemplateRecordSchema, await post(path, { json: t }), path);
}
export const removeTagTemplates = async (ids: string[]): Promise<boolean> =>
  readAnswer(
    wireBool,
    await post('tagtemplate/remove', { query: { ids: ids.join(',') } }),
    'tagtemplate/remove',
  );
/** Tag template export: the spec's 1-hour timeout. */
export const exportTagTemplates = (fileName: string, filter: TemplateFilter) =>
  download('tagtemplate/export', { ...filter }, fileName, { longExport: true });

/**
 * The diff a tag workbook would make (src/contract/api/tag-import.ts); null on a code-404 answer
 * (a backend without the import).
 */
export async function previewTagImport(
  file: File,
  options: Required<TagImportOptions>,
): Promise<TagImportPreview | null> {
  const json = { fileName: file.name, content: await fileBase64(file), ...options };
  const answer = await post('tagtemplate/import/preview', { json });
  return readAnswer(wireNullable(tagImportPreviewSchema), answer, 'tagtemplate/import/preview');
}
/**
 * Applies the previewed workbook with the preview's options; `basis` is the preview's (a tag
 * changed since is a conflict).
 */
export async function applyTagImport(
  file: File,
  basis: TagImportPreview['basis'],
  options: Required<TagImportOptions>,
): Promise<TagImportResult | null> {
  const json = { fileName: file.name, content: await fileBase64(file), basis, ...options };
  const answer = await post('tagtemplate/import', { json });
  return readAnswer(wireNullable(tagImportResultSchema), answer, 'tagtemplate/import');
}

export const getDataDevices = async (site: string) =>
  readAnswer(wireArray(dataDeviceSchema), await get('devicedata/devices', { site }), 'devicedata/devices');
/**
 * Stored history of one device's tags, oldest first (`yyyy-MM-dd HH:mm:ss`, station time); null
 * on a code-404 answer (no stored history at this station).
 */
export async function getDeviceData(
  site: string,
  q: { deviceId: string; tagNos: string[]; startTime: string; endTime: string },
  page: PageQuery,
): Promise<Page<DeviceDataRow> | null> {
  const answer = await get('devicedata/page', {
    site,
    deviceId: q.deviceId,
    tagNos: q.tagNos.join(','),
    startTime: q.startTime,
    endTime: q.endTime,
    ...page,
  });
  return readAnswer(wireNullable(wirePage(deviceDataRowSchema)), answer, 'devicedata/page');
}
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
/** The rows an export would write; null on a code-404 answer (the extension is missing). */
export async function estimateExport(site: string, r: ExportRequest): Promise<{ rows: number } | null> {
  const answer = await get('devicedata/estimate', { site, ...exportQuery(r) }, { silent: true });
  return readAnswer(wireNullable(exportEstimateSchema), answer, 'devicedata/estimate', { silent: true });
}
export const startExport = async (site: string, r: ExportRequest): Promise<ExportTask> =>
  readAnswer(
    exportTaskSchema,
    await post('devicedata/export', { query: { site }, json: r }),
    'devicedata/export',
  );
export const retryExport = async (site: string, id: string): Promise<ExportTask> =>
  readAnswer(exportTaskSchema, await post('devicedata/retry', { query: { site, id } }), 'devicedata/retry');
export const getExportTasks = async (site: string, page: PageQuery): Promise<Page<ExportTask>> =>
  readPage(exportTaskSchema, await get('task/page', { site, ...page }), 'task/page');
/** A finished task's file (the spec's 1-hour export timeout). */
export const downloadExport = (site: string, id: string, fileName: string) =>
  download('devicedata/download', { site, id }, fileName, { longExport: true });
