import type { TFunction } from 'i18next';
import type { OperationChange, OperationLog } from '@/contract/api/oplog';
import { CONTROL_MODES, type ControlMode } from '@/contract/status';
import { isAlarmLevel, levelLabelKey } from '@/lib/alarm-labels';

/** How one value of a setting reads: switch, alarm level, control mode, figure with unit, as is. */
type ValueKind = 'onOff' | 'level' | 'mode' | 'kw' | 'ppm' | 'plain';

/** The words of a changes cell: the log's own and the setting pages' labels. */
export type ChangeT = TFunction<['oplog', 'alarm', 'sysconfig', 'strategy']>;

/** The label and value kind of each noted setting, per call (labels as the setting pages say). */
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

const MODES: ReadonlySet<string> = new Set(CONTROL_MODES);

function wordValue(t: ChangeT, kind: ValueKind, raw: string): string {
  if (raw === '') return t('oplog:change.empty');
  switch (kind) {
    case 'onOff':
      return raw === '1' ? t('oplog:change.on') : raw === '0' ? t('oplog:change.off') : raw;
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
    const field = fields[c.key];
    const kind = field?.kind ?? 'plain';
    return t('oplog:change.from', {
      label: field ? field.label(t) : c.key,
      before: wordValue(t, kind, c.before),
      after: wordValue(t, kind, c.after),
    });
  });
}
