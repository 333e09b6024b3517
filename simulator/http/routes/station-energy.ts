import {
  ENERGY_GROUPS,
  type EnergyCurrent,
  type EnergyDetail,
  type EnergyExtendRow,
  type EnergyFlow,
  type EnergyGroup,
  type GroupEnergyZip,
} from '../../../src/contract/api/energy';
import type { RequestContext, Router } from '../router';
import { fileResult } from '../files';
import { dayKey, daysBetween, monthsBetween, startOfDay } from '../../model/clock';
import { byDay, emptySplit, roundSplit, sumOf } from '../../model/report';
import { zipJson } from '../../model/zip';
import { byMonth, sumRows } from '../../../src/lib/energy-sum';
import { badRequest, dayRange, siteOf, type StationRoutesDeps, tr } from './station-common';
import { isoColumn, reportXlsx } from './report-xlsx';
import { groupsOf } from './station-groups';

const FLOW_LABELS: Record<EnergyFlow, [string, string]> = {
  gridImport: ['电网购电量(kWh)', 'Grid import (kWh)'],
  gridExport: ['电网上网电量(kWh)', 'Grid export (kWh)'],
  load: ['负荷用电量(kWh)', 'Load consumption (kWh)'],
  charge: ['储能充电量(kWh)', 'Storage charge (kWh)'],
  discharge: ['储能放电量(kWh)', 'Storage discharge (kWh)'],
  fz: ['负载用电量(kWh)', 'Building load (kWh)'],
  pv: ['光伏发电量(kWh)', 'PV generation (kWh)'],
  bmsPv: ['光伏充储能电量(kWh)', 'PV to storage (kWh)'],
};

const GROUP_NAMES: Record<EnergyGroup, [string, string]> = {
  Grid: ['电网电量', 'Grid energy'],
  Load: ['负荷电量', 'Load energy'],
  Cn: ['储能电量', 'Storage energy'],
  FZ: ['负载电量', 'Building load energy'],
  BmsPv: ['光伏电量', 'PV energy'],
};

/** `energyday/*`: current totals, daily detail, period split, exports and per-group zip. */
export function registerEnergyRoutes(router: Router, deps: StationRoutesDeps): void {
  const { model } = deps;
  const today = () => startOfDay(model.engine.simMs);
  /** The days of the range: at most 92, or with `monthly` whole months up to 24 (spec §5). */
  const detail = (ctx: RequestContext, group: EnergyGroup, monthly = false) => {
    const site = siteOf(ctx, deps);
    const { fromMs, toMs } = monthly
      ? dayRange(ctx, 732, today(), 'range24m')
      : dayRange(ctx, 92, today(), 'range92');
    if (monthly && monthsBetween(fromMs, toMs).length > 24) throw badRequest(ctx, 'range24m');
    const days = daysBetween(fromMs, toMs);
    // Days before the site's first stored day are left out, not answered as zero days (issue 30:
    // the same period last year read 0.00 kWh before the station's history began).
    const stored = model.energy.energy(site, '0000-00-00', days[days.length - 1]);
    const first = stored[0]?.day;
    return {
      days: byDay(stored, first ? days.filter((d) => d >= first) : []),
      flows: ENERGY_GROUPS[group],
      /** The first and last day asked (the rows may begin later, or be none). */
      asked: [days[0], days[days.length - 1]] as const,
    };
  };
  for (const group of Object.keys(ENERGY_GROUPS) as EnergyGroup[]) {
    const base = `energyday/get${group}Energy`;
    router.get(`${base}Current`, (ctx): EnergyCurrent => {
      const site = siteOf(ctx, deps);
      const now = model.engine.simMs;
      const d = dayKey(now);
      // Every stored day counts towards the total (not only the last 400, issue 29).
      const rows = model.energy.energy(site, '0000-00-00', d);
      const all = byDay(rows, [...new Set([...rows.map((r) => r.day), d])]);
      const out: EnergyCurrent = {};
      for (const f of ENERGY_GROUPS[group]) {
        const pick = (pred: (day: string) => boolean) =>
          sumOf(all.filter((r) => pred(r.date)).map((r) => r.sum[f]));
        out[f] = {
          today: pick((x) => x === d),
          month: pick((x) => x.slice(0, 7) === d.slice(0, 7)),
          year: pick((x) => x.slice(0, 4) === d.slice(0, 4)),
          total: pick(() => true),
        };
      }
      return out;
    });
    router.get(`${base}Detail`, (ctx): EnergyDetail => {
      const { days, flows } = detail(ctx, group);
      const rows = days.map((r) => ({
        date: r.date,
        values: Object.fromEntries(flows.map((f) => [f, r.sum[f]])),
      }));
      return { rows, total: Object.fromEntries(flows.map((f) => [f, sumOf(days.map((r) => r.sum[f]))])) };
    });
    router.get(`${base}Detail/extend`, (ctx): EnergyExtendRow[] => {
      const { days, flows } = detail(ctx, group);
      return days.map((r) => ({
        date: r.date,
        values: Object.fromEntries(flows.map((f) => [f, r.split[f]])),
      }));
    });
    router.get(`${base}Detail/export`, async (ctx) => {
      // `unit=month`: a year (or any range up to 24 months, spec §5 monthly limit) per month,
      // folded from the days exactly as the console folds them (src/lib/energy-sum.ts).
      const monthly = ctx.query.get('unit') === 'month';
      const { days, flows, asked } = detail(ctx, group, monthly);
      const dayRows = days.map((r) => ({
        key: r.date,
        values: Object.fromEntries(flows.map((f) => [f, r.sum[f]])),
      }));
      const rows = monthly ? byMonth(dayRows) : dayRows;
      // Days: the detail call's total; months: the sum of the month rows, as the year view sums.
      const total = monthly
        ? sumRows(rows)
        : Object.fromEntries(flows.map((f) => [f, sumOf(days.map((r) => r.sum[f]))]));
      const name = tr(ctx, ...GROUP_NAMES[group]);
      const body = await reportXlsx(
        ctx,
        name,
        [
          { header: monthly ? tr(ctx, '月份', 'Month') : tr(ctx, '日期', 'Date'), key: 'date', width: 14 },
          isoColumn(ctx),
          ...flows.map((f) => ({ header: tr(ctx, ...FLOW_LABELS[f]), key: f, width: 22 })),
        ],
        [
          ...rows.map((r) => ({ date: r.key, ...r.values })),
          // The same total the screen shows: the sum of the rows above it.
          { date: tr(ctx, '合计', 'Total'), ...total },
        ],
        model.engine.simMs,
      );
      // A range before the stored history has no rows: the file is named by the range asked.
      const [first, last] = rows.length
        ? [rows[0].key, rows[rows.length - 1].key]
        : asked.map((d) => (monthly ? d.slice(0, 7) : d));
      return fileResult(`${name}_${first}_${last}.xlsx`, body);
    });
  }
  router.get('energyday/selectByGroupNo/zip', (ctx) => {
    const site = siteOf(ctx, deps);
    const groupNo = ctx.query.get('groupNo') ?? ctx.query.get('no') ?? '';
    const group = groupsOf(model.runtime(site)).find((g) => g.groupNo === groupNo && g.type === 'storage');
    if (!group) throw badRequest(ctx, 'param');
    const { fromMs, toMs } = dayRange(ctx, 92, today(), 'range92');
    const days = daysBetween(fromMs, toMs);
    const pcsNo = group.containerNo!;
    const byDate = new Map(days.map((d) => [d, { date: d, charge: emptySplit(), discharge: emptySplit() }]));
    for (const r of model.energy.pcs(site, days[0], days[days.length - 1])) {
      const e = byDate.get(r.day);
      if (e && r.pcsNo === pcsNo) {
        e.charge[r.period] += r.charge;
        e.discharge[r.period] += r.discharge;
      }
    }
    // Rounded per tariff period like the station's days (byDay), so that a group holding the
    // station's only PCS shows the station's charge to the last digit.
    const data: GroupEnergyZip = {
      groupNo,
      days: [...byDate.values()].map((d) => ({
        date: d.date,
        charge: roundSplit(d.charge).total,
        discharge: roundSplit(d.discharge).total,
      })),
    };
    return zipJson(data);
  });
}
