import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesDef, TimePoint } from '@/components/charts/time-series-chart';
import { QueryState, type QueryLike } from '@/components/states';
import type { BmsUsageZip, GfQuantityDay, PcsQuantityDay } from '@/contract/api/profit';
import { DayChart, dayTime } from '@/components/charts/day-chart';
import type { ReportKind, ReportRow } from './report-columns';

type Days = ReadonlyArray<{ date: string }>;

/** Per-day series from day rows: discharge up, charge down (spec §5 signs), or one value. */
function toData(days: Days, fields: Array<[string, string, 1 | -1]>, tz: string) {
  const out: Record<string, TimePoint[]> = {};
  for (const [id, field, sign] of fields)
    out[id] = days.flatMap((d) => {
      const v = (d as Record<string, unknown>)[field];
      // A day without a figure (null: no history) is left out, never drawn as 0.
      return typeof v === 'number' ? [{ t: dayTime(d.date, tz), v: sign * v }] : [];
    });
  return out;
}

const FLOWS: Array<[string, string, 1 | -1]> = [
  ['discharge', 'discharge', 1],
  ['charge', 'charge', -1],
];
const SINGLE: Array<[string, string, 1 | -1]> = [['v', 'v', 1]];

/**
 * The chart of the energy reports: storage usage (`bms/usage/zip`, asked with the report's rows:
 * see report-queries.ts), PCS and PV from the rows of the table. Profit has its comparison chart
 * (revenue-chart.tsx).
 */
export function ReportChart({
  kind,
  usage,
  rows,
  timeZone,
}: {
  kind: Exclude<ReportKind, 'fee'>;
  usage: QueryLike<BmsUsageZip | null>;
  rows: ReportRow[];
  timeZone: string;
}) {
  const { t } = useTranslation('reports');
  const flows = useMemo<SeriesDef[]>(
    () => [
      { id: 'discharge', kind: 'histogram', colorVar: '--c-discharge', title: t('chart.discharge') },
      { id: 'charge', kind: 'histogram', colorVar: '--c-charge', title: t('chart.charge') },
    ],
    [t],
  );
  const single = useMemo<SeriesDef[]>(
    () => [
      {
        id: 'v',
        kind: 'histogram',
        colorVar: '--c-warning',
        title: t('chart.generation'),
      },
    ],
    [t],
  );
  const pcsDays = useMemo(() => {
    if (kind !== 'pcs') return [];
    const map = new Map<string, { date: string; charge: number; discharge: number }>();
    for (const r of rows as PcsQuantityDay[]) {
      const d = map.get(r.date) ?? { date: r.date, charge: 0, discharge: 0 };
      d.charge += r.charge.total;
      d.discharge += r.discharge.total;
      map.set(r.date, d);
    }
    return [...map.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
  }, [kind, rows]);
  const gfDays = useMemo(
    () =>
      kind === 'gf'
        ? [...(rows as GfQuantityDay[])].reverse().map((r) => ({ date: r.date, v: r.generation.total }))
        : [],
    [kind, rows],
  );
  // The chart's data once per answer: DayChart (memo) and the chart's setData then run when the
  // days change, not at each render of the report (the page's other answers, the click itself).
  const usageDays = usage.data?.days;
  const usageData = useMemo(
    () => (usageDays ? toData(usageDays, FLOWS, timeZone) : null),
    [usageDays, timeZone],
  );
  const pcsData = useMemo(() => toData(pcsDays, FLOWS, timeZone), [pcsDays, timeZone]);
  const gfData = useMemo(() => toData(gfDays, SINGLE, timeZone), [gfDays, timeZone]);
  if (kind === 'quantity')
    return (
      <QueryState query={usage}>
        {() => <DayChart series={flows} data={usageData ?? {}} kind="energy" timeZone={timeZone} />}
      </QueryState>
    );
  if (kind === 'pcs') return <DayChart series={flows} data={pcsData} kind="energy" timeZone={timeZone} />;
  return <DayChart series={single} data={gfData} kind="energy" timeZone={timeZone} />;
}
