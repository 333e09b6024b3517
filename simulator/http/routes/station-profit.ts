import type {
  BmsUsageZip,
  FeeDay,
  FeeProfitZip,
  GfQuantityDay,
  PcsQuantityDay,
  ProfitResetResult,
  ProfitTop7Row,
  ProfitTotal,
  QuantityDay,
} from '../../../src/contract/api/profit';
import { PRICE_PERIODS } from '../../../src/contract/status';
import type { RequestContext, Router } from '../router';
import { fileResult } from '../files';
import { roundTripEfficiency } from '../../../src/lib/efficiency';
import { pageOf } from '../paging';
import { dayKey, daysBetween, startOfDay } from '../../model/clock';
import { byDay, type DayReport, emptySplit, roundSplit, sumOf, sumSplits } from '../../model/report';
import { zipJson } from '../../model/zip';
import { dayRange, round, siteOf, type StationRoutesDeps, tr } from './station-common';
import { isoColumn, type ReportColumn, reportXlsx } from './report-xlsx';

const efficiency = (d: DayReport) => {
  const e = roundTripEfficiency(d.sum.charge, d.sum.discharge);
  return e === null ? null : round(e);
};
const quantity = (d: DayReport): QuantityDay => ({
  date: d.date,
  charge: d.split.charge,
  discharge: d.split.discharge,
  efficiency: efficiency(d),
});
const fee = (d: DayReport): FeeDay => ({
  date: d.date,
  chargeFee: d.split.chargeFee,
  dischargeFee: d.split.dischargeFee,
  profit: round(d.sum.dischargeFee - d.sum.chargeFee, 3),
});
const gf = (d: DayReport): GfQuantityDay => ({ date: d.date, generation: d.split.pv, value: d.sum.pvFee });

/** `profitday/*`: storage quantity, fees, PCS and PV pages with totals and exports, zips, reset. */
export function registerProfitRoutes(router: Router, deps: StationRoutesDeps): void {
  const { model } = deps;
  const today = () => startOfDay(model.engine.simMs);
  const reports = (ctx: RequestContext) => {
    const site = siteOf(ctx, deps);
    const { fromMs, toMs } = dayRange(ctx, 92, today(), 'range92');
    const days = daysBetween(fromMs, toMs);
    return { site, days, reps: byDay(model.energy.energy(site, days[0], days[days.length - 1]), days) };
  };
  const pcsDays = (ctx: RequestContext): PcsQuantityDay[] => {
    const { site, days } = reports(ctx);
    const map = new Map<string, PcsQuantityDay>();
    for (const r of model.energy.pcs(site, days[0], days[days.length - 1])) {
      const key = `${r.day}|${r.pcsNo}`;
      let row = map.get(key);
      if (!row)
        map.set(key, (row = { date: r.day, pcsNo: r.pcsNo, charge: emptySplit(), discharge: emptySplit() }));
      row.charge[r.period] = r.charge;
      row.discharge[r.period] = r.discharge;
    }
    for (const row of map.values()) {
      roundSplit(row.charge);
      roundSplit(row.discharge);
    }
    return [...map.values()].sort((a, b) =>
      a.date === b.date ? a.pcsNo - b.pcsNo : a.date < b.date ? 1 : -1,
    );
  };
  const total = (ctx: RequestContext): ProfitTotal => {
    const { days, reps } = reports(ctx);
    const fees = reps.map(fee);
    return {
      startTime: days[0],
      endTime: days[days.length - 1],
      charge: sumSplits(reps.map((d) => d.split.charge)),
      discharge: sumSplits(reps.map((d) => d.split.discharge)),
      chargeFee: sumSplits(reps.map((d) => d.split.chargeFee)),
      dischargeFee: sumSplits(reps.map((d) => d.split.dischargeFee)),
      generation: sumSplits(reps.map((d) => d.split.pv)),
      generationValue: sumOf(reps.map((d) => d.sum.pvFee)),
      profit: sumOf(fees.map((f) => f.profit)),
    };
  };
  const newestFirst = <T extends { date: string }>(rows: T[]) => [...rows].reverse();
  const splitCols = (ctx: RequestContext, key: string, zh: string, en: string) =>
    PRICE_PERIODS.map((p) => ({
      header: tr(ctx, `${zh}-${{ sharp: '尖', peak: '峰', flat: '平', valley: '谷' }[p]}`, `${en} ${p}`),
      key: `${key}.${p}`,
    })).concat([{ header: tr(ctx, `${zh}-合计`, `${en} total`), key: `${key}.total` }]);
  const flat = (prefix: string, s: Record<string, number>) =>
    Object.fromEntries(Object.entries(s).map(([k, v]) => [`${prefix}.${k}`, v]));
  const dateCol = (ctx: RequestContext) => ({ header: tr(ctx, '日期', 'Date'), key: 'date', width: 14 });
  const dateCols = (ctx: RequestContext) => [dateCol(ctx), isoColumn(ctx)];
  const exportOf = async (
    ctx: RequestContext,
    zh: string,
    en: string,
    columns: ReportColumn[],
    rows: Array<Record<string, unknown>>,
    days: string[],
  ) => {
    const name = tr(ctx, zh, en);
    const body = await reportXlsx(ctx, name, columns, rows, model.engine.simMs);
    return fileResult(`${name}_${days[0]}_${days[days.length - 1]}.xlsx`, body);
  };

  router.get('profitday/selectTop7', (ctx): ProfitTop7Row[] => {
    const site = siteOf(ctx, deps);
    const days = daysBetween(today() - 6 * 86_400_000, today());
    return byDay(model.energy.energy(site, days[0], days[6]), days).map((d) => ({
      date: d.date,
      charge: d.sum.charge,
      discharge: d.sum.discharge,
      profit: fee(d).profit,
    }));
  });
  router.get('profitday/quantity/page', (ctx) =>
    pageOf(newestFirst(reports(ctx).reps.map(quantity)), ctx.query),
  );
  router.get('profitday/fee/page', (ctx) => pageOf(newestFirst(reports(ctx).reps.map(fee)), ctx.query));
  router.get('profitday/gf/page', (ctx) => pageOf(newestFirst(reports(ctx).reps.map(gf)), ctx.query));
  router.get('profitday/pcs/page', (ctx) => pageOf(pcsDays(ctx), ctx.query));
  for (const kind of ['quantity', 'fee', 'pcs', 'gf']) router.get(`profitday/${kind}/total`, total);
  router.get('profitday/quantity/export', (ctx) => {
    const { days, reps } = reports(ctx);
    const cols = [
      ...dateCols(ctx),
      ...splitCols(ctx, 'charge', '充电量', 'Charge kWh'),
      ...splitCols(ctx, 'discharge', '放电量', 'Discharge kWh'),
    ];
    const rows = newestFirst(reps.map(quantity)).map((q) => ({
      date: q.date,
      ...flat('charge', { ...q.charge }),
      ...flat('discharge', { ...q.discharge }),
    }));
    return exportOf(ctx, '储能电量报表', 'Storage quantity report', cols, rows, days);
  });
  router.get('profitday/fee/export', (ctx) => {
    const { days, reps } = reports(ctx);
    const cols = [
      ...dateCols(ctx),
      ...splitCols(ctx, 'chargeFee', '充电费用', 'Charge cost'),
      ...splitCols(ctx, 'dischargeFee', '放电收益', 'Discharge value'),
      { header: tr(ctx, '收益(元)', 'Profit (yuan)'), key: 'profit' },
    ];
    const rows = newestFirst(reps.map(fee)).map((f) => ({
      date: f.date,
      ...flat('chargeFee', { ...f.chargeFee }),
      ...flat('dischargeFee', { ...f.dischargeFee }),
      profit: f.profit,
    }));
    return exportOf(ctx, '收益报表', 'Profit report', cols, rows, days);
  });
  router.get('profitday/pcs/export', (ctx) => {
    const { days } = reports(ctx);
    const cols = [
      ...dateCols(ctx),
      { header: 'PCS', key: 'pcsNo' },
      ...splitCols(ctx, 'charge', '充电量', 'Charge kWh'),
      ...splitCols(ctx, 'discharge', '放电量', 'Discharge kWh'),
    ];
    const rows = pcsDays(ctx).map((p) => ({
      date: p.date,
      pcsNo: p.pcsNo,
      ...flat('charge', { ...p.charge }),
      ...flat('discharge', { ...p.discharge }),
    }));
    return exportOf(ctx, 'PCS电量报表', 'PCS quantity report', cols, rows, days);
  });
  router.get('profitday/gf/export', (ctx) => {
    const { days, reps } = reports(ctx);
    const cols = [
      ...dateCols(ctx),
      ...splitCols(ctx, 'generation', '发电量', 'Generation kWh'),
      { header: tr(ctx, '发电收益(元)', 'Value (yuan)'), key: 'value' },
    ];
    const rows = newestFirst(reps.map(gf)).map((g) => ({
      date: g.date,
      ...flat('generation', { ...g.generation }),
      value: g.value,
    }));
    return exportOf(ctx, '光伏发电报表', 'PV generation report', cols, rows, days);
  });
  router.get('profitday/bms/usage/zip', (ctx) => {
    const { site, reps } = reports(ctx);
    const data: BmsUsageZip = {
      days: reps.map((d) => {
        const dayStart = new Date(`${d.date}T00:00:00`).getTime();
        const hist = model.energy.history(site, dayStart, dayStart + 86_400_000);
        return {
          date: d.date,
          charge: d.sum.charge,
          discharge: d.sum.discharge,
          // A day without history is missing, not empty (issue 29).
          soc: hist.length ? round(hist[hist.length - 1].soc) : null,
        };
      }),
    };
    return zipJson(data);
  });
  router.get('profitday/fee/profit/zip', (ctx) => {
    const { reps } = reports(ctx);
    const data: FeeProfitZip = {
      days: reps.map((d) => {
        const p = (k: (typeof PRICE_PERIODS)[number]) =>
          round(d.split.dischargeFee[k] - d.split.chargeFee[k], 3);
        return {
          date: d.date,
          sharp: p('sharp'),
          peak: p('peak'),
          flat: p('flat'),
          valley: p('valley'),
          profit: fee(d).profit,
          template: model.tariff.templateFor(d.date),
        };
      }),
      template: model.tariff.templateFor(reps[reps.length - 1].date),
    };
    return zipJson(data);
  });
  router.post('profitday/reset', (ctx): ProfitResetResult => {
    const site = siteOf(ctx, deps);
    const { fromMs, toMs } = dayRange(ctx, 16, today(), 'range16');
    return {
      days: model.energy.recomputeFees(site, dayKey(fromMs), dayKey(toMs), (d) =>
        model.tariff.templateFor(d),
      ),
    };
  });
}
