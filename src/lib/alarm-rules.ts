import type { AlarmRecord, GlobalAlarmSetting } from '@/contract/alarm';
import type { AlarmRealtime } from '@/contract/realtime-payloads';
import { isActive } from './alarm-labels';

/*
 * Pure rules of the global alarm popup and of the active alarm list. The popup shows an alarm
 * that is new (not acknowledged) and at least as severe as the setting's level (L1 most severe),
 * while the setting is enabled. Closing it hides it; with a period > 0 it comes back after
 * `period` minutes as long as it is still not acknowledged; with period 0 it is shown once.
 */

/** What the popup remembers about one active alarm. */
export interface PopupEntry {
  /** When it was last shown or, once closed, when it was closed. */
  since: number;
  dismissed: boolean;
  /** How many times it came back after being closed. */
  repeats: number;
}

export type PopupMemory = Readonly<Record<string, PopupEntry>>;

export interface PopupStep {
  memory: PopupMemory;
  /** Alarms to show now, most severe first, newest first within a level. */
  visible: Array<{ alarm: AlarmRecord; repeats: number }>;
  /** When a closed alarm becomes due again (epoch ms), or null when nothing is waiting. */
  nextCheckAt: number | null;
}

export const MINUTE_MS = 60_000;

export function popsUp(alarm: AlarmRecord, setting: GlobalAlarmSetting): boolean {
  return setting.enabled === 1 && alarm.status === 'new' && alarm.level <= setting.level;
}

export function bySeverityThenNewest(a: AlarmRecord, b: AlarmRecord): number {
  if (a.level !== b.level) return a.level - b.level;
  if (a.occurredTime !== b.occurredTime) return a.occurredTime < b.occurredTime ? 1 : -1;
  return b.id.localeCompare(a.id);
}

/** Decides what the popup shows at `now` and what it remembers for next time. */
export function stepPopup(
  memory: PopupMemory,
  active: readonly AlarmRecord[],
  setting: GlobalAlarmSetting,
  now: number,
): PopupStep {
  const periodMs = Math.max(0, setting.period) * MINUTE_MS;
  const next: Record<string, PopupEntry> = {};
  const visible: PopupStep['visible'] = [];
  let nextCheckAt: number | null = null;
  for (const alarm of active) {
    const entry = memory[alarm.id];
    if (!popsUp(alarm, setting)) {
      if (entry) next[alarm.id] = entry;
      continue;
    }
    if (!entry) {
      next[alarm.id] = { since: now, dismissed: false, repeats: 0 };
      visible.push({ alarm, repeats: 0 });
    } else if (!entry.dismissed) {
      next[alarm.id] = entry;
      visible.push({ alarm, repeats: entry.repeats });
    } else if (periodMs > 0 && now - entry.since >= periodMs) {
      const again = { since: now, dismissed: false, repeats: entry.repeats + 1 };
      next[alarm.id] = again;
      visible.push({ alarm, repeats: again.repeats });
    } else {
      next[alarm.id] = entry;
      if (periodMs > 0) {
        const due = entry.since + periodMs;
        nextCheckAt = nextCheckAt === null ? due : Math.min(nextCheckAt, due);
      }
    }
  }
  visible.sort((a, b) => bySeverityThenNewest(a.alarm, b.alarm));
  return { memory: next, visible, nextCheckAt };
}

/** The operator closed the popup of one alarm (without acknowledging it). */
export function dismissPopup(memory: PopupMemory, id: string, now: number): PopupMemory {
  const entry = memory[id];
  return { ...memory, [id]: { since: now, dismissed: true, repeats: entry?.repeats ?? 0 } };
}

function isAlarmRealtime(value: unknown): value is AlarmRealtime {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as AlarmRealtime).active) &&
    (value as AlarmRealtime).active.every((a) => typeof a === 'object' && a !== null && 'id' in a)
  );
}

/**
 * The active alarms: the live topic's full set or the REST list, whichever arrived last (both
 * times in epoch ms). A live payload of the wrong shape is ignored.
 */
export function latestActive(
  rest: { alarms: readonly AlarmRecord[]; at: number } | undefined,
  live: { value: unknown; at: number | null },
): AlarmRecord[] | undefined {
  const liveSet = isAlarmRealtime(live.value) && live.at !== null ? live.value.active : undefined;
  let chosen: readonly AlarmRecord[] | undefined;
  if (liveSet && (!rest || live.at! >= rest.at)) chosen = liveSet;
  else chosen = rest?.alarms ?? liveSet;
  return chosen?.filter(isActive);
}

/** Fields of an alarm record, compared one by one (every field is a string, number or null). */
const ALARM_FIELDS = [
  'id',
  'number',
  'content',
  'contentEn',
  'level',
  'type',
  'status',
  'deviceName',
  'serialNumber',
  'occurredTime',
  'processedTime',
  'operator',
  'serviceId',
] as const satisfies ReadonlyArray<keyof AlarmRecord>;

/**
 * Whether two active-alarm lists hold the same records in the same order, field by field: the
 * live topic repeats the same set every second, and a repeat must keep the shown list (issue 34:
 * the hosts compared JSON.stringify of the whole list with every store update).
 */
export function sameAlarmList(
  a: readonly AlarmRecord[] | undefined,
  b: readonly AlarmRecord[] | undefined,
): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i],
      y = b[i];
    if (x === y) continue;
    for (const f of ALARM_FIELDS) if (x[f] !== y[f]) return false;
  }
  return true;
}
