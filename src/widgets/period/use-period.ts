import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'wouter';
import { useCommissioningDate, useStationTimeZone } from '@/api/site-info';
import {
  checkRange,
  coveredRange,
  periodFromQuery,
  periodOf,
  periodToQuery,
  type Period,
  type PeriodKind,
} from '@/lib/period';
import type { PeriodState } from '@/components/period/period-state';
import { useStationToday } from '@/components/period/use-station-today';

export interface PeriodOptions {
  kinds: readonly PeriodKind[];
  defaultKind: Exclude<PeriodKind, 'custom'>;
  /** The longest range a call of the page may ask (spec §5). */
  maxDays: number;
}

/**
 * The period of a report page, kept in the URL query (`period`, `from`, `to`) so a reload or a
 * link shows the same view. A period that contains today follows today over midnight.
 */
export function usePeriod({ kinds, defaultKind, maxDays }: PeriodOptions): PeriodState {
  const timeZone = useStationTimeZone();
  const commissioning = useCommissioningDate();
  const today = useStationToday(timeZone);
  const [params, setParams] = useSearchParams();
  const period = useMemo(
    () => periodFromQuery(params, kinds, defaultKind, today),
    [params, kinds, defaultKind, today],
  );
  const setPeriod = useCallback(
    (p: Period, replace = false) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const k of ['period', 'from', 'to']) next.delete(k);
          for (const [k, v] of Object.entries(periodToQuery(p))) next.set(k, v);
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  // Midnight rollover: a day/week/month/year that held yesterday moves on to hold today.
  const lastToday = useRef(today);
  useEffect(() => {
    const before = lastToday.current;
    lastToday.current = today;
    if (before === today || period.kind === 'custom') return;
    if (period.start <= before && before <= period.end && !(period.start <= today && today <= period.end))
      setPeriod(periodOf(period.kind, today), true);
  }, [today, period, setPeriod]);

  // One object per period (and day, zone): a page's render that the period did not cause (its data
  // arriving) leaves the navigator (memo) unrendered.
  return useMemo(() => {
    const problem = period.kind === 'custom' ? checkRange(period.start, period.end, maxDays) : null;
    const range = problem ? null : coveredRange(period, today, commissioning);
    return { period, range, problem, today, commissioning, timeZone, setPeriod };
  }, [period, maxDays, today, commissioning, timeZone, setPeriod]);
}
