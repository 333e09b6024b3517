import { ext, spec, type CallRow } from './row';

/** `deviceManagement/*` (issue 27): src/api/devices.ts. */
const dm = (method: 'GET' | 'POST', path: string) =>
  spec(method, `deviceManagement/${path}`, '§7 Device management');

/**
 * Device management, data, backup, upgrade, alarm push and northbound calls (spec §7 "Data",
 * "Device management", "Backup and thresholds", "Alarms: alarm push"). Add a row here (or in a
 * new file listed in src/contract/calls.ts) for each call a new src/api module makes.
 */
export const DATA_CALLS: CallRow[] = [
  dm('GET', 'list'),
  dm('GET', 'deviceTypeList'),
  dm('GET', 'gatewayAndContainerList'),
  dm('GET', 'bmsRelationCheck'),
  dm('GET', 'export'),
  dm('GET', 'getTemplate/{id}'),
  dm('GET', 'getTemplateConf/{id}'),
  dm('POST', 'save'),
  dm('POST', 'delete'),
  dm('POST', 'batchDelete'),
  dm('POST', 'updateContainer'),
  dm('POST', 'batchUpdate/{field}'),
  dm('POST', 'bindGroup/update'),
  dm('POST', 'setPTCTDB'),
  dm('POST', 'clusterParam/update'),
  dm('POST', 'setTemplate/{id}'),
  dm('POST', 'setTemplateSingle/{id}'),
  spec('GET', 'container/list', '§7 Device management'),
  spec('POST', 'container/submit', '§7 Device management'),
  spec('POST', 'container/remove', '§7 Device management'),
  spec('GET', 'container/ch4/get', '§7 Control'),
  spec('POST', 'container/ch4/set', '§7 Control'),
  spec('GET', 'container/environment/data', '§7 Control'),
  ext(
    'GET',
    'container/airConditioner/data',
    'hide',
    "spec §7 Control names the container's air-conditioner data, not its path",
  ),
];
