import type Database from 'better-sqlite3';
import { type TagAlarmRule, tagAlarmRuleSchema } from '../../src/contract/api/tag-alarm';
import {
  defaultRule,
  POINT_IDS,
  type ThresholdPoint,
  type ThresholdRule,
  thresholdRuleSchema,
} from '../../src/contract/threshold-rules';

/*
 * Alarm threshold rules per point (issue 25) in SQLite: one row per point holding the validated
 * rule as JSON. A point never set answers its default rule (all levels off).
 */
export interface ThresholdStore {
  all(): ThresholdRule[];
  get(point: ThresholdPoint): ThresholdRule;
  /** Stores a rule already validated by thresholdRuleSchema. */
  save(rule: ThresholdRule, nowMs: number): ThresholdRule;
  /** The tag alarm rules, kept beside the point rules. */
  tags: TagAlarmStore;
}

export function createThresholdStore(db: Database.Database): ThresholdStore {
  db.exec(`CREATE TABLE IF NOT EXISTS threshold_rule (
    point TEXT PRIMARY KEY, rule TEXT NOT NULL, update_time INTEGER NOT NULL)`);
  const read = (point: ThresholdPoint): ThresholdRule => {
    const row = db.prepare('SELECT rule FROM threshold_rule WHERE point = ?').get(point) as
      { rule: string } | undefined;
    if (!row) return defaultRule(point);
    const parsed = thresholdRuleSchema.safeParse(JSON.parse(row.rule));
    if (parsed.success) return parsed.data;
    console.warn(`[simulator] stored threshold rule of ${point} ignored: invalid`);
    return defaultRule(point);
  };
  return {
    tags: createTagAlarmStore(db),
    all: () => POINT_IDS.map(read),
    get: read,
    save(rule, nowMs) {
      db.prepare(
        `INSERT INTO threshold_rule (point, rule, update_time) VALUES (?, ?, ?)
         ON CONFLICT(point) DO UPDATE SET rule = excluded.rule, update_time = excluded.update_time`,
      ).run(rule.point, JSON.stringify(rule), nowMs);
      return rule;
    },
  };
}

/** Tag alarm rules (issue 25, spec §7 Data tagalarm): one row per tag, the validated rule as JSON. */
export interface TagAlarmStore {
  /** Stored rules by tag number (tags never set are absent). */
  all(): Map<string, TagAlarmRule>;
  save(rule: TagAlarmRule, nowMs: number): TagAlarmRule;
}

function createTagAlarmStore(db: Database.Database): TagAlarmStore {
  db.exec(`CREATE TABLE IF NOT EXISTS tag_alarm_rule (
    tag_no TEXT PRIMARY KEY, rule TEXT NOT NULL, update_time INTEGER NOT NULL)`);
  return {
    all() {
      const out = new Map<string, TagAlarmRule>();
      const rows = db.prepare('SELECT tag_no, rule FROM tag_alarm_rule').all() as Array<{
        tag_no: string;
        rule: string;
      }>;
      for (const r of rows) {
        const parsed = tagAlarmRuleSchema.safeParse(JSON.parse(r.rule));
        if (parsed.success) out.set(r.tag_no, parsed.data);
      }
      return out;
    },
    save(rule, nowMs) {
      db.prepare(
        `INSERT INTO tag_alarm_rule (tag_no, rule, update_time) VALUES (?, ?, ?)
         ON CONFLICT(tag_no) DO UPDATE SET rule = excluded.rule, update_time = excluded.update_time`,
      ).run(rule.tagNo, JSON.stringify(rule), nowMs);
      return rule;
    },
  };
}
