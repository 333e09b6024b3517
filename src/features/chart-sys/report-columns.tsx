import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { ReportColumn } from '@/components/report-table';
import type { FeeDay, GfQuantityDay, PcsQuantityDay, PeriodSplit, QuantityDay } from '@/contract/api/profit';
import { PRICE_PERIODS } from '@/contract/status';
import { EfficiencyValue } from '@/components/efficiency-value';
import { reachesToday, roundTripEfficiency } from '@/lib/efficiency';
import { formatGrouped } from '@/lib/format/quantity';

export type ReportKind = 'quantity' | 'fee' | 'pcs' | 'gf';
export type ReportRow = QuantityDay | FeeDay | PcsQuantityDay | GfQuantityDay;

const SPLIT_KEYS = [...PRICE_PERIODS, 'total'] as const;
const r3 = (v: number) => Math.round(v * 1000) / 1000;
const sum = <T,>(rows: T[], get: (r: T) => number) => r3(rows.reduce((s, r) => s + get(r), 0));
// Columns keep one unit (in the title): thousands separators, never a per-cell scale (spec §9).
const cell = (v: number | null | undefined, decimals = 3) => (
  <span data-value={v ?? ''}>{formatGrouped(v, decimals)}</span>
);

type T = TFunction<'reports'>;

/**
 * Name and unit on two lines, the name kept whole: left to wrap, '充电 · 尖 (kWh)' took three
 * lines at 1280 (zh) in the fifteen columns of a report (issue 30).
 */
const splitHeader = (name: string, unit: string) => (
  <>
    <span className="block whitespace-nowrap">{name}</span> <span className="block">({unit})</span>
  </>
);

function splitColumns<R>(
  t: T,
  rows: R[],
  id: string,
  label: string,
  unit: string,
  get: (r: R) => PeriodSplit,
) {
  // Energy with 3 decimals, money with 2 (spec §9 and the currency columns).
  const places = unit === 'kWh' ? 3 : 2;
  return SPLIT_KEYS.map((p): ReportColumn<R> => ({
    key: `${id}.${p}`,
    header: splitHeader(`${label} · ${t(`chart.periods.${p}`)}`, unit),
    render: (r) => cell(get(r)[p], places),
    footer: cell(
      sum(rows, (r) => get(r)[p]),
      places,
    ),
  }));
}

function valueColumn<R>(
  id: string,
  header: ReactNode,
  rows: R[],
  get: (r: R) => number,
  places = 3,
): ReportColumn<R> {
  return { key: id, header, render: (r) => cell(get(r), places), footer: cell(sum(rows, get), places) };
}

/**
 * The columns of each report; every footer is the sum of the rows shown. `today` (the station's):
 * its row's and a range's efficiency that reaches it are marked as not final (issue 30).
 */
export function reportColumns(
  kind: ReportKind,
  t: T,
  rows: ReportRow[],
  today = '',
): ReportColumn<ReportRow>[] {
  const date: ReportColumn<ReportRow> = {
    key: 'date',
    header: t('common.date'),
    render: (r) => r.date,
    align: 'left',
  };
  const kwh = 'kWh';
  const yuan = t('common.yuan');
  switch (kind) {
    case 'quantity': {
      const q = rows as QuantityDay[];
      const charge = sum(q, (r) => r.charge.total);
      const discharge = sum(q, (r) => r.discharge.total);
      return [
        date,
        ...splitColumns(t, q, 'charge', t('chart.charge'), kwh, (r) => r.charge),
        ...splitColumns(t, q, 'discharge', t('chart.discharge'), kwh, (r) => r.discharge),
        {
          key: 'efficiency',
          header: <span title={t('efficiencyDefinition')}>{splitHeader(t('chart.efficiency'), '%')}</span>,
          render: (r) => (
            <EfficiencyValue
              percent={(r as QuantityDay).efficiency ?? null}
              partial={today !== '' && reachesToday(r.date, today)}
            />
          ),
          footer: (
            <EfficiencyValue
              percent={roundTripEfficiency(charge, discharge)}
              partial={today !== '' && q.some((r) => reachesToday(r.date, today))}
            />
          ),
        },
      ] as ReportColumn<ReportRow>[];
    }
    case 'fee': {
      const f = rows as FeeDay[];
      return [
        date,
        ...splitColumns(t, f, 'chargeFee', t('chart.chargeFee'), yuan, (r) => r.chargeFee),
        ...splitColumns(t, f, 'dischargeFee', t('chart.dischargeFee'), yuan, (r) => r.dischargeFee),
        valueColumn('profit', splitHeader(t('chart.profit'), yuan), f, (r) => r.profit, 2),
      ] as ReportColumn<ReportRow>[];
    }
    case 'pcs': {
      const p = rows as PcsQuantityDay[];
      return [
        date,
        {
          key: 'pcsNo',
          header: t('chart.pcs'),
          // Names a device: whole, never cut (issue 30; the table scrolls under the pinned date).
          render: (r) => <span data-device-name>{`PCS ${(r as PcsQuantityDay).pcsNo}`}</span>,
          align: 'left',
        },
        ...splitColumns(t, p, 'charge', t('chart.charge'), kwh, (r) => r.charge),
        ...splitColumns(t, p, 'discharge', t('chart.discharge'), kwh, (r) => r.discharge),
      ] as ReportColumn<ReportRow>[];
    }
    case 'gf': {
      const g = rows as GfQuantityDay[];
      return [
        date,
        ...splitColumns(t, g, 'generation', t('chart.generation'), kwh, (r) => r.generation),
        valueColumn('value', splitHeader(t('chart.value'), yuan), g, (r) => r.value, 2),
      ] as ReportColumn<ReportRow>[];
    }
  }
}
