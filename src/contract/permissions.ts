/*
 * THE role table of the console (ARCHITECTURE §7, DEVELOPERS promise 7): which role may make
 * which call. The simulator's router reads it for every route it registers (403 otherwise) and
 * the console asks `mayCall` before it offers an action (hidden or disabled, with the reason).
 *
 * Roles (spec §6 names only "a role chosen from a role list"; this is our decision):
 * - administrator: everything.
 * - operator: monitoring, reports and exports, alarm acknowledgement and clearing, the operation
 *   log, own profile and password. Nothing that changes the station, its configuration or
 *   other users.
 *
 * Keys are `METHOD path` with the path relative to /api/ exactly as the route is registered
 * (':name' for path parameters). A call not listed here is open to every logged-in user; the
 * public calls (token, hooks) are marked by the route itself.
 */

/** `METHOD path`, e.g. 'POST user/add' or 'POST multiRateMeter/delete/:id'. */
export type CallKey = `${'GET' | 'POST'} ${string}`;

/** Calls only administrators may make, grouped by API group (one section per group). */
export const ADMIN_ONLY_CALLS: Readonly<Record<string, readonly CallKey[]>> = {
  users: ['POST user/add', 'POST user/edit', 'POST user/delete', 'POST user/resetPassword'],
  config: [
    'POST config/system/save',
    'GET config/restartOpenapi',
    'POST config/update',
    'POST subsystem/update',
  ],
  // The station-wide actions of issue 18 point 6 (control mode, global alarm setting, earnings
  // recalculation) are added by their groups below.
  control: [],
  alarm: [],
  profit: [],
  strategy: [],
  price: [],
  pv: ['POST pvControl/runSet', 'POST pvControl/pvenableSet', 'POST pvControl/powerSet'],
  charging: [
    'POST emsChargeData/add',
    'POST emsChargeData/update',
    'POST emsChargeData/delete',
    'POST emsChargeData/changeRate',
    'POST emsChargeData/changeEnergy',
  ],
  outage: ['POST shutdown/save', 'POST shutdown/remove'],
  device: ['POST nodeConfig/set'],
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
