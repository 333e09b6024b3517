/*
 * THE role table of the console (ARCHITECTURE §7, DEVELOPERS promise 7): which role may make
 * which call. The simulator's router reads it for every route it registers (403 otherwise) and
 * the console asks `mayCall` before it offers an action (hidden or disabled, with the reason).
 *
 * Roles (spec §6 names only "a role chosen from a role list"; this is our decision):
 *
 * | area                              | administrator | operator                                  |
 * | --------------------------------- | ------------- | ----------------------------------------- |
 * | monitoring pages, history, charts | yes           | yes                                       |
 * | reports and exports               | yes           | yes                                       |
 * | alarms: view, acknowledge, clear  | yes           | yes                                       |
 * | operation log                     | yes           | yes                                       |
 * | own profile, avatar and password  | yes           | yes (user/updateInfo, user/updatePassword) |
 * | own user record (user/detail)     | anyone's      | own only                                  |
 * | user management (list and writes) | yes           | no: the section shows NotPermittedState   |
 * | site info, logos, titles          | yes           | read only                                 |
 * | basic/system config, activation   | yes           | read only                                 |
 * | subsystems on/off                 | yes           | read only                                 |
 * | disk alarm, station more-info     | yes           | read only                                 |
 * | restart, control mode, strategies | yes           | no (their groups list their calls below)  |
 *
 * An unknown or missing role has operator rights. Reads not listed below are open to every
 * logged-in user; a settings section whose `nav.ts` exports `adminOnly = true` is closed to others.
 *
 * Keys are `METHOD path` with the path relative to /api/ exactly as the route is registered
 * (':name' for path parameters). A call not listed here is open to every logged-in user; the
 * public calls (token, hooks) are marked by the route itself.
 */

/** `METHOD path`, e.g. 'POST user/add' or 'POST multiRateMeter/delete/:id'. */
export type CallKey = `${'GET' | 'POST'} ${string}`;

/** Calls only administrators may make, grouped by API group (one section per group). */
export const ADMIN_ONLY_CALLS: Readonly<Record<string, readonly CallKey[]>> = {
  users: ['GET user/list', 'POST user/add', 'POST user/edit', 'POST user/delete', 'POST user/resetPassword'],
  config: [
    'POST config/system/save',
    'GET config/restartOpenapi',
    'POST config/update',
    'POST subsystem/update',
    'POST config/update/systemActivationDate',
    'POST config/system/disk/alarm/save',
    'POST station/moreInfo/set',
    'POST container/picture/set',
  ],
  // Station-wide actions (issue 18 point 6): the control mode, the global alarm popup setting
  // (it switches popups for everyone) and earnings recalculation.
  control: [
    'POST ems/manaul/linkage/set',
    'POST strategy/proxy/set',
    'POST bms/system/state/set',
    'POST bms/system/index/set',
  ],
  alarm: ['POST config/globalAlarm/save'],
  profit: ['POST profitday/reset'],
  strategy: [
    'POST strategy/template/save',
    'POST strategy/template/remove',
    'POST strategy/template/copy',
    'POST strategy/template/deliver',
    'POST strategy/plan/save',
    'POST strategy/plan/remove',
  ],
  price: [
    'POST electricprice/template/timeline/save',
    'POST electricprice/template/timeline/remove',
    'POST electricprice/template/unit/save',
    'POST electricprice/template/unit/remove',
    'POST electricprice/template/unit/import',
    'POST electricprice/template/relation/save',
    'POST electricprice/template/specialRelation/save',
    'POST electricprice/template/specialRelation/remove',
    'POST multiRateMeter/saveTemplate',
    'POST multiRateMeter/delete/:id',
    'POST changeMeterSchedule/save',
    'POST changeMeterSchedule/remove',
  ],
  pv: ['POST pvControl/runSet', 'POST pvControl/pvenableSet', 'POST pvControl/powerSet'],
  // Data backup, history clearing and clear data (issue 26 A); operators see them read only.
  backup: [
    'POST dbBackup/start',
    'POST dbBackup/cancel',
    'GET dbBackup/download',
    'POST historyClearing/run',
    'POST config/clearData',
  ],
  charging: [
    'POST emsChargeData/add',
    'POST emsChargeData/update',
    'POST emsChargeData/delete',
    'POST emsChargeData/changeRate',
    'POST emsChargeData/changeEnergy',
  ],
  outage: ['POST shutdown/save', 'POST shutdown/remove'],
  device: ['POST nodeConfig/set'],
  // Alarm thresholds (issue 11): the limits every status and alarm follows.
  threshold: [
    'POST deviceThreshold/value/set',
    'POST deviceThreshold/template/import',
    'POST tagalarm/batchSubmit',
  ],
  // Firmware upgrade (issue 26).
  upgrade: ['POST upgrade/start', 'POST upgrade/stop'],
  // Northbound interface and data push (issue 26).
  northbound: ['POST config/updateThreadMqttConfig', 'POST datapush/save', 'POST datapush/deletePush'],
  // Alarm push groups, levels and relations (issue 25): who is told of alarms.
  alarmPush: [
    'POST alarmPush/group/submit',
    'POST alarmPush/group/remove',
    'POST alarmPush/level/submit',
    'POST alarmPush/level/remove',
    'POST alarmPush/groupRelation/set',
  ],
  // Device and gateway management (issue 27): the table the station is built from.
  envTemplate: [
    'POST environmentTemplate/save',
    'POST environmentTemplate/delete',
    'POST environmentTemplate/clone',
    'POST environmentTemplate/device/save',
    'POST environmentTemplate/deviceControl',
  ],
  devices: [
    'POST deviceManagement/save',
    'POST deviceManagement/delete',
    'POST deviceManagement/batchDelete',
    'POST deviceManagement/updateContainer',
    'POST deviceManagement/batchUpdate/upDevice',
    'POST deviceManagement/batchUpdate/subSystem',
    'POST deviceManagement/batchUpdate/exdInfo',
    'POST deviceManagement/bindGroup/update',
    'POST deviceManagement/setPTCTDB',
    'POST deviceManagement/clusterParam/update',
    'POST deviceManagement/setTemplate/:id',
    'POST deviceManagement/setTemplateSingle/:id',
    'POST container/submit',
    'POST container/remove',
    'POST container/ch4/set',
  ],
  // Tags (issue 28): the dictionary and templates every data page reads; exports and custom
  // charts stay open to every user.
  tags: [
    'POST tagdict/save',
    'POST tagdict/remove',
    'POST tagtemplate/save',
    'POST tagtemplate/update',
    'POST tagtemplate/remove',
    'POST tagtemplate/import/preview',
    'POST tagtemplate/import',
    'POST tagintegrity',
    // The export configuration of a device type is station-wide; each user's preview columns
    // (POST dataexportconfig/setDisplay) stay open to every user.
    'POST dataexportconfig/update',
  ],
  settings: [],
  kiosk: [],
};

const adminOnly: ReadonlySet<string> = new Set(Object.values(ADMIN_ONLY_CALLS).flat());

/** True when the call is for administrators only. */
export function isAdminOnly(method: 'GET' | 'POST', path: string): boolean {
  return adminOnly.has(`${method} ${path.replace(/^\/+/, '')}`);
}

/** True when a user of `role` may make the call (unknown or missing role: operator rights). */
export function mayCall(role: string | null | undefined, method: 'GET' | 'POST', path: string): boolean {
  return role === 'administrator' || !isAdminOnly(method, path);
}
