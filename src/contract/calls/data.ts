import { ext, spec, type CallRow } from './row';

/** `deviceManagement/*` (issue 27): src/api/devices.ts. */
const dm = (method: 'GET' | 'POST', path: string) =>
  spec(method, `deviceManagement/${path}`, '§7 Device management');

/** `alarmPush/*` (issue 25): spec §7 Alarms names the calls, not their paths. */
const ap = (method: 'GET' | 'POST', path: string) => spec(method, `alarmPush/${path}`, '§7 Alarms');

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
  dm('GET', 'dataCheck'),
  dm('GET', 'getMultiRateMeter'),
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
  ext(
    'GET',
    'deviceManagement/templateDelivery/list',
    'without',
    "the site's template deliveries with progress and result, shown in the device section; without it each device's delivery is read with getTemplateConf",
  ),
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
  ext(
    'GET',
    'container/camera',
    'spec-call:container/list',
    "a container's camera stream and snapshot (spec §1 video); without it the address is read from the container's record",
  ),
  // Alarm push (issue 25): src/api/alarm-push.ts; payloads in src/contract/api/alarm-push.ts.
  ap('GET', 'group/list'),
  ap('POST', 'group/submit'),
  ap('POST', 'group/remove'),
  ap('GET', 'group/selected'),
  ap('GET', 'group/unselected'),
  ap('GET', 'level/list'),
  ap('POST', 'level/remove'),
  ap('POST', 'level/submit'),
  ap('GET', 'level/useList'),
  ap('POST', 'groupRelation/set'),
  ap('GET', 'groupRelation/edit'),
  ext(
    'GET',
    'alarmPush/notify/log',
    'hide',
    'the notification log of alarm push (what the station sent when alarms rose); the panel says the station does not keep one',
  ),
];
