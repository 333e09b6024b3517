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
  // The device's values now (DeviceDataRow of the picked tags): the live preview beside the
  // export form, refreshed while it is visible.
  spec('GET', 'devicedata/realData', '§7 Data'),
  // The export configuration (src/contract/api/data-export-config.ts): one per device type, the
  // columns a tag-data export writes (which tags, in which order, titles zh/en, units in the
  // headers). page lists them (filter by type), detail reads one, update saves one (versioned:
  // 409 when stale), getTitles gives a type's included columns as the .xlsx writer and the
  // preview title them, getForDisplay/setDisplay hold which columns the user's preview shows.
  spec('GET', 'dataexportconfig/page', '§7 Data'),
  spec('GET', 'dataexportconfig/detail', '§7 Data'),
  spec('POST', 'dataexportconfig/update', '§7 Data'),
  spec('GET', 'dataexportconfig/getTitles', '§7 Data'),
  spec('GET', 'dataexportconfig/getForDisplay', '§7 Data'),
  spec('POST', 'dataexportconfig/setDisplay', '§7 Data'),
  spec('GET', 'customchart/list', '§7 Data'),
  spec('POST', 'customchart/save', '§7 Data'),
  spec('POST', 'customchart/remove', '§7 Data'),
  // + optional query maxPoints (an extension of the spec call): a series longer than that comes as
  // min/max buckets (peaks kept, `bucketMs` in the answer); a backend without it sends every point
  // and the console reduces them alike. The chart asks it, the CSV export never does.
  spec('GET', 'customchart/chart', '§7 Data'),
  spec('GET', 'tagintegrity', '§7 Data'),
  spec('POST', 'tagintegrity', '§7 Data'),
  spec('GET', 'tagexceptiondata/query', '§7 Data'),
  spec('GET', 'minmaxvoltage/list', '§7 Data'),
  spec('GET', 'dataDetection/getResult', '§7 Data'),
  spec('GET', 'dataDetection/getModuleDetection', '§7 Data'),
  ext(
    'GET',
    'devicedata/devices',
    'hide',
    'the device picker of dataExportSys (the spec names no device list call)',
  ),
  ext(
    'POST',
    'tagtemplate/import/preview',
    'hide',
    'the diff (added, changed, removed, refused rows) of a tag .xlsx before it is imported',
  ),
  ext(
    'POST',
    'tagtemplate/import',
    'hide',
    'applies a previewed tag .xlsx in one transaction, refused if a tag changed since the preview',
  ),
  ext('GET', 'devicedata/estimate', 'without', 'the estimated row count shown before an export starts'),
  ext(
    'GET',
    'devicedata/download',
    'hide',
    "a successful export task's file (the spec does not name its path)",
  ),
];
