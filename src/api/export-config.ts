import type { DeviceDataRow } from '@/contract/api/data';
import { deviceDataRowSchema } from '@/contract/api/data-answers';
import {
  type DisplayColumns,
  displayColumnsRecordSchema,
  type ExportConfig,
  type ExportConfigInput,
  exportConfigRecordSchema,
  type ExportTitle,
  exportTitleRecordSchema,
} from '@/contract/api/data-export-config';
import type { Page, PageQuery } from '@/contract/envelope';
import { wireArray, wireNullable } from '@/contract/wire';
import { get, post } from './http';
import { readAnswer, readPage } from './read-answer';

/*
 * The tag-data export configuration (spec §7 "Data": dataexportconfig, issue 28; payloads in
 * src/contract/api/data-export-config.ts) and the device's values now (devicedata/realData). A
 * code-404 answer (spec §8: normal, data null) reads as no records, null or [] — the export form
 * then titles the tags by their templates and shows every picked tag — and a write's null
 * rejects with an ApiError.
 */

export const exportConfigKeys = {
  all: ['data', 'exportConfig'] as const,
  page: (dictKey: string, page: PageQuery) => ['data', 'exportConfig', 'page', dictKey, page] as const,
  titles: (dictKey: string, lang: string) => ['data', 'exportConfig', 'titles', dictKey, lang] as const,
  display: (dictKey: string) => ['data', 'exportConfig', 'display', dictKey] as const,
  live: (site: string, deviceId: string, tagNos: string[]) =>
    ['data', 'realData', site, deviceId, tagNos] as const,
};

/** Every device type's configuration (`dictKey` filters to one type). */
export const getExportConfigs = async (dictKey: string, page: PageQuery): Promise<Page<ExportConfig>> =>
  readPage(
    exportConfigRecordSchema,
    await get('dataexportconfig/page', { ...(dictKey ? { dictKey } : {}), ...page }),
    'dataexportconfig/page',
  );

/** One type's configuration; null on a code-404 answer. */
export const getExportConfig = async (dictKey: string): Promise<ExportConfig | null> =>
  readAnswer(
    wireNullable(exportConfigRecordSchema),
    await get('dataexportconfig/detail', { dictKey }),
    'dataexportconfig/detail',
  );

/** Saves a type's columns with the version the edit started from (409 when saved since). */
export const saveExportConfig = async (input: ExportConfigInput): Promise<ExportConfig> =>
  readAnswer(
    exportConfigRecordSchema,
    await post('dataexportconfig/update', { json: input }),
    'dataexportconfig/update',
  );

/** The type's included columns in order, titled in the console's language; [] on code 404. */
export const getExportTitles = async (dictKey: string): Promise<ExportTitle[]> =>
  readAnswer(
    wireArray(exportTitleRecordSchema),
    await get('dataexportconfig/getTitles', { dictKey }),
    'dataexportconfig/getTitles',
  );

/** The tags of a type the user's preview shows; null on code 404 (every picked tag). */
export const getDisplayColumns = async (dictKey: string): Promise<DisplayColumns | null> =>
  readAnswer(
    wireNullable(displayColumnsRecordSchema),
    await get('dataexportconfig/getForDisplay', { dictKey }),
    'dataexportconfig/getForDisplay',
  );

export const setDisplayColumns = async (value: DisplayColumns): Promise<DisplayColumns> =>
  readAnswer(
    displayColumnsRecordSchema,
    await post('dataexportconfig/setDisplay', { json: value }),
    'dataexportconfig/setDisplay',
  );

/** The device's values of `tagNos` now; null on a code-404 answer (no data). */
export const getRealData = async (
  site: string,
  deviceId: string,
  tagNos: string[],
): Promise<DeviceDataRow | null> =>
  readAnswer(
    wireNullable(deviceDataRowSchema),
    await get('devicedata/realData', { site, deviceId, tagNos: tagNos.join(',') }, { silent: true }),
    'devicedata/realData',
    { silent: true },
  );
