import type Database from 'better-sqlite3';
import {
  type CurrentTariff,
  type DayTariff,
  type PriceTemplate,
  toPriceTemplate,
} from '../../src/contract/api/price';
import { minutesOf } from '../../src/contract/api/price-validation';
import { createTariffStore, rowsOfTemplate, type TariffStore } from '../store/tariff-store';
import { dayKey, formatDateTime, secondsOfDay, startOfDay } from './clock';
import { periodAt } from './prices';

/** The price configuration in force: which timeline and unit price each day. */
export interface Tariff {
  store: TariffStore;
  /** Special day first, then the month's relation. */
  dayTariff(day: string): DayTariff;
  /** The day's tariff as the accounting prices with it (cached per day). */
  templateFor(day: string): PriceTemplate;
  /** Period and price at `ms` and the next change. */
  current(ms: number): CurrentTariff;
  /** Forget the cache after a write: the change applies from now on. */
  changed(): void;
}

/** Builds the tariff on its tables; the first start seeds `seed` as the whole year's template. */
export function createTariff(db: Database.Database, seed: PriceTemplate): Tariff {
  const store = createTariffStore(db, seed);
  const fallback = (day: string): DayTariff => ({
    date: day,
    source: 'month',
    sourceName: seed.name,
    timeline: { id: '', name: seed.name, rows: rowsOfTemplate(seed) },
    unit: { id: '', name: seed.name, prices: seed.prices },
  });
  let cache = new Map<string, { day: DayTariff; template: PriceTemplate }>();
  const resolve = (day: string) => {
    const hit = cache.get(day);
    if (hit) return hit;
    const timelines = new Map(store.timelines().map((t) => [t.id, t]));
    const units = new Map(store.units().map((u) => [u.id, u]));
    const special = store.specials().find((s) => s.startDate <= day && day <= s.endDate);
    const month = Number(day.slice(5, 7));
    const relation = store.relations().find((r) => r.months.includes(month));
    const pick = special ?? relation;
    const timeline = pick && timelines.get(pick.timelineId);
    const unit = pick && units.get(pick.unitId);
    const resolved: DayTariff =
      pick && timeline && unit
        ? {
            date: day,
            source: special ? 'special' : 'month',
            sourceName: pick.name,
            timeline: {
              ...timeline,
              rows: [...timeline.rows].sort((a, b) => minutesOf(a.start) - minutesOf(b.start)),
            },
            unit,
          }
        : fallback(day);
    const entry = { day: resolved, template: toPriceTemplate(resolved) };
    if (cache.size > 800) cache = new Map();
    cache.set(day, entry);
    return entry;
  };

  const current = (ms: number): CurrentTariff => {
    const today = resolve(dayKey(ms));
    const sod = secondsOfDay(ms);
    const period = periodAt(today.template, sod);
    const price = today.template.prices[period];
    const base = new Date(startOfDay(ms));
    for (let d = 0; d < 400; d++) {
      const dayStart = new Date(base.getFullYear(), base.getMonth(), base.getDate() + d);
      const tpl = resolve(dayKey(dayStart.getTime())).template;
      for (const slot of tpl.timeTable) {
        const m = minutesOf(slot.start);
        if (d === 0 && m * 60 <= sod) continue;
        const p = tpl.prices[slot.period];
        if (slot.period !== period || p.buy !== price.buy || p.sell !== price.sell) {
          const at = new Date(dayStart);
          at.setHours(Math.floor(m / 60), m % 60, 0, 0);
          return {
            ts: ms,
            time: formatDateTime(ms).slice(0, 16),
            period,
            price,
            nextTs: at.getTime(),
            nextTime: formatDateTime(at.getTime()).slice(0, 16),
            nextPeriod: slot.period,
            nextPrice: p,
            day: today.day,
          };
        }
      }
    }
    return {
      ts: ms,
      time: formatDateTime(ms).slice(0, 16),
      period,
      price,
      nextTs: null,
      nextTime: null,
      nextPeriod: null,
      nextPrice: null,
      day: today.day,
    };
  };

  return {
    store,
    dayTariff: (day) => resolve(day).day,
    templateFor: (day) => resolve(day).template,
    current,
    changed: () => {
      cache = new Map();
    },
  };
}
