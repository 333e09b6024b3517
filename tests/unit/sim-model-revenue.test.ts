import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { StationRealtime } from '../../src/contract/realtime-payloads';
import { PRICE_PERIODS } from '../../src/contract/status';
import { topics } from '../../src/contract/topics';
import { dayKey } from '../../simulator/model/clock';
import { publishSite } from '../../simulator/model/publish';
import { createStationModel } from '../../simulator/model/station';

/*
 * Issue 29 "today's revenue": the overview's figure (station topic `todayRevenue`) and the stored
 * fees (profit reports) are one source, so a price change during the day does not re-price the
 * kWh that flowed before it.
 */

const sites = ['WZ001'];

function stationOf(model: ReturnType<typeof createStationModel>): StationRealtime {
  let station: StationRealtime | null = null;
  publishSite(model, 'WZ001', (topic, payload) => {
    if (topic === topics.station('WZ001')) station = JSON.parse(String(payload)) as StationRealtime;
  });
  return station!;
}

describe("today's revenue on the overview", () => {
  it('equals the stored fees of today, also after a price change during the day', () => {
    const db = new Database(':memory:');
    // 03:00 local: the valley charge has started.
    const start = new Date(2026, 4, 10, 3, 0, 0).getTime();
    const model = createStationModel(db, { clusters: 2, racks: 2, cells: 4, seed: 3, sites }, start);
    model.step(6 * 3600);
    const day = dayKey(model.engine.simMs);
    const stored = () =>
      model.energy.energyOfDay('WZ001', day).reduce((s, r) => s + r.dischargeFee - r.chargeFee, 0);
    expect(stationOf(model).todayRevenue).toBeCloseTo(stored(), 2);

    // Every price tripled from now on: what flowed before keeps its price.
    const unit = model.tariff.store.units()[0];
    const tripled = Object.fromEntries(
      PRICE_PERIODS.map((p) => [p, { ...unit.prices[p], buy: unit.prices[p].buy * 3 }]),
    ) as typeof unit.prices;
    model.tariff.store.saveUnit({ ...unit, prices: tripled });
    model.tariff.changed();
    model.step(10 * 3600);
    const repriced = model.energy
      .energyOfDay('WZ001', day)
      .reduce((s, r) => s + (r.discharge - r.charge) * tripled[r.period].buy, 0);
    const shown = stationOf(model).todayRevenue;
    expect(shown).toBeCloseTo(stored(), 2);
    expect(Math.abs(shown - repriced)).toBeGreaterThan(1);
    // Seeds 60 days of history first: seconds on a loaded machine.
  }, 60_000);
});
