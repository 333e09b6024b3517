import { useTranslation } from 'react-i18next';
import type { TimelineRow } from '@/contract/api/price';
import { minutesOf } from '@/contract/api/price-validation';
import { PRICE_PERIODS, type PricePeriod } from '@/contract/status';

/** One colour per period, the same in every skin (red sharp, amber peak, blue flat, green valley). */
export const PERIOD_COLORS: Record<PricePeriod, string> = {
  sharp: '#e5484d',
  peak: '#f59e0b',
  flat: '#3b82f6',
  valley: '#22a06b',
};

/** The four periods with their colours. */
export function PeriodLegend() {
  const { t } = useTranslation('price');
  return (
    <ul className="flex flex-wrap items-center gap-3 text-xs text-muted" aria-label={t('templates.legend')}>
      {PRICE_PERIODS.map((p) => (
        <li key={p} className="flex items-center gap-1">
          <span
            aria-hidden="true"
            className="inline-block h-3 w-3 rounded-sm"
            style={{ background: PERIOD_COLORS[p] }}
          />
          {t(`periods.${p}`)}
        </li>
      ))}
    </ul>
  );
}

/** Valid rows as [from, to) minute spans; malformed rows are left out (the editor lists them). */
function spans(rows: readonly TimelineRow[]) {
  return rows
    .map((r) => ({ a: minutesOf(r.start), b: minutesOf(r.end), period: r.period }))
    .filter((s) => Number.isFinite(s.a) && Number.isFinite(s.b) && s.a < s.b);
}

/** A 24-hour bar coloured by period; uncovered time shows as the track. `nowMinute` draws a marker. */
export function PeriodBar({
  rows,
  label,
  nowMinute,
  compact,
}: {
  rows: readonly TimelineRow[];
  label: string;
  nowMinute?: number;
  compact?: boolean;
}) {
  const { t } = useTranslation('price');
  const summary = spans(rows)
    .map((s) => `${t(`periods.${s.period}`)} ${hh(s.a)}-${hh(s.b)}`)
    .join(', ');
  return (
    <div>
      <div
        role="img"
        aria-label={t('templates.barLabel', { name: label, summary })}
        className={`relative w-full overflow-hidden rounded bg-surface-2 ${compact ? 'h-2' : 'h-5'}`}
      >
        {spans(rows).map((s, i) => (
          <span
            key={i}
            title={`${t(`periods.${s.period}`)} ${hh(s.a)}-${hh(s.b)}`}
            className="absolute top-0 h-full opacity-90"
            style={{
              left: `${(s.a / 1440) * 100}%`,
              width: `${((s.b - s.a) / 1440) * 100}%`,
              background: PERIOD_COLORS[s.period],
            }}
          />
        ))}
        {nowMinute !== undefined ? (
          <span
            className="absolute top-0 h-full w-0.5 bg-fg"
            style={{ left: `${(nowMinute / 1440) * 100}%` }}
          />
        ) : null}
      </div>
      {compact ? null : (
        <div className="mt-0.5 flex justify-between text-[10px] text-muted" aria-hidden="true">
          {[0, 6, 12, 18, 24].map((h) => (
            <span key={h}>{String(h).padStart(2, '0')}:00</span>
          ))}
        </div>
      )}
    </div>
  );
}

const hh = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
