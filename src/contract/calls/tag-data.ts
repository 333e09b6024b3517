import { ext, spec, type CallRow } from './row';

/** Data (issue 28): tags, device data and export tasks; src/api/data.ts. */
export const TAG_DATA_CALLS: CallRow[] = [
  spec('GET', 'tagdict/list', '§7 Data'),
  spec('POST', 'tagdict/save', '§7 Data'),
  spec('POST', 'tagdict/remove', '§7 Data'),
  spec('GET', 'tagtemplate/page', '§7 Data'),
  spec('POST', 'tagtemplate/save', '§7 Data'),
  spec('POST', 'tagtemplate/update', '§7 Data'),
  spec('POST', 'tagtemplate/remove', '§7 Data'),
  spec('GET', 'tagtemplate/export', '§7 Data'),
  spec('POST', 'devicedata/export', '§7 Data'),
  spec('POST', 'devicedata/retry', '§7 Data'),
  spec('GET', 'task/page', '§7 Data'),
  spec('GET', 'devicedata/page', '§7 Data'),
  spec('GET', 'customchart/list', '§7 Data'),
  spec('POST', 'customchart/save', '§7 Data'),
  spec('POST', 'customchart/remove', '§7 Data'),
  spec('GET', 'customchart/chart', '§7 Data'),
  spec('GET', 'tagintegrity', '§7 Data'),
  spec('POST', 'tagintegrity', '§7 Data'),
  spec('GET', 'tagexceptiondata/query', '§7 Data'),
  spec('GET', 'minmaxvoltage/list', '§7 Data'),
  ext(
    'GET',
    'devicedata/devices',
    'hide',
    'the device picker of dataExportSys (the spec names no device list call)',
  ),
  ext('GET', 'devicedata/estimate', 'without', 'the estimated row count shown before an export starts'),
  ext(
    'GET',
    'devicedata/download',
    'hide',
    "a successful export task's file (the spec does not name its path)",
  ),
];
