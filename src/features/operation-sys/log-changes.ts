import type { TFunction } from 'i18next';
import type { OperationChange, OperationLog } from '@/contract/api/oplog';
import { CONTROL_MODES, type ControlMode } from '@/contract/status';
import { isAlarmLevel, levelLabelKey } from '@/lib/alarm-labels';

/**
 * How one value of a setting reads: switch, alarm level, control mode, figure with unit, a list's
 * item count, a user role, as is.
 */
type ValueKind = 'onOff' | 'level' | 'mode' | 'kw' | 'ppm' | 'items' | 'role' | 'plain';

/** The words of a changes cell: the log's own and the setting pages' labels. */
export type ChangeT = TFunction<['oplog', 'alarm', 'sysconfig', 'strategy']>;

/** The label and value kind of each noted setting of the four setting calls (as their pages say). */
const FIELDS: Record<string, Record<string, { label: (t: ChangeT) => string; kind: ValueKind }>> = {
  'config/globalAlarm/save': {
    enabled: { label: (t) => t('alarm:setting.enabled'), kind: 'onOff' },
    level: { label: (t) => t('alarm:setting.level'), kind: 'level' },
    period: { label: (t) => t('alarm:setting.period'), kind: 'plain' },
  },
  'config/system/disk/alarm/save': {
    enabled: { label: (t) => t('sysconfig:about.diskAlarmEnabled'), kind: 'onOff' },
    threshold: { label: (t) => t('sysconfig:about.diskAlarmThreshold'), kind: 'plain' },
  },
  'ems/manaul/linkage/set': {
    mode: { label: (t) => t('strategy:mode.current'), kind: 'mode' },
    power: { label: (t) => t('oplog:change.power'), kind: 'kw' },
  },
  'container/ch4/set': { ch4: { label: (t) => t('oplog:change.ch4'), kind: 'ppm' } },
};

/**
 * Calls that change a stored record in place (the simulator's noteRecordChanges): the record's
 * group in the locales (`oplog:record.<group>.<key>`, else `oplog:record.common.<key>`, a nested
 * key such as `prices.peak.buy` as it is nested there) and the keys whose values are not plain.
 */
const RECORDS: Record<string, { group: string; kinds?: Record<string, ValueKind> }> = {
  'electricprice/template/unit/save': { group: 'priceUnit' },
  'electricprice/template/timeline/save': { group: 'priceTimeline', kinds: { rows: 'items' } },
  'strategy/template/save': {
    group: 'strategyTemplate',
    kinds: { rows: 'items', weekdays: 'items', antiReverseFlow: 'onOff', dynamicCapacity: 'onOff' },
  },
  'alarmPush/group/submit': { group: 'pushGroup', kinds: { userIds: 'items' } },
  'alarmPush/level/submit': { group: 'pushLevel', kinds: { alarmLevels: 'items', channels: 'items' } },
  'user/edit': { group: 'user', kinds: { roleName: 'role' } },
  'deviceManagement/save': { group: 'device' },
  'container/submit': { group: 'container' },
  'environmentTemplate/save': { group: 'envTemplate', kinds: { fields: 'items', deviceIds: 'items' } },
  'config/updateThreadMqttConfig': {
    group: 'northbound',
    kinds: { compression: 'onOff', controlPermission: 'onOff' },
  },
  'datapush/save': { group: 'dataPush', kinds: { points: 'items' } },
  'datapush/deletePush': { group: 'dataPush', kinds: { points: 'items' } },
  'tagtemplate/update': { group: 'tagTemplate' },
};
const COMMON_KINDS: Record<string, ValueKind> = { enabled: 'onOff' };

/** A key looked up whatever its text: the record labels are data, not typed keys. */
type LooseT = (key: string, options?: Record<string, unknown>) => string;

function recordField(t: ChangeT, path: string, key: string): { label: string; kind: ValueKind } | undefined {
  const record = RECORDS[path];
  if (!record) return undefined;
  const loose = t as unknown as LooseT;
  const own = `oplog:record.${record.group}.${key}`;
  const common = `oplog:record.common.${key}`;
  const label = loose(own, { defaultValue: loose(common, { defaultValue: key }) });
  return { label, kind: record.kinds?.[key] ?? COMMON_KINDS[key] ?? 'plain' };
}

const MODES: ReadonlySet<string> = new Set(CONTROL_MODES);
const ROLES: ReadonlySet<string> = new Set(['administrator', 'operator']);

function wordValue(t: ChangeT, kind: ValueKind, raw: string): string {
  if (raw === '') return t('oplog:change.empty');
  switch (kind) {
    case 'onOff':
      if (raw === '1' || raw === 'true') return t('oplog:change.on');
      return raw === '0' || raw === 'false' ? t('oplog:change.off') : raw;
    case 'level': {
      const level = Number(raw);
      return isAlarmLevel(level) ? t(`alarm:${levelLabelKey(level)}`) : raw;
    }
    case 'mode':
      return MODES.has(raw) ? t(`strategy:mode.${raw as ControlMode}`) : raw;
    case 'kw':
      return `${raw} kW`;
    case 'ppm':
      return `${raw} ppm`;
    case 'items':
      return /^\d+$/.test(raw) ? t('oplog:change.items', { count: Number(raw) }) : raw;
    case 'role':
      return ROLES.has(raw) ? t(`oplog:change.roles.${raw as 'operator'}`) : raw;
    default:
      return raw;
  }
}

/**
 * The lines a log entry's changes column shows, in the user's language: 'Label: before → after'
 * per noted change, 'No change' for a setting saved unchanged, null when the call noted none (a
 * backend without the extension, or a call that is not a setting).
 */
export function changeLines(t: ChangeT, log: Pick<OperationLog, 'path' | 'changes'>): string[] | null {
  if (log.changes === undefined) return null;
  if (log.changes.length === 0) return [t('oplog:change.noChange')];
  const fields = FIELDS[log.path] ?? {};
  return log.changes.map((c: OperationChange) => {
    const own = fields[c.key];
    const field = own ? { label: own.label(t), kind: own.kind } : recordField(t, log.path, c.key);
    const label = field?.label ?? c.key;
    const kind = field?.kind ?? 'plain';
    // A list whose items changed but not their number: 'Time periods: edited (3 items)'.
    if (kind === 'items' && c.before === c.after)
      return t('oplog:change.edited', { label, items: wordValue(t, kind, c.after) });
    return t('oplog:change.from', {
      label,
      before: wordValue(t, kind, c.before),
      after: wordValue(t, kind, c.after),
    });
  });
}
