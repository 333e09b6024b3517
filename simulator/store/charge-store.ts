import type Database from 'better-sqlite3';
import {
  chargeFigures,
  type ChargeData,
  type ChargeDataLog,
  type ChargeDataLogDetail,
  type ChargeTotals,
} from '../../src/contract/api/charging';
import { REFERENCE_PRICE, type ClosedSession } from '../model/charging';
import { formatDateTime } from './time-format';

const r2 = (v: number) => Math.round(v * 100) / 100;
const r3 = (v: number) => Math.round(v * 1000) / 1000;

interface Row {
  id: string;
  site: string;
  pile_no: number;
  start_ms: number;
  end_ms: number;
  meter_start: number;
  meter_stop: number;
  energy: number;
  rate: number;
  pv: number;
  storage: number;
  interrupted: number;
  meter_flag: number;
  source: 'auto' | 'manual';
}

/** Amount and savings follow from energy and rate; they are never stored apart from them. */
function toData(r: Row): ChargeData {
  const { energyKwh, amount } = chargeFigures(r.energy, r.rate);
  return {
    id: r.id,
    site: r.site,
    pileNo: r.pile_no,
    startTime: formatDateTime(r.start_ms),
    endTime: formatDateTime(r.end_ms),
    meterStart: r3(r.meter_start),
    meterStop: r3(r.meter_stop),
    energyKwh,
    rate: r.rate,
    amount,
    pvKwh: r3(r.pv),
    storageKwh: r3(r.storage),
    savings: r2(energyKwh * (REFERENCE_PRICE - r.rate)),
    interrupted: r.interrupted ? 1 : 0,
    meterFlag: r.meter_flag ? 1 : 0,
    source: r.source,
  };
}

export interface ChargeFilter {
  pileNo?: number;
  fromMs?: number;
  toMs?: number;
}

/** Sessions and their change log (SQLite). */
export function createChargeStore(db: Database.Database) {
  db.exec(`CREATE TABLE IF NOT EXISTS charge_data (
      id TEXT PRIMARY KEY, site TEXT NOT NULL, pile_no INTEGER NOT NULL, start_ms INTEGER NOT NULL,
      end_ms INTEGER NOT NULL, meter_start REAL NOT NULL, meter_stop REAL NOT NULL, energy REAL NOT NULL,
      rate REAL NOT NULL, pv REAL NOT NULL, storage REAL NOT NULL, interrupted INTEGER NOT NULL,
      meter_flag INTEGER NOT NULL, source TEXT NOT NULL);
    CREATE INDEX IF NOT EXISTS charge_data_site ON charge_data (site, start_ms);
    CREATE TABLE IF NOT EXISTS charge_data_log (
      id INTEGER PRIMARY KEY AUTOINCREMENT, data_id TEXT NOT NULL, site TEXT NOT NULL,
      action TEXT NOT NULL, account TEXT NOT NULL, time_ms INTEGER NOT NULL, changes TEXT NOT NULL);`);
  const insert = db.prepare(
    `INSERT OR IGNORE INTO charge_data VALUES (@id, @site, @pile_no, @start_ms, @end_ms, @meter_start, @meter_stop,
       @energy, @rate, @pv, @storage, @interrupted, @meter_flag, @source)`,
  );
  const where = (site: string, f: ChargeFilter) => {
    const parts = ['site = @site'];
    if (f.pileNo !== undefined) parts.push('pile_no = @pileNo');
    if (f.fromMs !== undefined) parts.push('start_ms >= @fromMs');
    if (f.toMs !== undefined) parts.push('start_ms < @toMs');
    return { sql: parts.join(' AND '), params: { site, ...f } };
  };
  const byId = (site: string, id: string) =>
    db.prepare('SELECT * FROM charge_data WHERE id = ? AND site = ?').get(id, site) as Row | undefined;
  return {
    /** Books finished sessions from the model. */
    book(site: string, sessions: ClosedSession[]): void {
      for (const s of sessions)
        insert.run({
          id: `${site}-${s.pileNo}-${s.startMs}`,
          site,
          pile_no: s.pileNo,
          start_ms: s.startMs,
          end_ms: s.endMs,
          meter_start: s.meterStart,
          meter_stop: s.meterStop,
          energy: s.energyKwh,
          rate: s.rate,
          pv: s.pvKwh,
          storage: s.storageKwh,
          interrupted: s.interrupted ? 1 : 0,
          meter_flag: s.meterBackwards ? 1 : 0,
          source: 'auto',
        });
    },
    /** Every matching row (newest first); totals are the sums of exactly these rows. */
    select(site: string, f: ChargeFilter): { rows: ChargeData[]; totals: ChargeTotals } {
      const w = where(site, f);
      const rows = (
        db
          .prepare(`SELECT * FROM charge_data WHERE ${w.sql} ORDER BY start_ms DESC, pile_no`)
          .all(w.params) as Row[]
      ).map(toData);
      const totals = rows.reduce(
        (t, r) => ({ count: t.count + 1, energyKwh: t.energyKwh + r.energyKwh, amount: t.amount + r.amount }),
        { count: 0, energyKwh: 0, amount: 0 },
      );
      return { rows, totals: { ...totals, energyKwh: r3(totals.energyKwh), amount: r2(totals.amount) } };
    },
    get(site: string, id: string): ChargeData | null {
      const r = byId(site, id);
      return r ? toData(r) : null;
    },
    /** Applies `patch` to a row (or inserts/deletes) and logs what changed, in one transaction. */
    change(
      site: string,
      id: string,
      action: ChargeDataLog['action'],
      account: string,
      nowMs: number,
      patch: Partial<Row> | null,
    ): ChargeData | null {
      return db.transaction(() => {
        const before = byId(site, id);
        if (action !== 'add' && !before) return null;
        if (action === 'add') insert.run({ ...(patch as Row), id, site });
        else if (patch === null) db.prepare('DELETE FROM charge_data WHERE id = ?').run(id);
        else {
          const cols = Object.keys(patch);
          db.prepare(
            `UPDATE charge_data SET ${cols.map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id`,
          ).run({
            ...patch,
            id,
          });
        }
        const after = byId(site, id);
        const a = after ? toData(after) : null;
        const b = before ? toData(before) : null;
        const fields = [
          'pileNo',
          'startTime',
          'endTime',
          'meterStart',
          'meterStop',
          'energyKwh',
          'rate',
          'amount',
        ] as const;
        const changes = fields
          .filter((k) => (b?.[k] ?? null) !== (a?.[k] ?? null))
          .map((k) => ({ field: k, oldValue: b?.[k] ?? null, newValue: a?.[k] ?? null }));
        db.prepare(
          'INSERT INTO charge_data_log (data_id, site, action, account, time_ms, changes) VALUES (?, ?, ?, ?, ?, ?)',
        ).run(id, site, action, account, nowMs, JSON.stringify(changes));
        return a ?? b;
      })();
    },
    logs(site: string, dataId?: string): ChargeDataLogDetail[] {
      const rows = db
        .prepare(
          `SELECT * FROM charge_data_log WHERE site = ? ${dataId ? 'AND data_id = ?' : ''} ORDER BY id DESC`,
        )
        .all(...(dataId ? [site, dataId] : [site])) as Array<{
        id: number;
        data_id: string;
        site: string;
        action: ChargeDataLog['action'];
        account: string;
        time_ms: number;
        changes: string;
      }>;
      return rows.map((r) => {
        const changes = JSON.parse(r.changes) as ChargeDataLogDetail['changes'];
        return {
          id: String(r.id),
          dataId: r.data_id,
          site: r.site,
          action: r.action,
          account: r.account,
          time: formatDateTime(r.time_ms),
          summary: changes.map((c) => `${c.field} ${c.oldValue ?? '-'} → ${c.newValue ?? '-'}`).join('; '),
          changes,
        };
      });
    },
  };
}

export type ChargeStore = ReturnType<typeof createChargeStore>;
export type ChargeRow = Row;
