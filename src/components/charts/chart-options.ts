import type { Language } from '@/lib/i18n/languages';
import { themeOptions } from './chart-series';
import { cssVar } from './chart-theme';
import { crosshairLabel, tickMarkLabel } from './chart-time-format';

/** What a chart of the console is created with beside its skin colours. */
export interface ChartLook {
  height: number;
  /** Axis text for values, e.g. v => `${v} kW`. */
  formatValue?: (v: number) => string;
  /** Bar charts of days/months: no time of day on the axis. */
  dateOnly?: boolean;
  /** Live windows of minutes: seconds on the axis. */
  seconds?: boolean;
  /** The language of the axis' tick marks, read at each draw (a change re-applies `tickMarks`). */
  language: () => Language;
}

/** The time axis' tick-mark labels in the language `language()` gives at each draw (station wall clock read as UTC). */
export const tickMarks = (language: () => Language) => ({
  tickMarkFormatter: (time: unknown, type: number) => tickMarkLabel(Number(time), type, language()),
});

/**
 * `createChart` options shared by the console's charts (TimeSeriesChart, LinesChart): sized by
 * the box, the skin's colours, station-time labels, no scroll or zoom (a period is chosen with the
 * period navigator).
 */
export function chartOptions({
  height,
  formatValue,
  dateOnly = false,
  seconds = false,
  language,
}: ChartLook) {
  return {
    autoSize: true,
    height,
    ...themeOptions(),
    localization: {
      ...(formatValue ? { priceFormatter: formatValue } : {}),
      timeFormatter: (time: unknown) => crosshairLabel(Number(time), dateOnly),
    },
    timeScale: {
      timeVisible: !dateOnly,
      secondsVisible: seconds,
      borderColor: cssVar('--c-line'),
      ...tickMarks(language),
      // The plot's width changes with the value axis' labels (a day of ±600 kW after one of
      // 0–80 kW: the axis widens). Unlocked, the chart kept its bar spacing and cut the range's
      // first bars off on the left (custom chart: the day before drawn from 00:25, not midnight).
      lockVisibleTimeRangeOnResize: true,
    },
    handleScroll: false,
    handleScale: false,
  };
}
