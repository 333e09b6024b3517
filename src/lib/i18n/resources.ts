/*
 * The one list of i18n namespaces for the type checker: `t()` accepts only keys of these
 * (English) files. A new namespace needs its two JSON files and one line here.
 */
import type alarm from '../../../locales/en/alarm.json';
import type auth from '../../../locales/en/auth.json';
import type common from '../../../locales/en/common.json';
import type diagnostics from '../../../locales/en/diagnostics.json';
import type errors from '../../../locales/en/errors.json';
import type monitor from '../../../locales/en/monitor.json';
import type oplog from '../../../locales/en/oplog.json';
import type overview from '../../../locales/en/overview.json';
import type power from '../../../locales/en/power.json';
import type realtime from '../../../locales/en/realtime.json';
import type settings from '../../../locales/en/settings.json';
import type shell from '../../../locales/en/shell.json';

export interface Resources {
  alarm: typeof alarm;
  auth: typeof auth;
  common: typeof common;
  diagnostics: typeof diagnostics;
  errors: typeof errors;
  monitor: typeof monitor;
  oplog: typeof oplog;
  overview: typeof overview;
  power: typeof power;
  realtime: typeof realtime;
  settings: typeof settings;
  shell: typeof shell;
}
