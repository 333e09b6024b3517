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
 * Alarm threshold rules per site and point (issue 25) in SQLite: one row per site and point holding
 * the validated rule as JSON. A point never set on a site answers the station-wide rule stored
 * before rules were per site (table threshold_rule, kept for databases of that time), else its
 * default rule (all levels off).
 */
export interface ThresholdStore {
  all(site: string): ThresholdRule[];
  get(site: string, point: ThresholdPoint): ThresholdRule;
  /** Stores a rule already validated by thresholdRuleSchema for one site. */
  save(site: string, rule: ThresholdRule, nowMs: number): ThresholdRule;
  /** The tag alarm rules, kept beside the point rules. */
  tags: TagAlarmStore;
}

export function createThresholdStore(db: Database.Database): ThresholdStore {
  db.exec(`CREATE TABLE IF NOT EXISTS threshold_rule (
    point TEXT PRIMARY KEY, rule TEXT NOT NULL, update_time INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS threshold_site_rule (site TEXT NOT NULL, point TEXT NOT NULL,
    rule TEXT NOT NULL, update_time INTEGER NOT NULL, PRIMARY KEY (site, point)) WITHOUT ROWID`);
  const perSite = db.prepare('SELECT rule FROM threshold_site_rule WHERE site = ? AND point = ?');
  const stationWide = db.prepare('SELECT rule FROM threshold_rule WHERE point = ?');
  const read = (site: string, point: ThresholdPoint): ThresholdRule => {
    const row = (perSite.get(site, point) ?? stationWide.get(point)) as { rule: string } | undefined;
    if (!row) return defaultRule(point);
    const parsed = thresholdRuleSchema.safeParse(JSON.parse(row.rule));
    if (parsed.success) return parsed.data;
    console.warn(`[simulator] stored threshold rule of ${site} ${point} ignored: invalid`);
    return defaultRule(point);
  };
  return {
    tags: createTagAlarmStore(db),
    all: (site) => POINT_IDS.map((point) => read(site, point)),
    get: read,
    save(site, rule, nowMs) {
      db.prepare(
        `INSERT INTO threshold_site_rule (site, point, rule, update_time) VALUES (?, ?, ?, ?)
         ON CONFLICT(site, point) DO UPDATE SET rule = excluded.rule, update_time = excluded.update_time`,
      ).run(site, rule.point, JSON.stringify(rule), nowMs);
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
