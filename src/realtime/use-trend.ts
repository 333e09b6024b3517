import { useEffect, useRef, useState } from 'react';
import { trendKeyId, type TrendKey, type TrendPoint, type TrendSeries } from '../contract/realtime-api';
import { realtimeClient } from './realtime-client';
import { onTrendPoint } from './realtime-store';

/** The window with the points that came after it appended (older or equal ones are in it already). */
export function withPoints(series: TrendSeries, points: readonly TrendPoint[]): TrendSeries {
  const last = series.t.length > 0 ? series.t[series.t.length - 1] : -Infinity;
  const newer = points.filter((p) => p.t > last);
  if (newer.length === 0) return series;
  const n = series.t.length + newer.length;
  const t = new Float64Array(n);
  t.set(series.t);
  newer.forEach((p, i) => (t[series.t.length + i] = p.t));
  const values = series.values.map((col, f) => {
    const out = new Float32Array(n);
    out.set(col);
    newer.forEach((p, i) => (out[col.length + i] = p.values[f] ?? NaN));
    return out;
  });
  return { key: series.key, t, values };
}

/**
 * Holds the entity's trend in the worker while mounted. Returns the kept window (for `setData`;
 * null until the worker answered; asked again when `refreshKey` changes, e.g. another metric)
 * and calls `onPoint` for every later point (for `update()`), with no React render per tick.
 */
export function useTrend(
  key: TrendKey,
  onPoint: (point: TrendPoint) => void,
  refreshKey = '',
): TrendSeries | null {
  const id = trendKeyId(key);
  const [series, setSeries] = useState<{ id: string; value: TrendSeries } | null>(null);
  const listener = useRef(onPoint);
  useEffect(() => {
    listener.current = onPoint;
  });
  useEffect(() => {
    const k = { ...key };
    realtimeClient.holdTrend(k);
    return () => realtimeClient.releaseTrend(k);
    // The key's fields are its id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  useEffect(() => {
    const k = { ...key };
    let loaded = false;
    let live = true;
    const early: TrendPoint[] = [];
    // Points may come before the window does (batches and answers travel on different ports).
    const stop = onTrendPoint(id, (p) => (loaded ? listener.current(p) : early.push(p)));
    void realtimeClient.trend(k).then((value) => {
      if (!live) return;
      loaded = true;
      const fields = early[0]?.values.length ?? 0;
      const empty: TrendSeries = {
        key: id,
        t: new Float64Array(0),
        values: Array.from({ length: fields }, () => new Float32Array(0)),
      };
      setSeries({ id, value: withPoints(value ?? empty, early) });
    });
    return () => {
      live = false;
      stop();
    };
    // The key's fields are its id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, refreshKey]);
  return series?.id === id ? series.value : null;
}
