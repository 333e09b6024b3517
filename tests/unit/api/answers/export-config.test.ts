import {
  getDisplayColumns,
  getExportConfig,
  getExportConfigs,
  getExportTitles,
  getRealData,
  saveExportConfig,
  setDisplayColumns,
} from '@/api/export-config';
import { EMPTY_PAGE } from '@/api/read-answer';
import { deviceDataRowSchema } from '@/contract/api/data-answers';
import {
  displayColumnsRecordSchema,
  exportConfigRecordSchema,
  exportTitleRecordSchema,
} from '@/contract/api/data-export-config';
import { wireArray, wireNullable, wirePage } from '@/contract/wire';
import { describeAnswers, REJECTS } from '../answer-fuzz';

/*
 * src/api/export-config.ts: every answer shaped as a real backend may send it reads as the
 * console's types; a code-404 answer (spec §8: normal, data null) reads as no records, [] or
 * null for each GET — the page then shows the template names and every picked tag — and a
 * write's null rejects.
 */
const column = { tagNo: 'ST_P', include: true, title: '储能功率', titleEn: 'Storage power' };
describeAnswers('src/api/export-config.ts', [
  {
    path: 'dataexportconfig/page',
    schema: wirePage(exportConfigRecordSchema),
    call: () => getExportConfigs('', { current: 1, size: 10 }),
    absent: EMPTY_PAGE,
  },
  {
    path: 'dataexportconfig/detail',
    schema: wireNullable(exportConfigRecordSchema),
    call: () => getExportConfig('station'),
    absent: null,
  },
  {
    path: 'dataexportconfig/update',
    schema: exportConfigRecordSchema,
    call: () => saveExportConfig({ dictKey: 'station', columns: [column], version: 1 }),
    absent: REJECTS,
  },
  {
    path: 'dataexportconfig/getTitles',
    schema: wireArray(exportTitleRecordSchema),
    call: () => getExportTitles('station'),
    absent: [],
  },
  {
    path: 'dataexportconfig/getForDisplay',
    schema: wireNullable(displayColumnsRecordSchema),
    call: () => getDisplayColumns('station'),
    absent: null,
  },
  {
    path: 'dataexportconfig/setDisplay',
    schema: displayColumnsRecordSchema,
    call: () => setDisplayColumns({ dictKey: 'station', tagNos: ['ST_P'] }),
    absent: REJECTS,
  },
  {
    path: 'devicedata/realData',
    schema: wireNullable(deviceDataRowSchema),
    call: () => getRealData('WZ001', 'station', ['ST_P']),
    absent: null,
  },
]);
