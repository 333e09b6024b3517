import type Database from 'better-sqlite3';
import type { PricePeriod } from '../../src/contract/status';
import type { PriceTemplate } from '../../src/contract/api/profit';
import { ENERGY_FIELDS, type EnergyRow } from '../model/accounting';

const COLS: Record<keyof EnergyRow, string> = {
  gridImport: 'grid_import',
  gridExport: 'grid_export',
  load: 'load',
  fz: 'fz',
  pile: 'pile',
  charge: 'charge',
  discharge: 'discharge',
  pv: 'pv',
  bmsPv: 'bms_pv',
  gen: 'gen',
  aux: 'aux',
};

/** One stored (site, day, period) row with its fees in yuan. */
export interface StoredEnergy extends EnergyRow {
  day: string;
  period: PricePeriod;
  chargeFee: number;
  dischargeFee: number;
  pvFee: number;
}

export interface HistoryRow {
  ts: number;
  pv: number;
  load: number;
  fz: number;
  pile: number;
  storage: number;
  gen: number;
  grid: number;
  /** Auxiliary load (HVAC, BMS), kW. */
  aux: number;
  soc: number;
  /**
   * Fields whose devices did not report when the 5 minutes closed (issue 27): answered as no
   * reading (a gap in the curves). A silent meter books no energy (stored as 0 here); the gap's
   * energy is in the first row after it (accounting.ts bookStep).
   */
  silent?: Array<'pv' | 'grid' | 'storage' | 'gen' | 'pile'>;
  /**
   * Set when some charging piles did not report throughout the 5 minutes (issue 27): how many did,
   * of how many. `pile` is then theirs alone (a silent pile's energy is held, accounting.ts bookPiles).
   */
  piles?: { reporting: number; total: number };
}

const SELECT_ENERGY = `SELECT day, period, ${ENERGY_FIELDS.map((f) => `${COLS[f]} AS ${f}`).join(', ')},
  charge_fee AS chargeFee, discharge_fee AS dischargeFee, pv_fee AS pvFee FROM model_energy`;

interface Fees {
  chargeFee: number;
  dischargeFee: number;
  pvFee: number;
}

/** Storage for energy, PCS and 5-minute history rows of the model. */
export function createEnergyStore(db: Database.Database) {
  const upsertEnergy = db.prepare(
    `INSERT INTO model_energy (site, day, period, ${ENERGY_FIELDS.map((f) => COLS[f]).join(', ')},
       charge_fee, discharge_fee, pv_fee)
     VALUES (@site, @day, @period, ${ENERGY_FIELDS.map((f) => '@' + f).join(', ')}, @chargeFee, @dischargeFee, @pvFee)
     ON CONFLICT(site, day, period) DO UPDATE SET ${ENERGY_FIELDS.map((f) => `${COLS[f]} = excluded.${COLS[f]}`).join(', ')},
       charge_fee = excluded.charge_fee, discharge_fee = excluded.discharge_fee, pv_fee = excluded.pv_fee`,
  );
  const upsertPcs = db.prepare(
    `INSERT INTO model_pcs (site, day, period, pcs_no, charge, discharge) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT(site, day, period, pcs_no) DO UPDATE SET charge = excluded.charge, discharge = excluded.discharge`,
  );
  const insertHistory = db.prepare(
    `INSERT OR REPLACE INTO model_history (site, ts, pv, load, fz, pile, storage, gen, grid, aux, soc, silent,
       piles_reporting, piles_total)
     VALUES (@site, @ts, @pv, @load, @fz, @pile, @storage, @gen, @grid, @aux, @soc, @silent,
       @pilesReporting, @pilesTotal)`,
  );
  const energyRange = db.prepare(
    `${SELECT_ENERGY} WHERE site = ? AND day >= ? AND day <= ? ORDER BY day, period`,
  );
  const energyDay = db.prepare(`${SELECT_ENERGY} WHERE site = ? AND day = ?`);
  const pcsRange = db.prepare(
    `SELECT day, period, pcs_no AS pcsNo, charge, discharge FROM model_pcs
     WHERE site = ? AND day >= ? AND day <= ? ORDER BY day, pcs_no, period`,
  );
  const historyRange = db.prepare(
    `SELECT ts, pv, load, fz, pile, storage, gen, grid, aux, soc, silent, piles_reporting AS pilesReporting,
       piles_total AS pilesTotal FROM model_history WHERE site = ? AND ts >= ? AND ts < ? ORDER BY ts`,
  );
  const dayRevenue = db.prepare(
    'SELECT COALESCE(SUM(discharge_fee - charge_fee), 0) AS revenue FROM model_energy WHERE site = ? AND day = ?',
  );
  const lastHistory = db.prepare('SELECT MAX(ts) AS ts FROM model_history WHERE site = ?');
  const lastSoc = db.prepare('SELECT soc FROM model_history WHERE site = ? ORDER BY ts DESC LIMIT 1');
  // Fees accrue at the price in force when the energy was booked, so a price change applies from
  // the change on (earlier energy keeps its fee until earnings are recalculated). Per row: the
  // energy and fees last saved; a row not seen in this run starts from what is stored.
  const ledger = new Map<string, { charge: number; discharge: number; pv: number } & Fees>();
  const storedRow = db.prepare(
    `SELECT charge, discharge, pv, charge_fee AS chargeFee, discharge_fee AS dischargeFee, pv_fee AS pvFee
     FROM model_energy WHERE site = ? AND day = ? AND period = ?`,
  );
  const ledgerFees = (
    site: string,
    day: string,
    period: PricePeriod,
    row: EnergyRow,
    template: PriceTemplate,
  ): Fees => {
    const key = `${site}|${day}|${period}`;
    const prev =
      ledger.get(key) ??
      (storedRow.get(site, day, period) as
        ({ charge: number; discharge: number; pv: number } & Fees) | undefined);
    const buy = template.prices[period].buy;
    const next = prev
      ? {
          chargeFee: prev.chargeFee + (row.charge - prev.charge) * buy,
          dischargeFee: prev.dischargeFee + (row.discharge - prev.discharge) * buy,
          pvFee: prev.pvFee + (row.pv - prev.pv) * buy,
        }
      : fees(row, period, template);
    ledger.set(key, { charge: row.charge, discharge: row.discharge, pv: row.pv, ...next });
    if (ledger.size > 4096) ledger.clear();
    return next;
  };
  const fees = (row: EnergyRow, period: PricePeriod, template: PriceTemplate): Fees => {
    const buy = template.prices[period].buy;
    return { chargeFee: row.charge * buy, dischargeFee: row.discharge * buy, pvFee: row.pv * buy };
  };
  return {
    saveEnergy(
      site: string,
      day: string,
      period: PricePeriod,
      row: EnergyRow,
      template: PriceTemplate,
    ): void {
      upsertEnergy.run({ site, day, period, ...row, ...ledgerFees(site, day, period, row, template) });
    },
    savePcs(
      site: string,
      day: string,
      period: PricePeriod,
      rows: Array<{ charge: number; discharge: number }>,
    ) {
      rows.forEach((r, i) => upsertPcs.run(site, day, period, i + 1, r.charge, r.discharge));
    },
    saveHistory(site: string, { piles, ...row }: HistoryRow): void {
      insertHistory.run({
        site,
        ...row,
        silent: row.silent?.join(',') ?? '',
        pilesReporting: piles?.reporting ?? null,
        pilesTotal: piles?.total ?? null,
      });
    },
    energy(site: string, from: string, to: string): StoredEnergy[] {
      return energyRange.all(site, from, to) as StoredEnergy[];
    },
    energyOfDay(site: string, day: string): StoredEnergy[] {
      return energyDay.all(site, day) as StoredEnergy[];
    },
    pcs(site: string, from: string, to: string) {
      return pcsRange.all(site, from, to) as Array<{
        day: string;
        period: PricePeriod;
        pcsNo: number;
        charge: number;
        discharge: number;
      }>;
    },
    history(site: string, fromMs: number, toMs: number): HistoryRow[] {
      const rows = historyRange.all(site, fromMs, toMs) as Array<
        Omit<HistoryRow, 'silent' | 'piles'> & {
          silent: string;
          pilesReporting: number | null;
          pilesTotal: number | null;
        }
      >;
      return rows.map(({ silent, pilesReporting, pilesTotal, ...r }) => ({
        ...r,
        ...(silent ? { silent: silent.split(',') as NonNullable<HistoryRow['silent']> } : {}),
        ...(pilesReporting !== null && pilesTotal !== null
          ? { piles: { reporting: pilesReporting, total: pilesTotal } }
          : {}),
      }));
    },
    /**
     * Storage revenue of a day (discharge value − charge cost) from the stored fees, each kWh at
     * the price in force when it flowed: the one source of "today's revenue" (issue 29).
     */
    revenueOfDay(site: string, day: string): number {
      return (dayRevenue.get(site, day) as { revenue: number }).revenue;
    },
    lastHistoryTs(site: string): number | null {
      return (lastHistory.get(site) as { ts: number | null }).ts;
    },
    lastSoc(site: string): number | null {
      return (lastSoc.get(site) as { soc: number } | undefined)?.soc ?? null;
    },
    /** Recomputes the fees of every row in the range at `template` (or each day's); answers the days touched. */
    recomputeFees(
      site: string,
      from: string,
      to: string,
      template: PriceTemplate | ((day: string) => PriceTemplate),
    ): number {
      const rows = energyRange.all(site, from, to) as StoredEnergy[];
      const of = typeof template === 'function' ? template : () => template;
      db.transaction(() => {
        for (const r of rows) {
          upsertEnergy.run({ site, ...r, ...fees(r, r.period, of(r.day)) });
          ledger.delete(`${site}|${r.day}|${r.period}`);
        }
      })();
      return new Set(rows.map((r) => r.day)).size;
    },
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
  };
}

export type EnergyStore = ReturnType<typeof createEnergyStore>;
