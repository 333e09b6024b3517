import {
  applyTagImport,
  estimateExport,
  getDataDevices,
  getDeviceData,
  getExportTasks,
  getTagDicts,
  getTagTemplates,
  previewTagImport,
  removeTagDicts,
  removeTagTemplates,
  retryExport,
  saveTagDict,
  saveTagTemplate,
  startExport,
} from '@/api/data';
import { EMPTY_PAGE } from '@/api/read-answer';
import {
  dataDeviceSchema,
  deviceDataRowSchema,
  exportEstimateSchema,
  exportTaskSchema,
  tagDictRecordSchema,
  tagTemplateRecordSchema,
} from '@/contract/api/data-answers';
import { tagImportPreviewSchema, tagImportResultSchema } from '@/contract/api/tag-import';
import { wireArray, wireBool, wireNullable, wirePage } from '@/contract/wire';
import { describeAnswers, REJECTS } from '../answer-fuzz';

const dict = { dictKey: 'pcs', dictName: '变流器', dictNameEn: 'PCS' };
const template = {
  tagNo: 'P',
  name: '功率',
  nameEn: 'Power',
  unit: 'kW',
  sort: 1,
  dictKey: 'pcs',
  dictName: '变流器',
};
/** The bytes are only sent on (the station reads them). */
const workbook = new File([new Uint8Array([80, 75, 3, 4])], 'tags.xlsx');
describeAnswers('src/api/data.ts (tags)', [
  { path: 'tagdict/list', schema: wireArray(tagDictRecordSchema), call: getTagDicts, absent: [] },
  { path: 'tagdict/save', schema: tagDictRecordSchema, call: () => saveTagDict(dict), absent: REJECTS },
  { path: 'tagdict/remove', schema: wireBool, call: () => removeTagDicts(['1']), absent: false },
  {
    path: 'tagtemplate/page',
    schema: wirePage(tagTemplateRecordSchema),
    call: () => getTagTemplates({ dictKey: 'pcs' }, { current: 1, size: 20 }),
    absent: EMPTY_PAGE,
  },
  {
    path: 'tagtemplate/save',
    schema: tagTemplateRecordSchema,
    call: () => saveTagTemplate(template),
    absent: REJECTS,
  },
  {
    path: 'tagtemplate/update',
    schema: tagTemplateRecordSchema,
    call: () => saveTagTemplate({ ...template, id: '3', version: 2 }),
    absent: REJECTS,
  },
  { path: 'tagtemplate/remove', schema: wireBool, call: () => removeTagTemplates(['1']), absent: false },
  {
    path: 'tagtemplate/import/preview',
    schema: wireNullable(tagImportPreviewSchema),
    call: () => previewTagImport(workbook, { keepOmitted: true }),
    absent: null,
  },
  {
    path: 'tagtemplate/import',
    schema: wireNullable(tagImportResultSchema),
    call: () => applyTagImport(workbook, [{ id: '1', tagNo: 'P', version: 1 }], { keepOmitted: true }),
    absent: null,
  },
]);

const request = {
  deviceIds: ['cluster-1'],
  tagNos: ['CLU_SOC'],
  startTime: '2026-11-25 00:00:00',
  endTime: '2026-11-25 23:59:59',
};
describeAnswers('src/api/data.ts (device data and exports)', [
  {
    path: 'devicedata/devices',
    schema: wireArray(dataDeviceSchema),
    call: () => getDataDevices('WZ001'),
    absent: [],
  },
  {
    path: 'devicedata/page',
    schema: wireNullable(wirePage(deviceDataRowSchema)),
    call: () =>
      getDeviceData(
        'WZ001',
        {
          deviceId: 'rack-1-1',
          tagNos: ['V1', 'V2'],
          startTime: request.startTime,
          endTime: request.endTime,
        },
        { current: 1, size: 1000 },
      ),
    absent: null,
  },
  {
    path: 'devicedata/estimate',
    schema: wireNullable(exportEstimateSchema),
    call: () => estimateExport('WZ001', request),
    absent: null,
  },
  {
    path: 'devicedata/export',
    schema: exportTaskSchema,
    call: () => startExport('WZ001', request),
    absent: REJECTS,
  },
  {
    path: 'devicedata/retry',
    schema: exportTaskSchema,
    call: () => retryExport('WZ001', '9'),
    absent: REJECTS,
  },
  {
    path: 'task/page',
    schema: wirePage(exportTaskSchema),
    call: () => getExportTasks('WZ001', { current: 1, size: 10 }),
    absent: EMPTY_PAGE,
  },
]);
