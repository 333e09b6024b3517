import type { ISeriesApi, SeriesType } from 'lightweight-charts';
import { axisSlots, dataSteps, toSeriesData, type TimePoint } from './chart-data';

type Series = ISeriesApi<SeriesType>;
export type GivenData = Array<[Series, ReturnType<typeof toSeriesData>]>;

/**
 * A data (period) change: every series of the chart takes its new points with `setData`; returns
 * what each was given (the idle warm redraw sets it again). `held` records whether each series
 * (and the hidden axis series) holds data: the order of the next change's calls follows it.
 */
export function setChartData(
  seriesById: ReadonlyMap<string, Series>,
  axis: Series | null,
  held: WeakMap<Series, boolean>,
  data: Record<string, TimePoint[]>,
  timeZone: string,
): GivenData {
  // The axis slots go in before the series when there are some and after them when not: the
  // last slot with a value never drops in between (a drop moves the visible range).
  const slots = axisSlots(data);
  const given: GivenData = [];
  for (const [id, s] of seriesById) given.push([s, toSeriesData(data[id] ?? [], timeZone)]);
  if (slots || (axis && held.get(axis))) {
    if (slots) axis?.setData(toSeriesData(slots, timeZone));
    for (const [s, d] of given) s.setData(d);
    if (!slots) axis?.setData([]);
    if (axis) held.set(axis, !!slots);
  } else {
    // No axis slots before or after: the series take their data in the order that changes
    // the union of their times once (dataSteps: 8 shared series re-indexed once, not twice).
    const steps = dataSteps(
      given.map(([s]) => held.get(s) ?? false),
      given.map(([, d]) => d.length),
    );
    for (const [i, kind] of steps) given[i][0].setData(kind === 'clear' ? [] : given[i][1]);
  }
  for (const [s, d] of given) held.set(s, d.length > 0);
  return given;
}
