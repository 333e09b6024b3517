import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanRow } from '@/contract/api/strategy';
import { projectSoc } from '@/contract/api/strategy-resolve';
import { minutesOf } from '@/contract/api/strategy-schema';
import { formatNumber } from '@/lib/format/number';

const FILL: Record<PlanRow['strategy'], string> = {
  charge: 'var(--c-charge)',
  discharge: 'var(--c-discharge)',
  standby: 'var(--c-muted)',
};

export interface DayBarProps {
  rows: readonly Partial<PlanRow>[];
  /** Minute of the day now (station time); null hides the marker. */
  nowMinute: number | null;
  capacityKwh: number;
  startSoc: number;
  socLower: number;
  socUpper: number;
  /** Only the bar (list rows). */
  compact?: boolean;
}

/** The 24-hour plan as a bar coloured by strategy, a "now" marker and the projected SOC line. */
export const DayBar = memo(function DayBar({
  rows,
  nowMinute,
  capacityKwh,
  startSoc,
  socLower,
  socUpper,
  compact,
}: DayBarProps) {
  const { t } = useTranslation('strategy');
  const valid = rows.filter(
    (r): r is PlanRow =>
      !!r.strategy && minutesOf(r.start ?? '') < minutesOf(r.end ?? '') && r.strategy in FILL,
  );
  const soc = projectSoc(
    valid.map((r) => ({ ...r, powerKw: Number.isFinite(r.powerKw) ? r.powerKw : 0 })),
    capacityKwh,
    startSoc,
    Number.isFinite(socLower) ? socLower : 0,
    Number.isFinite(socUpper) ? socUpper : 100,
  );
  const H = 60;
  const points = soc.map((s, q) => `${q * 15},${H - (Math.min(100, Math.max(0, s)) / 100) * H}`).join(' ');
  const bar = (
    <svg
      viewBox="0 0 1440 24"
      preserveAspectRatio="none"
      className="h-6 w-full rounded bg-surface-2"
      role="img"
      aria-label={t('template.bar')}
    >
      {valid.map((r, i) => (
        <rect
          key={i}
          data-strategy={r.strategy}
          x={minutesOf(r.start)}
          width={minutesOf(r.end) - minutesOf(r.start)}
          y={0}
          height={24}
          fill={FILL[r.strategy]}
          opacity={0.85}
        >
          <title>{`${r.start}–${r.end} ${t(`template.strategies.${r.strategy}`)} ${formatNumber(r.powerKw)} kW`}</title>
        </rect>
      ))}
      {nowMinute !== null ? (
        <rect data-testid="now-marker" x={nowMinute - 2} width={4} y={0} height={24} fill="var(--c-fg)" />
      ) : null}
    </svg>
  );
  if (compact) return bar;
  return (
    <figure className="space-y-1" aria-label={t('template.bar')}>
      {bar}
      <div className="flex justify-between text-[10px] text-muted" aria-hidden="true">
        {[0, 3, 6, 9, 12, 15, 18, 21, 24].map((h) => (
          <span key={h}>{String(h).padStart(2, '0')}:00</span>
        ))}
      </div>
      <div className="flex flex-wrap gap-3 text-xs text-muted">
        {(Object.keys(FILL) as PlanRow['strategy'][]).map((s) => (
          <span key={s} className="inline-flex items-center gap-1">
            <span className="inline-block h-2 w-3 rounded-sm" style={{ background: FILL[s] }} />
            {t(`template.strategies.${s}`)}
          </span>
        ))}
        {nowMinute !== null ? <span>▮ {t('template.now')}</span> : null}
      </div>
      <figcaption className="pt-1 text-xs text-muted">
        {t('template.socProjection')}: {formatNumber(soc[0], 1)}% → {formatNumber(soc[96], 1)}%
      </figcaption>
      <svg
        viewBox={`0 0 1440 ${H}`}
        preserveAspectRatio="none"
        className="h-16 w-full rounded bg-surface-2"
        role="img"
        aria-label={t('template.socProjection')}
      >
        <polyline
          points={points}
          fill="none"
          stroke="var(--c-primary)"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
        {nowMinute !== null ? (
          <line
            x1={nowMinute}
            x2={nowMinute}
            y1={0}
            y2={H}
            stroke="var(--c-fg)"
            strokeDasharray="4 3"
            vectorEffect="non-scaling-stroke"
          />
        ) : null}
      </svg>
    </figure>
  );
});
