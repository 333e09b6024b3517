import type { PricePeriod } from '../../src/contract/status';
import type { Bank } from './bank';
import { CLUSTERS_PER_CONTAINER } from './bank';
import type { Flows } from './site';

/** Energy columns kept per site, day and price period (kWh). */
export const ENERGY_FIELDS = [
  'gridImport',
  'gridExport',
  'load',
  'fz',
  'pile',
  'charge',
  'discharge',
  'pv',
  'bmsPv',
  'gen',
  'aux',
] as const;
export type EnergyField = (typeof ENERGY_FIELDS)[number];
export type EnergyRow = Record<EnergyField, number>;

export const emptyEnergy = (): EnergyRow => Object.fromEntries(ENERGY_FIELDS.map((f) => [f, 0])) as EnergyRow;

/** Adds `dt` seconds of `flows` to `row`. Every flow integrates the same powers, so the day balances. */
export function addFlows(row: EnergyRow, flows: Flows, dt: number): void {
  const h = dt / 3600;
  if (flows.grid > 0) row.gridImport += flows.grid * h;
  else row.gridExport -= flows.grid * h;
  row.load += flows.load * h;
  row.fz += flows.fz * h;
  row.pile += flows.pile * h;
  if (flows.storage > 0) row.discharge += flows.storage * h;
  else row.charge -= flows.storage * h;
  row.pv += flows.pv * h;
  row.bmsPv += flows.bmsPv * h;
  row.gen += flows.gen * h;
  row.aux += flows.aux * h;
}

/** The metered flows whose energy a silent device does not book (issue 27): by history field. */
export type HeldFlow = 'pv' | 'grid' | 'storage' | 'gen' | 'pile';
const HELD_FIELDS: Record<HeldFlow, readonly EnergyField[]> = {
  pv: ['pv'],
  grid: ['gridImport', 'gridExport'],
  storage: ['charge', 'discharge'],
  gen: ['gen'],
  pile: ['pile'],
};
const HELD_FLOWS = Object.keys(HELD_FIELDS) as HeldFlow[];

/**
 * Books one step of `flows` to `rows` (the day's period row and the 5-minute bucket) as the
 * station's meters report it (issue 27). A meter that does not report adds no energy: what its
 * flows carry is held in `book.held`; when it reports again its cumulative counter has moved on,
 * so the whole gap's energy is booked at once with that first report (its period, its bucket, its
 * day), as an EMS reading a real meter's counter books it. A day's total stays the sum of its
 * 5-minute rows, and a day's energy whose meter was silent at midnight appears on the day it
 * reports again. Held energy is kept in the model's checkpoint (store/model-checkpoint.ts): a
 * restart during a silence books it when the meter reports again.
 */
export function bookStep(
  book: Book,
  rows: readonly EnergyRow[],
  flows: Flows,
  dt: number,
  held: readonly HeldFlow[],
  /** kWh to add to the step's pile energy: the silent piles' held off, released ones on ({@link bookPiles}). */
  pileKwh = 0,
): void {
  if (!held.length && !book.holding && pileKwh === 0) {
    // Every meter reports and nothing is held: the common case, booked directly.
    for (const row of rows) addFlows(row, flows, dt);
    return;
  }
  const step = emptyEnergy();
  addFlows(step, flows, dt);
  book.holding = false;
  for (const f of HELD_FLOWS) {
    const holding = held.includes(f);
    for (const field of HELD_FIELDS[f]) {
      if (holding) {
        book.held[field] += step[field];
        step[field] = 0;
        book.holding = true;
      } else if (book.held[field] !== 0) {
        step[field] += book.held[field];
        book.held[field] = 0;
      }
    }
  }
  step.pile += pileKwh;
  for (const row of rows) for (const f of ENERGY_FIELDS) row[f] += step[f];
}

/**
 * The charging piles' share of one step as they report (issue 27), one pile at a time: a silent
 * pile's energy (what its meter moves) is held for it and booked with its first report after the
 * silence, as the meters' ({@link bookStep}); the reporting piles' is booked as it flows. Answers
 * the kWh to add to the step's pile flow (released minus held), so that the site's pile energy is
 * always the sum of the piles' reported meter movements: a silent pile's invented figures never
 * enter it. The silent piles are noted for the 5-minute bucket (its pile curve is partial).
 */
export function bookPiles(
  book: Book,
  piles: ReadonlyArray<{ no: number; stepKwh: number }>,
  silent: ReadonlySet<number> | null,
): number {
  if (!silent?.size && !book.heldPiles.size) return 0;
  let kwh = 0;
  for (const p of piles) {
    if (silent?.has(p.no)) {
      const e = p.stepKwh;
      book.heldPiles.set(p.no, (book.heldPiles.get(p.no) ?? 0) + e);
      book.bucketSilentPiles.add(p.no);
      kwh -= e;
      continue;
    }
    const held = book.heldPiles.get(p.no);
    if (held === undefined) continue;
    kwh += held;
    book.heldPiles.delete(p.no);
  }
  return kwh;
}

/** {@link addPcs} as the PCS report: held while `holding` (silent), all at once when they report again. */
export function bookPcs(
  book: Book,
  pcs: Array<{ charge: number; discharge: number }>,
  bank: Bank,
  dt: number,
  holding: boolean,
): void {
  if (holding) {
    while (book.heldPcs.length < pcs.length) book.heldPcs.push({ charge: 0, discharge: 0 });
    addPcs(book.heldPcs, bank, dt);
    return;
  }
  addPcs(pcs, bank, dt);
  if (!book.heldPcs.length) return;
  book.heldPcs.forEach((h, i) => {
    if (!pcs[i]) return;
    pcs[i].charge += h.charge;
    pcs[i].discharge += h.discharge;
  });
  book.heldPcs = [];
}

/** Residual of import − export − (load − pv − discharge + charge − gen + aux), kWh; 0 for a closed balance. */
export function balanceResidual(row: EnergyRow): number {
  return (
    row.gridImport - row.gridExport - (row.load - row.pv - row.discharge + row.charge - row.gen + row.aux)
  );
}

/** Per-PCS (one per container) charge/discharge of one step, at the PCS's AC side. */
function addPcs(pcs: Array<{ charge: number; discharge: number }>, bank: Bank, dt: number): void {
  const h = dt / 3600;
  for (let c = 0; c < bank.clusters; c++) {
    const slot = pcs[Math.floor(c / CLUSTERS_PER_CONTAINER)];
    const p = bank.acKw[c];
    if (p > 0) slot.discharge += p * h;
    else slot.charge -= p * h;
  }
}

/** Running totals for the current day and 5-minute bucket of one site. */
export interface Book {
  /** day → period → energy row. */
  days: Map<string, Map<PricePeriod, EnergyRow>>;
  /** day → period → pcs index → charge/discharge. */
  pcs: Map<string, Map<PricePeriod, Array<{ charge: number; discharge: number }>>>;
  dirty: Set<string>;
  bucketStart: number;
  bucket: EnergyRow;
  bucketSeconds: number;
  /** Energy of silent meters, not booked until they report again ({@link bookStep}). */
  held: EnergyRow;
  /** Whether `held` holds anything (the common case skips the per-field work). */
  holding: boolean;
  /** Per-PCS energy held while the PCS are silent. */
  heldPcs: Array<{ charge: number; discharge: number }>;
  /** Energy held per silent charging pile (by its number), kWh ({@link bookPiles}). */
  heldPiles: Map<number, number>;
  /** The piles silent at some time in the open 5-minute bucket (its pile figure is partial). */
  bucketSilentPiles: Set<number>;
}

export function createBook(): Book {
  return {
    days: new Map(),
    pcs: new Map(),
    dirty: new Set(),
    bucketStart: -1,
    bucket: emptyEnergy(),
    bucketSeconds: 0,
    held: emptyEnergy(),
    holding: false,
    heldPcs: [],
    heldPiles: new Map(),
    bucketSilentPiles: new Set(),
  };
}

export function energyRow(book: Book, day: string, period: PricePeriod): EnergyRow {
  let periods = book.days.get(day);
  if (!periods) book.days.set(day, (periods = new Map<PricePeriod, EnergyRow>()));
  let row = periods.get(period);
  if (!row) periods.set(period, (row = emptyEnergy()));
  return row;
}

export function pcsRows(book: Book, day: string, period: PricePeriod, count: number) {
  let periods = book.pcs.get(day);
  if (!periods)
    book.pcs.set(day, (periods = new Map<PricePeriod, Array<{ charge: number; discharge: number }>>()));
  let rows = periods.get(period);
  if (!rows) periods.set(period, (rows = Array.from({ length: count }, () => ({ charge: 0, discharge: 0 }))));
  return rows;
}
