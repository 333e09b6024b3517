import type { Pile } from './devices';

/*
 * Charging sessions observed from the piles (issue 15): a session opens when a pile starts
 * charging and closes when it goes idle. A grid outage suspends it (the pile is offline, the
 * vehicle stays plugged in) and it resumes as the same session. Energy is the sum of forward
 * meter steps: a meter that goes backwards is flagged and never booked as negative energy.
 */

/** Reference price (yuan/kWh) a session's savings are measured against. */
export const REFERENCE_PRICE = 1.5;

export interface OpenSession {
  pileNo: number;
  startMs: number;
  meterStart: number;
  lastMeter: number;
  energyKwh: number;
  pvKwh: number;
  storageKwh: number;
  /**
   * What the energy so far costs at the tariff in force when it was drawn (yuan): each step is
   * priced at its period's buy price (issue 30: a flat 1.20 on every session looked fake).
   */
  amount: number;
  interrupted: boolean;
  meterBackwards: boolean;
}

/** A finished session, ready for the charge-data store. */
export interface ClosedSession extends OpenSession {
  endMs: number;
  meterStop: number;
  /** The session's price, yuan/kWh: its amount over its energy (the step price when it had none). */
  rate: number;
}

export interface ChargingBook {
  open: Map<number, OpenSession>;
  closed: ClosedSession[];
}

export function createChargingBook(): ChargingBook {
  return { open: new Map(), closed: [] };
}

/**
 * What the book reads of a site (a Site is one): its piles and the step's flows. Named here, not
 * taken from site.ts, which holds the book: the two modules import one way.
 */
export interface ChargingSite {
  piles: readonly Pile[];
  flows: { load: number; pv: number; storage: number };
}

/**
 * Called after each model step of `dt` seconds ending at `simMs`; `price` is the buy price
 * (yuan/kWh) of the tariff period the step lies in (a step never crosses one).
 */
export function observeCharging(
  site: ChargingSite,
  book: ChargingBook,
  simMs: number,
  dt: number,
  price: number,
): void {
  const f = site.flows;
  const pvFrac = f.load > 0 ? Math.min(1, f.pv / f.load) : 0;
  const storageFrac = f.load > 0 ? Math.min(1 - pvFrac, Math.max(0, f.storage) / f.load) : 0;
  for (const p of site.piles) {
    let s = book.open.get(p.no);
    if (!s && p.state === 'charging') {
      s = {
        pileNo: p.no,
        startMs: Math.round(simMs - dt * 1000),
        meterStart: p.meterKwh - (p.powerKw * dt) / 3600,
        lastMeter: p.meterKwh - (p.powerKw * dt) / 3600,
        energyKwh: 0,
        pvKwh: 0,
        storageKwh: 0,
        amount: 0,
        interrupted: false,
        meterBackwards: false,
      };
      book.open.set(p.no, s);
    }
    if (!s) continue;
    const step = p.meterKwh - s.lastMeter;
    if (step < 0) s.meterBackwards = true;
    else {
      s.energyKwh += step;
      s.amount += step * price;
      s.pvKwh += step * pvFrac;
      s.storageKwh += step * storageFrac;
    }
    s.lastMeter = p.meterKwh;
    if (p.state === 'offline') s.interrupted = true;
    else if (p.state === 'idle') {
      book.open.delete(p.no);
      const rate = s.energyKwh > 0 ? Math.round((s.amount / s.energyKwh) * 10_000) / 10_000 : price;
      book.closed.push({ ...s, endMs: Math.round(simMs), meterStop: p.meterKwh, rate });
    }
  }
}
