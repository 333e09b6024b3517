import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type {
  PlanInput,
  StrategyPlan,
  StrategyTemplate,
  TemplateInput,
} from '../../src/contract/api/strategy';
import { signLegacyRows } from '../../src/contract/api/strategy-schema';
import { formatDateTime } from '../model/clock';

/** Strategy templates (with the copy last delivered) and plans, per site. */
export interface StrategyStore {
  templates(site: string): StrategyTemplate[];
  template(id: string): StrategyTemplate | null;
  /** The copy the station was last given, null if never delivered. */
  delivered(id: string): StrategyTemplate | null;
  saveTemplate(site: string, input: TemplateInput): StrategyTemplate;
  deliver(id: string): StrategyTemplate;
  removeTemplates(ids: string[]): void;
  plans(site: string): StrategyPlan[];
  plan(id: string): StrategyPlan | null;
  savePlan(site: string, input: PlanInput): StrategyPlan;
  removePlans(ids: string[]): void;
}

interface TemplateRow {
  id: string;
  site: string;
  body: string;
  updated_at: string;
  delivered: string | null;
  delivered_at: string | null;
}

const newId = () => `${Date.now()}${randomBytes(3).readUIntBE(0, 3)}`;

export function createStrategyStore(db: Database.Database): StrategyStore {
  db.exec(`
    CREATE TABLE IF NOT EXISTS strategy_template (
      id TEXT PRIMARY KEY, site TEXT NOT NULL, body TEXT NOT NULL, updated_at TEXT NOT NULL,
      delivered TEXT, delivered_at TEXT);
    CREATE TABLE IF NOT EXISTS strategy_plan (
      id TEXT PRIMARY KEY, site TEXT NOT NULL, body TEXT NOT NULL, updated_at TEXT NOT NULL);
  `);
  migrateRowSigns(db);
  const toTemplate = (r: TemplateRow): StrategyTemplate => ({
    ...(JSON.parse(r.body) as TemplateInput),
    id: r.id,
    site: r.site,
    updatedAt: r.updated_at,
    deliveredAt: r.delivered_at,
    changedSinceDelivery: r.delivered !== null && r.delivered !== r.body,
  });
  const toPlan = (r: { id: string; site: string; body: string; updated_at: string }): StrategyPlan => ({
    ...(JSON.parse(r.body) as PlanInput),
    id: r.id,
    site: r.site,
    updatedAt: r.updated_at,
  });
  const templateRow = (id: string) =>
    db.prepare('SELECT * FROM strategy_template WHERE id = ?').get(id) as TemplateRow | undefined;
  const planRow = (id: string) =>
    db.prepare('SELECT * FROM strategy_plan WHERE id = ?').get(id) as
      { id: string; site: string; body: string; updated_at: string } | undefined;
  const body = <T extends { id?: string }>(input: T): string => {
    const { id: _id, ...rest } = input;
    return JSON.stringify(rest);
  };
  return {
    templates: (site) =>
      (
        db
          .prepare('SELECT * FROM strategy_template WHERE site = ? ORDER BY updated_at DESC, id')
          .all(site) as TemplateRow[]
      ).map(toTemplate),
    template(id) {
      const r = templateRow(id);
      return r ? toTemplate(r) : null;
    },
    delivered(id) {
      const r = templateRow(id);
      return r?.delivered ? toTemplate({ ...r, body: r.delivered }) : null;
    },
    saveTemplate(site, input) {
      const id = input.id ?? newId();
      const now = formatDateTime(Date.now());
      db.prepare(
        `INSERT INTO strategy_template (id, site, body, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT(id) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at`,
      ).run(id, site, body(input), now);
      return toTemplate(templateRow(id)!);
    },
    deliver(id) {
      const now = formatDateTime(Date.now());
      db.prepare('UPDATE strategy_template SET delivered = body, delivered_at = ? WHERE id = ?').run(now, id);
      return toTemplate(templateRow(id)!);
    },
    removeTemplates(ids) {
      const del = db.prepare('DELETE FROM strategy_template WHERE id = ?');
      db.transaction(() => ids.forEach((id) => del.run(id)))();
    },
    plans: (site) =>
      (
        db
          .prepare('SELECT * FROM strategy_plan WHERE site = ? ORDER BY updated_at DESC, id')
          .all(site) as Array<{
          id: string;
          site: string;
          body: string;
          updated_at: string;
        }>
      ).map(toPlan),
    plan(id) {
      const r = planRow(id);
      return r ? toPlan(r) : null;
    },
    savePlan(site, input) {
      const id = input.id ?? newId();
      const now = formatDateTime(Date.now());
      db.prepare(
        `INSERT INTO strategy_plan (id, site, body, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT(id) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at`,
      ).run(id, site, body(input), now);
      return toPlan(planRow(id)!);
    },
    removePlans(ids) {
      const del = db.prepare('DELETE FROM strategy_plan WHERE id = ?');
      db.transaction(() => ids.forEach((id) => del.run(id)))();
    },
  };
}

/** Templates saved before preset power carried its sign (spec §5): charge rows become negative. */
function migrateRowSigns(db: Database.Database): void {
  const signed = (text: string | null): string | null => {
    if (text === null) return null;
    const t = JSON.parse(text) as TemplateInput;
    const rows = Array.isArray(t.rows) ? signLegacyRows(t.rows) : null;
    return rows ? JSON.stringify({ ...t, rows }) : text;
  };
  const rows = db.prepare('SELECT id, body, delivered FROM strategy_template').all() as Array<
    Pick<TemplateRow, 'id' | 'body' | 'delivered'>
  >;
  const update = db.prepare('UPDATE strategy_template SET body = ?, delivered = ? WHERE id = ?');
  for (const r of rows) {
    const body = signed(r.body) ?? r.body;
    const delivered = signed(r.delivered);
    if (body !== r.body || delivered !== r.delivered) update.run(body, delivered, r.id);
  }
}
