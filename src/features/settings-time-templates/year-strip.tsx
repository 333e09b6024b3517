import { useTranslation } from 'react-i18next';
import { PeriodBar } from '@/components/price/period-bar';
import type { PriceRelation, PriceTimeline, SpecialRelation } from '@/contract/api/price';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** Special days of `month` in `year` (ranges clipped to the month), as day numbers. */
export function specialDaysIn(specials: readonly SpecialRelation[], year: number, month: number) {
  const out: Array<{ day: number; name: string }> = [];
  const last = new Date(year, month, 0).getDate();
  const mm = String(month).padStart(2, '0');
  for (let d = 1; d <= last; d++) {
    const date = `${year}-${mm}-${String(d).padStart(2, '0')}`;
    const s = specials.find((x) => x.startDate <= date && date <= x.endDate);
    if (s) out.push({ day: d, name: s.name });
  }
  return out;
}

/** Twelve months: the timeline each uses (name and bar) and where this year's special days fall. */
export function YearStrip({
  relations,
  timelines,
  specials,
  year,
}: {
  relations: readonly PriceRelation[];
  timelines: readonly PriceTimeline[];
  specials: readonly SpecialRelation[];
  year: number;
}) {
  const { t } = useTranslation('price');
  return (
    <ol className="grid grid-cols-3 gap-2 md:grid-cols-6 2xl:grid-cols-12" aria-label={t('time.year')}>
      {MONTHS.map((m) => {
        const rel = relations.find((r) => r.months.includes(m));
        const tl = rel && timelines.find((x) => x.id === rel.timelineId);
        const days = specialDaysIn(specials, year, m);
        const last = new Date(year, m, 0).getDate();
        return (
          <li
            key={m}
            data-testid={`month-${m}`}
            className="rounded-md border border-line bg-surface-2 p-2 text-xs"
          >
            <div className="font-semibold">{t('time.month', { month: m })}</div>
            {/* Twelve months in a row only from 1536 px (narrower, a name had 40 px at 1280): the
                name wraps at word breaks onto two lines, a longer one is cut there with an
                ellipsis; the full name is the tooltip. */}
            <div
              data-testid={`month-timeline-${m}`}
              className="line-clamp-2 min-h-8 break-words text-muted"
              title={tl?.name}
            >
              {tl?.name ?? t('time.unassigned')}
            </div>
            {tl ? <PeriodBar rows={tl.rows} label={tl.name} compact /> : <div className="h-2" />}
            <div
              className="relative mt-1 h-2 rounded-sm bg-surface"
              aria-label={t('time.specialCount', { count: days.length })}
              role="img"
            >
              {days.map((d) => (
                <span
                  key={d.day}
                  title={`${m}-${d.day} ${d.name}`}
                  className="absolute top-0 h-2 w-1 rounded-sm bg-danger"
                  style={{ left: `${((d.day - 1) / last) * 100}%` }}
                />
              ))}
            </div>
            {days.length ? (
              <div className="mt-0.5 text-danger">{t('time.specialCount', { count: days.length })}</div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** The time-zone table derived from the relations: each run of months with one timeline starts a row. */
function zoneTable(relations: readonly PriceRelation[], timelines: readonly PriceTimeline[]) {
  const rows: Array<{ no: number; start: string; timeline: string; dayTable: number }> = [];
  let prev = '';
  for (const m of MONTHS) {
    const rel = relations.find((r) => r.months.includes(m));
    const id = rel?.timelineId ?? '';
    if (id !== prev) {
      const idx = timelines.findIndex((x) => x.id === id);
      rows.push({
        no: rows.length + 1,
        start: `${String(m).padStart(2, '0')}-01`,
        timeline: timelines[idx]?.name ?? '-',
        dayTable: idx + 1,
      });
      prev = id;
    }
  }
  return rows;
}

/** The time-zone table: number, first day and the day table (timeline) of each zone. */
export function ZoneTable({
  relations,
  timelines,
}: {
  relations: readonly PriceRelation[];
  timelines: readonly PriceTimeline[];
}) {
  const { t } = useTranslation('price');
  return (
    <table className="text-sm">
      <thead className="text-left text-xs text-muted">
        <tr>
          <th className="py-1 pr-6">{t('time.zoneNo')}</th>
          <th className="pr-6">{t('time.zoneStart')}</th>
          <th>{t('time.dayTable')}</th>
        </tr>
      </thead>
      <tbody>
        {zoneTable(relations, timelines).map((r) => (
          <tr key={r.no} className="border-t border-line">
            <td className="py-1 pr-6">{r.no}</td>
            <td className="pr-6 tabular-nums">{r.start}</td>
            <td>
              {r.dayTable > 0 ? `${r.dayTable} · ` : ''}
              {r.timeline}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
