import type { HistoryPoint, HistoryTotal } from '../../../src/contract/api/history';
import type { Router } from '../router';
import { daysBetween, formatDateTime, monthsBetween, startOfDay } from '../../model/clock';
import { byDay, type DayReport, sumOf } from '../../model/report';
import { dayRange, monthRange, round, siteOf, type StationRoutesDeps } from './station-common';

const total = (date: string, reps: DayReport[]): HistoryTotal => ({
  date,
  pvKwh: sumOf(reps.map((r) => r.sum.pv)),
  loadKwh: sumOf(reps.map((r) => r.sum.load)),
  gridImportKwh: sumOf(reps.map((r) => r.sum.gridImport)),
  gridExportKwh: sumOf(reps.map((r) => r.sum.gridExport)),
  chargeKwh: sumOf(reps.map((r) => r.sum.charge)),
  dischargeKwh: sumOf(reps.map((r) => r.sum.discharge)),
  generatorKwh: sumOf(reps.map((r) => r.sum.gen)),
  chargingPileKwh: sumOf(reps.map((r) => r.sum.pile)),
  auxKwh: sumOf(reps.map((r) => r.sum.aux)),
});

/** `datapower/history/day|month|year`. */
export function registerHistoryRoutes(router: Router, deps: StationRoutesDeps): void {
  const { model } = deps;
  const today = () => startOfDay(model.engine.simMs);
  const reps = (site: string, fromMs: number, toMs: number) => {
    const days = daysBetween(fromMs, toMs);
    return byDay(model.energy.energy(site, days[0], days[days.length - 1]), days);
  };
  router.get('datapower/history/day', (ctx): HistoryPoint<null>[] => {
    const site = siteOf(ctx, deps);
    const { fromMs, toMs } = dayRange(ctx, 60, today(), 'range60');
    const end = new Date(toMs);
    end.setDate(end.getDate() + 1);
    // A field whose devices were silent is a gap (issue 27), not the model's figure; the piles'
    // power while some of them were silent is the reporting piles', said to be partial.
    return model.energy.history(site, fromMs, end.getTime()).map((h) => ({
      time: formatDateTime(h.ts),
      ts: h.ts,
      pvKw: h.silent?.includes('pv') ? null : round(h.pv),
      loadKw: round(h.load),
      buildingLoadKw: round(h.fz),
      chargingPileKw: h.silent?.includes('pile') ? null : round(h.pile),
      ...(h.piles && !h.silent?.includes('pile')
        ? { chargingPilesReporting: h.piles.reporting, chargingPilesTotal: h.piles.total }
        : {}),
      storageKw: h.silent?.includes('storage') ? null : round(h.storage),
      generatorKw: h.silent?.includes('gen') ? null : round(h.gen),
      gridKw: h.silent?.includes('grid') ? null : round(h.grid),
      auxKw: round(h.aux),
      soc: round(h.soc),
    }));
  });
  router.get('datapower/history/month', (ctx): HistoryTotal[] => {
    const site = siteOf(ctx, deps);
    const { fromMs, toMs } = dayRange(ctx, 60, today(), 'range60');
    return reps(site, fromMs, toMs).map((r) => total(r.date, [r]));
  });
  router.get('datapower/history/year', (ctx): HistoryTotal[] => {
    const site = siteOf(ctx, deps);
    const { fromMs, toMs } = monthRange(ctx, 24);
    const last = new Date(toMs);
    last.setMonth(last.getMonth() + 1, 0);
    const all = reps(site, fromMs, last.getTime());
    return monthsBetween(fromMs, toMs).map((m) =>
      total(
        m,
        all.filter((r) => r.date.startsWith(m)),
      ),
    );
  });
}
