import { spec, type CallRow } from './row';

/**
 * Firmware upgrade, northbound interface, data push and the point table (issue 26 B):
 * src/api/upgrade.ts, src/api/northbound.ts. config/restartOpenapi and config/version (the
 * restart's progress) are in ./system.ts.
 */
export const MAINTENANCE_CALLS: CallRow[] = [
  spec('GET', 'upgrade/list', '§7 Data'),
  spec('POST', 'upgrade/start', '§7 Data'),
  spec('POST', 'upgrade/stop', '§7 Data'),
  spec('GET', 'config/getThreadMqttConfig', '§7 Configuration'),
  spec('POST', 'config/updateThreadMqttConfig', '§7 Configuration'),
  spec('GET', 'config/exportPoint', '§7 Configuration'),
  spec('GET', 'datapush/getForPush', '§7 Data'),
  spec('POST', 'datapush/save', '§7 Data'),
  spec('POST', 'datapush/deletePush', '§7 Data'),
];
