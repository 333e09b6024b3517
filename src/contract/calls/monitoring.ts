import { ext, spec, type CallRow } from './row';

/** Device groups, dashboard, grid, generator, alarms, charging piles, containers and PV. */
export const MONITORING_CALLS: CallRow[] = [
  spec('GET', 'devicegroup/selectSys', '§7 Device groups and dashboard'),
  spec('GET', 'devicegroup/getRealPower', '§7 Device groups and dashboard'),
  spec('GET', 'devicegroup/rackBalance/zip', '§7 Device groups and dashboard'),
  spec('GET', 'devicegroup/initUIP', '§7 Device groups and dashboard'),
  spec('GET', 'devicegroup/getDuiModel', '§7 Device groups and dashboard'),
  spec('GET', 'devicegroup/initDetailUIP', '§7 Device groups and dashboard'),
  spec('GET', 'devicegroup/rackMaxMinInfo', '§7 Device groups and dashboard'),
  spec('GET', 'log/his/page', '§7 Device groups and dashboard'),
  spec('GET', 'log/his/updatetime', '§7 Device groups and dashboard'),
  spec('GET', 'log/his/export', '§7 Device groups and dashboard'),
  spec('GET', 'powerGrid/data', '§7 Device groups and dashboard'),
  spec('GET', 'device/group/fdj', '§7 Device groups and dashboard'),
  spec('GET', 'fdj/getFdjData', '§7 Device groups and dashboard'),

  spec('GET', 'devicealarm/selectTop20', '§7 Alarms'),
  spec('GET', 'devicealarm/getEmsctrl', '§7 Alarms'),
  spec('GET', 'devicealarmhis/list', '§7 Alarms'),
  spec('POST', 'devicealarm/clear', '§7 Alarms'),
  ext(
    'GET',
    'devicealarm/countByLevel',
    'spec-call:devicealarm/selectTop20',
    'active alarms counted by level; without it the counts come from the 20 newest',
  ),
  ext('POST', 'devicealarm/acknowledge', 'hide', 'acknowledging an alarm without clearing it'),
  ext('GET', 'devicealarmhis/export', 'hide', 'alarm history export'),
  ext('GET', 'config/globalAlarm/info', 'without', 'global alarm popup setting; the popup uses its defaults'),
  ext('POST', 'config/globalAlarm/save', 'hide', 'global alarm popup setting'),

  ext('GET', 'chargingPile/realData', 'hide', 'charging piles now (power, state, session)'),

  spec('GET', 'container/picture/get', '§7 Control'),
  spec('POST', 'container/picture/set', '§7 Control'),

  spec('GET', 'pvControl/manualState', '§7 Control'),
  spec('POST', 'pvControl/runSet', '§7 Control'),
  spec('POST', 'pvControl/pvenableSet', '§7 Control'),
  spec('POST', 'pvControl/powerSet', '§7 Control'),
  spec('GET', 'pvdetails/show', '§7 Data'),
  spec('GET', 'pvdetails/list', '§7 Data'),
];
