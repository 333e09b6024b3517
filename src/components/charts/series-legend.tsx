import type { SeriesDef } from './time-series-chart';

/** Series as a chart draws them when a legend names them: no title beside the last-value labels. */
export const untitled = (series: SeriesDef[]) => series.map((s) => ({ ...s, title: undefined }));

/**
 * The names of a chart's shown series under it, each with its colour: titles beside the
 * last-value labels ran over the bars (reports) or stacked on each other and hid an axis tick
 * (live charts; issue 30). A live chart's latest value sits in a tick-box wide enough for
 * "-12,345.6 kW", wrapped so that it is not itself a flex item: the value changing with each
 * message lays out that box, not the page (issue 34).
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
            <span>
              <span className="tick-box w-[11ch] font-semibold text-fg" data-testid="legend-value">
                {values[s.id]}
              </span>
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
