import type { SeriesDef } from './time-series-chart';

/** Series as a chart draws them when a legend names them: no title beside the last-value labels. */
export const untitled = (series: SeriesDef[]) => series.map((s) => ({ ...s, title: undefined }));

/**
 * The names of a chart's shown series under it, each with its colour: titles beside the
 * last-value labels ran over the bars (reports) or stacked on each other and hid an axis tick
 * (live charts; issue 30).
 */
export function SeriesLegend({
  series,
  values,
  testId,
}: {
  series: SeriesDef[];
  /** A value shown after a series' name (a live chart's latest), by series id. */
  values?: Record<string, string>;
  testId?: string;
}) {
  const named = series.filter((s) => s.title && !s.hidden);
  if (named.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" data-testid={testId}>
      {named.map((s) => (
        <li key={s.id} className="inline-flex items-center gap-1.5">
          <span
            aria-hidden
            className="inline-block size-2.5 rounded-sm"
            style={{ background: `var(${s.colorVar})`, opacity: s.faded ? 0.4 : 1 }}
          />
          {s.title}
          {values?.[s.id] ? (
            <span className="font-semibold text-fg tabular-nums" data-testid="legend-value">
              {values[s.id]}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
