import fs from 'node:fs';
import path from 'node:path';
import type {
  DiskAlarmSetting,
  DiskSpace,
  EmsComponentVersion,
  StationMoreInfo,
  VersionInfo,
} from '../../../src/contract/api/config';
import { isCalendarDate } from '../../../src/lib/validators/system-config';
import type { ConfigStore } from '../../store/config-store';
import { refuse } from '../input-errors';
import { msg } from '../messages';
import { bodyObject, param } from '../params';
import { ApiError, type RequestContext, type Router } from '../router';
import { noteChanges } from '../oplog-recorder';

export const DISK_ALARM_DEFAULT: DiskAlarmSetting = { enabled: 1, threshold: 85 };
export const MORE_INFO_DEFAULT: StationMoreInfo = {
  ratedPower: '',
  capacity: '',
  owner: '',
  contact: '',
  contactPhone: '',
  remark: '',
};

/** The disk figure of config/getDiskSpace (also read by the history clearing rule). */
export function diskSpace(dir: string): DiskSpace {
  const stat = fs.statfsSync(dir);
  const total = stat.blocks * stat.bsize;
  const free = stat.bavail * stat.bsize;
  return { total, used: total - free, free };
}

function validateMoreInfo(input: Record<string, unknown>): StationMoreInfo {
  const next = { ...MORE_INFO_DEFAULT };
  for (const key of Object.keys(MORE_INFO_DEFAULT) as (keyof StationMoreInfo)[]) {
    const v = input[key] ?? '';
    const text = typeof v === 'number' ? String(v) : v;
    if (typeof text !== 'string' || text.length > (key === 'remark' ? 500 : 100))
      throw refuse(key, 'textTooLong');
    next[key] = text.trim();
  }
  for (const key of ['ratedPower', 'capacity'] as const) {
    const n = Number(next[key]);
    if (next[key] !== '' && !(Number.isFinite(n) && n >= 0)) throw refuse(key, 'configValueInvalid');
  }
  return next;
}

/**
 * The configuration calls of the settings area beyond the core ones: versions, disk space and
 * its alarm, the activation date and the station's more-info.
 */
export function registerConfigExtraRoutes(
  router: Router,
  deps: {
    config: ConfigStore;
    sites: string[];
    version: VersionInfo;
    dataDir: string;
    firmware?: () => Array<{ site: string; name: string; version: string }>;
  },
): void {
  const { config, sites, version } = deps;

  // Device firmware comes from the devices (the upgrade store's read-back versions, issue 26).
  router.get('config/getAllEmmsVersion', (): EmsComponentVersion[] => [
    { name: 'API', version: version.version },
    ...(deps.firmware?.() ?? []).map((f) => ({
      name: f.site === sites[0] ? f.name : `${f.site} ${f.name}`,
      version: f.version,
    })),
    { name: 'Node', version: process.version },
  ]);

  router.get('config/getDiskSpace', () => diskSpace(deps.dataDir));

  router.get('config/system/disk/alarm/info', () => config.document('diskAlarm', DISK_ALARM_DEFAULT));
  router.post('config/system/disk/alarm/save', (ctx) => {
    const body = bodyObject(ctx);
    const enabled = Number(body.enabled);
    const threshold = Number(body.threshold);
    if (![0, 1].includes(enabled)) throw refuse('enabled', 'configValueInvalid');
    if (!Number.isInteger(threshold) || threshold < 50 || threshold > 99)
      throw refuse('threshold', 'configValueInvalid');
    const next: DiskAlarmSetting = { enabled, threshold };
    const before = config.document('diskAlarm', DISK_ALARM_DEFAULT);
    config.saveDocument('diskAlarm', next);
    noteChanges(ctx, { ...before }, { ...next });
    return next;
  });

  router.post('config/update/systemActivationDate', (ctx) => {
    const date = param(ctx, 'date')?.trim() ?? '';
    if (!isCalendarDate(date)) throw refuse('date', 'dateInvalid');
    config.setConfig([{ configKey: 'systemActivationDate', configValue: date }]);
    return config.configList();
  });

  const siteParam = (ctx: RequestContext) => {
    const site = param(ctx, 'site') || sites[0];
    // 'Unknown site' names the parameter already, as every other call's site lookup.
    if (!sites.includes(site)) throw new ApiError(400, msg(ctx.lang, 'siteUnknown'));
    return site;
  };
  router.get('station/moreInfo/get', (ctx) =>
    config.document(`moreInfo:${siteParam(ctx)}`, MORE_INFO_DEFAULT),
  );
  router.post('station/moreInfo/set', (ctx) => {
    const site = siteParam(ctx);
    const next = validateMoreInfo(bodyObject(ctx));
    config.saveDocument(`moreInfo:${site}`, next);
    return next;
  });
}

/** Directory whose disk is measured: the database's, or the working directory for :memory:. */
export function dataDirOf(db: string): string {
  return db === ':memory:' ? process.cwd() : path.dirname(path.resolve(db));
}
