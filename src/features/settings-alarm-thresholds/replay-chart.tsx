import { useTranslation } from 'react-i18next';
import type { ThresholdReplayAnswer } from '@/contract/api/threshold';

const W = 300;
const H = 80;
const LEVEL_FILL = ['', 'fill-danger/30', 'fill-warning/30', 'fill-primary/20'] as const;

/** The replayed values as a line over 24 h, with the stretches each level was raised shaded. */
export function ReplayChart({ answer }: { answer: ThresholdReplayAnswer }) {
  const { t } = useTranslation('thresholds');
  const { points, fromMs, toMs } = answer;
  const values = points.map((p) => p[1]).filter((v): v is number => v !== null);
  if (values.length === 0) return null;
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const span = toMs - fromMs || 1;
  const x = (ts: number) => ((ts - fromMs) / span) * W;
  const y = (v: number) => (hi === lo ? H / 2 : H - 4 - ((v - lo) / (hi - lo)) * (H - 8));
  const stepW = (answer.stepS * 1000 * W) / span;
  const line = points
    .filter((p) => p[1] !== null)
    .map((p) => `${x(p[0]).toFixed(1)},${y(p[1] as number).toFixed(1)}`)
    .join(' ');
  return (
    <figure className="mt-2">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-20 w-full rounded bg-surface-2"
        role="img"
        aria-label={t('section.replayChart')}
        data-testid="threshold-replay-chart"
        preserveAspectRatio="none"
      >
        {points.map((p) =>
          p[2] ? (
            <rect
              key={p[0]}
              x={x(p[0])}
              y={0}
              width={Math.max(stepW, 0.5)}
              height={H}
              className={LEVEL_FILL[p[2]]}
            />
          ) : null,
        )}
        <polyline
          points={line}
          fill="none"
          strokeWidth={1.2}
          className="stroke-fg"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <figcaption className="flex justify-between text-xs text-muted">
        <span>{lo}</span>
        <span>{t('section.replayStep')}</span>
        <span>{hi}</span>
      </figcaption>
    </figure>
  );
}
