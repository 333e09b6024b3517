/*
 * The one list of i18n namespaces for the type checker: `t()` accepts only keys of these
 * (English) files. A new namespace needs its two JSON files and one line here.
 */
import type alarm from '../../../locales/en/alarm.json';
import type alarmPush from '../../../locales/en/alarm-push.json';
import type auth from '../../../locales/en/auth.json';
import type backup from '../../../locales/en/backup.json';
import type common from '../../../locales/en/common.json';
import type customChart from '../../../locales/en/custom-chart.json';
import type data from '../../../locales/en/data.json';
import type datetime from '../../../locales/en/datetime.json';
import type devices from '../../../locales/en/devices.json';
import type diagnostics from '../../../locales/en/diagnostics.json';
import type envcards from '../../../locales/en/envcards.json';
import type errors from '../../../locales/en/errors.json';
import type exports from '../../../locales/en/exports.json';
import type kiosk from '../../../locales/en/kiosk.json';
import type monitor from '../../../locales/en/monitor.json';
import type northbound from '../../../locales/en/northbound.json';
import type oplog from '../../../locales/en/oplog.json';
import type overview from '../../../locales/en/overview.json';
import type period from '../../../locales/en/period.json';
import type pictures from '../../../locales/en/pictures.json';
import type power from '../../../locales/en/power.json';
import type price from '../../../locales/en/price.json';
import type realtime from '../../../locales/en/realtime.json';
import type reports from '../../../locales/en/reports.json';
import type settings from '../../../locales/en/settings.json';
import type shell from '../../../locales/en/shell.json';
import type strategy from '../../../locales/en/strategy.json';
import type sysconfig from '../../../locales/en/sysconfig.json';
import type sysusers from '../../../locales/en/sysusers.json';
import type subsystems from '../../../locales/en/subsystems.json';
import type thresholds from '../../../locales/en/thresholds.json';
import type upgrade from '../../../locales/en/upgrade.json';

export interface Resources {
  alarm: typeof alarm;
  'alarm-push': typeof alarmPush;
  auth: typeof auth;
  backup: typeof backup;
  common: typeof common;
  'custom-chart': typeof customChart;
  data: typeof data;
  datetime: typeof datetime;
  devices: typeof devices;
  diagnostics: typeof diagnostics;
  envcards: typeof envcards;
  errors: typeof errors;
  exports: typeof exports;
  kiosk: typeof kiosk;
  monitor: typeof monitor;
  northbound: typeof northbound;
  oplog: typeof oplog;
  overview: typeof overview;
  period: typeof period;
  pictures: typeof pictures;
  power: typeof power;
  price: typeof price;
  realtime: typeof realtime;
  reports: typeof reports;
  settings: typeof settings;
  shell: typeof shell;
  strategy: typeof strategy;
  sysconfig: typeof sysconfig;
  sysusers: typeof sysusers;
  subsystems: typeof subsystems;
  thresholds: typeof thresholds;
  upgrade: typeof upgrade;
}
