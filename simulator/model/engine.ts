import type { PriceTemplate } from '../../src/contract/api/profit';
import type { PricePeriod } from '../../src/contract/status';
import type { EnergyStore, HistoryRow } from '../store/model-energy';
import {
  bookPcs,
  bookPiles,
  bookStep,
  type Book,
  createBook,
  emptyEnergy,
  energyRow,
  ENERGY_FIELDS,
  type HeldFlow,
  pcsRows,
} from './accounting';
import { observeCharging } from './charging';
import { BUCKET_S, dayKey, secondsOfDay } from './clock';
import { periodAt, secondsToNextSlot } from './prices';
import { createSite, type Site, type SiteConfig, siteSoc, stepSite } from './site';

/** One site with its books. */
export interface SiteRuntime {
  site: Site;
  book: Book;
}

export interface Engine {
  sites: Map<string, SiteRuntime>;
  /** The template of the day being stepped (for today: the one in force). */
  template: PriceTemplate;
  simMs: number;
  /** The price configuration's template of a day (special days, months); absent: `template` always. */
  templateFor?: (day: string) => PriceTemplate;
  /** The flows whose meters do not report at a site now (issue 27): their energy is held. */
  heldFlows?: (site: string) => readonly HeldFlow[];
  /** The charging piles of a site that do not report now (issue 27): held one by one. */
  silentPiles?: (site: string, piles: Site['piles']) => ReadonlySet<number> | null;
}

const NONE: readonly HeldFlow[] = [];

export function createEngine(
  configs: SiteConfig[],
  template: PriceTemplate,
  simMs: number,
  initialSoc = 50,
): Engine {
  const sites = new Map<string, SiteRuntime>();
  for (const c of configs) sites.set(c.site, { site: createSite(c, initialSoc), book: createBook() });
  return { sites, template, simMs };
}

const MAX_DT = 5;

/** A bucket whose piles did not all report throughout: how many did, of how many (issue 27). */
function pilesReporting(rt: SiteRuntime): Pick<HistoryRow, 'piles'> {
  const off = rt.book.bucketSilentPiles;
  if (!off.size) return {};
  const total = rt.site.piles.length;
  return { piles: { reporting: rt.site.piles.filter((p) => !off.has(p.no)).length, total } };
}

function closeBucket(rt: SiteRuntime, store: EnergyStore | null): void {
  const b = rt.book;
  if (b.bucketStart >= 0 && b.bucketSeconds > 0 && store) {
    const k = 3600 / b.bucketSeconds;
    store.saveHistory(rt.site.config.site, {
      ts: b.bucketStart,
      pv: b.bucket.pv * k,
      load: b.bucket.load * k,
      fz: b.bucket.fz * k,
      pile: b.bucket.pile * k,
      storage: (b.bucket.discharge - b.bucket.charge) * k,
      gen: b.bucket.gen * k,
      grid: (b.bucket.gridImport - b.bucket.gridExport) * k,
      aux: b.bucket.aux * k,
      soc: siteSoc(rt.site),
      ...pilesReporting(rt),
    });
  }
  b.bucketSilentPiles.clear();
  b.bucket = emptyEnergy();
  b.bucketSeconds = 0;
}

/**
 * Advances every site by `seconds` of simulated time in steps that never cross a 5-minute
 * bucket, a price period or a day, so each step is booked to exactly one of each.
 * `maxDt` is 5 s live and 300 s when seeding history.
 */
export function advance(engine: Engine, seconds: number, store: EnergyStore | null, maxDt = MAX_DT): void {
  let remaining = seconds;
  while (remaining > 1e-9) {
    const t = engine.simMs;
    const sod = secondsOfDay(t);
    const day = dayKey(t);
    if (engine.templateFor) engine.template = engine.templateFor(day);
    const toBucket = BUCKET_S - (sod % BUCKET_S);
    const dt = Math.max(1e-3, Math.min(remaining, maxDt, toBucket, secondsToNextSlot(engine.template, sod)));
    const period = periodAt(engine.template, sod);
    const bucketStart = t - (sod % BUCKET_S) * 1000;
    for (const rt of engine.sites.values()) {
      if (rt.book.bucketStart !== Math.round(bucketStart)) {
        closeBucket(rt, store);
        rt.book.bucketStart = Math.round(bucketStart);
      }
      // Asked before the step: a pile that went silent since holds this step's energy already.
      const silentPiles = engine.silentPiles?.(rt.site.config.site, rt.site.piles) ?? null;
      const flows = stepSite(rt.site, engine.template, sod, dt, t);
      observeCharging(rt.site, rt.site.charging, t + dt * 1000, dt, engine.template.prices[period].buy);
      const held = engine.heldFlows?.(rt.site.config.site) ?? NONE;
      const pileKwh = bookPiles(rt.book, rt.site.piles, silentPiles);
      bookStep(rt.book, [energyRow(rt.book, day, period), rt.book.bucket], flows, dt, held, pileKwh);
      rt.book.bucketSeconds += dt;
      const pcs = pcsRows(rt.book, day, period, rt.site.containers);
      bookPcs(rt.book, pcs, rt.site.bank, dt, held.includes('storage'));
      rt.book.dirty.add(`${day}|${period}`);
    }
    engine.simMs = t + dt * 1000;
    remaining -= dt;
  }
}

/** Writes changed day rows to the store and forgets days older than yesterday. */
export function flushBooks(engine: Engine, store: EnergyStore): void {
  const keep = new Set([dayKey(engine.simMs), dayKey(engine.simMs - 86_400_000)]);
  for (const rt of engine.sites.values()) {
    const { book } = rt;
    const name = rt.site.config.site;
    for (const key of book.dirty) {
      const [day, period] = key.split('|') as [string, PricePeriod];
      const row = book.days.get(day)?.get(period);
      if (row) store.saveEnergy(name, day, period, row, engine.templateFor?.(day) ?? engine.template);
      const pcs = book.pcs.get(day)?.get(period);
      if (pcs) store.savePcs(name, day, period, pcs);
    }
    book.dirty.clear();
    for (const day of [...book.days.keys()]) if (!keep.has(day)) book.days.delete(day);
    for (const day of [...book.pcs.keys()]) if (!keep.has(day)) book.pcs.delete(day);
  }
}

/** Restores a day's stored totals into the books (restart on a file database). */
export function loadDay(engine: Engine, store: EnergyStore, day: string): void {
  for (const rt of engine.sites.values()) {
    for (const r of store.energyOfDay(rt.site.config.site, day)) {
      const row = energyRow(rt.book, day, r.period);
      for (const f of ENERGY_FIELDS) row[f] = r[f];
    }
    for (const r of store.pcs(rt.site.config.site, day, day)) {
      const slot = pcsRows(rt.book, day, r.period, rt.site.containers)[r.pcsNo - 1];
      if (slot) {
        slot.charge = r.charge;
        slot.discharge = r.discharge;
      }
    }
  }
}
