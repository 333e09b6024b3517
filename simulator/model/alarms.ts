import type { AlarmRecord } from '../../src/contract/alarm';
import type { AlarmLevel } from '../../src/contract/status';
import type { AlarmStore } from '../store/model-alarms';
import { formatDateTime } from './clock';
import { nextActive, type Threshold } from './hysteresis';

/** What an alarm says when it is raised. */
export interface AlarmSpec {
  level: AlarmLevel;
  type: string;
  content: string;
  contentEn: string;
  deviceName: string;
  serialNumber: string;
  serviceId: string;
}

/**
 * One watched value this tick; `spec` is only built when the alarm is raised. The condition holds
 * by `threshold` (with its recovery band) or, for a configurable rule whose watch already applied
 * delays and reset limits (threshold-watch.ts), by `active`.
 */
export interface AlarmSample {
  key: string;
  value: number;
  threshold?: Threshold;
  active?: boolean;
  spec: (value: number) => AlarmSpec;
}

/** Active alarms of one site and the state of each watched condition. */
export interface AlarmBook {
  site: string;
  active: Map<string, AlarmRecord>;
  /** Condition key → true while the condition holds (kept after an operator clears it). */
  conditions: Map<string, boolean>;
  /** Condition key → id of the record it raised, while that record is active. */
  raisedBy: Map<string, string>;
  /** Told of every alarm raised, after it is stored (the alarm push notifier, issue 25). */
  raiseListeners?: Array<(record: AlarmRecord) => void>;
}

export function createAlarmBook(site: string, store: AlarmStore): AlarmBook {
  const active = new Map(store.active(site).map((a) => [a.id, a] as const));
  const book: AlarmBook = { site, active, conditions: new Map(), raisedBy: new Map() };
  // After a restart the conditions are assumed to still hold; the first evaluation recovers them if not.
  for (const { id, key } of store.activeKeys(site)) {
    book.conditions.set(key, true);
    book.raisedBy.set(key, id);
  }
  return book;
}

const ID_BASE = 1_900_000_000_000_000_000n;

/** Stores and activates a new alarm record. */
export function raiseAlarm(
  book: AlarmBook,
  store: AlarmStore,
  spec: AlarmSpec,
  nowMs: number,
  condKey: string | null = null,
): AlarmRecord {
  const seq = store.count() + 1;
  const occurredTime = formatDateTime(nowMs);
  const record: AlarmRecord = {
    id: String(ID_BASE + BigInt(seq)),
    number: `AL${occurredTime.slice(0, 10).replace(/-/g, '')}${String(seq).padStart(6, '0')}`,
    ...spec,
    status: 'new',
    occurredTime,
    processedTime: null,
    operator: null,
  };
  store.insert(book.site, record, nowMs, condKey);
  book.active.set(record.id, record);
  for (const listener of book.raiseListeners ?? []) listener(record);
  return record;
}

/** Raises and recovers alarms from this tick's samples; true when the active set changed. */
export function evaluateAlarms(
  book: AlarmBook,
  store: AlarmStore,
  samples: AlarmSample[],
  nowMs: number,
): boolean {
  let changed = false;
  for (const s of samples) {
    const was = book.conditions.get(s.key) ?? false;
    const now = s.active ?? (s.threshold ? nextActive(was, s.value, s.threshold) : was);
    if (now === was) continue;
    book.conditions.set(s.key, now);
    if (now) {
      book.raisedBy.set(s.key, raiseAlarm(book, store, s.spec(s.value), nowMs, s.key).id);
      changed = true;
      continue;
    }
    const id = book.raisedBy.get(s.key);
    book.raisedBy.delete(s.key);
    const record = id ? book.active.get(id) : undefined;
    if (record) {
      record.status = 'recovered';
      record.processedTime = formatDateTime(nowMs);
      store.setStatus(record.id, 'recovered', record.processedTime, null);
      book.active.delete(record.id);
      changed = true;
    }
  }
  return changed;
}

/** Operator action on an active alarm; null when no active alarm has this id. */
export function operateAlarm(
  book: AlarmBook,
  store: AlarmStore,
  id: string,
  action: 'acknowledge' | 'clear',
  operator: string,
  nowMs: number,
): AlarmRecord | null {
  const record = book.active.get(id);
  if (!record) return null;
  record.processedTime = formatDateTime(nowMs);
  record.operator = operator;
  record.status = action === 'acknowledge' ? 'acknowledged' : 'cleared';
  store.setStatus(id, record.status, record.processedTime, operator);
  if (action === 'clear') {
    book.active.delete(id);
    for (const [key, rid] of book.raisedBy) if (rid === id) book.raisedBy.delete(key);
  }
  return record;
}

export function activeList(book: AlarmBook): AlarmRecord[] {
  return [...book.active.values()].sort((a, b) =>
    a.occurredTime < b.occurredTime ? 1 : a.occurredTime > b.occurredTime ? -1 : b.id.localeCompare(a.id),
  );
}
