import { useCallback, useEffect, useRef } from 'react';
import { formatWithScale, type QuantityKind, type Scale, scaleFor } from '@/lib/format/quantity';
import { usePreferences } from '@/stores/preferences';

/**
 * A chart's value formatter with ONE scale for its axis, chosen from the largest of `values`
 * (spec §9 large values: '1.85万 kWh' in zh, '18.5 MWh' in en; never a mix on one axis). The chart
 * takes its formatter once at creation, so the function is stable and reads the current scale,
 * which is set after each render (the chart formats when it paints, after the effects).
 */
export function useAxisFormat(values: () => Iterable<unknown>, kind: QuantityKind): (v: number) => string {
  const language = usePreferences((p) => p.language);
  // The first scale once, not on every render (the argument of useRef would be computed, and
  // `values()` copied, at each render only to be dropped): the effect sets it after each render.
  const scale = useRef<Scale | null>(null);
  if (scale.current === null) scale.current = scaleFor(values(), kind, language);
  useEffect(() => {
    scale.current = scaleFor(values(), kind, language);
  });
  return useCallback((v: number) => formatWithScale(v, scale.current!), []);
}
