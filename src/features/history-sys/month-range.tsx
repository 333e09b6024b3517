import { memo, useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { Button } from '@/components/button';
import { checkMonthRange, defaultMonthRange } from './month-range-rules';

export interface MonthRangeState {
  /** Whether the monthly view (a range of up to 24 months) is shown instead of the periods. */
  on: boolean;
  /** The months asked for (`yyyy-MM`); null when the URL's range may not be asked for. */
  range: { from: string; to: string } | null;
  /** Why the URL's range may not be asked for (the page makes no call and says why). */
  problem: 'order' | 'tooLong' | null;
  toggle: () => void;
  apply: (from: string, to: string) => void;
}

/**
 * The monthly view's range, kept in the URL (`view=months&mfrom=yyyy-MM&mto=yyyy-MM`). The same
 * object while the URL's months do not change: a period switch of the other views leaves the bar
 * (memo) unrendered.
 */
export function useMonthRange(today: string, commissioning: string | null): MonthRangeState {
  const [params, setParams] = useSearchParams();
  const current = today.slice(0, 7);
  const on = params.get('view') === 'months';
  const fallback = defaultMonthRange(current, commissioning);
  const from = params.get('mfrom') ?? fallback.from;
  const to = params.get('mto') ?? fallback.to;
  const set = useCallback(
    (next: Record<string, string> | null) =>
      setParams((prev) => {
        const p = new URLSearchParams(prev);
        for (const k of ['view', 'mfrom', 'mto']) p.delete(k);
        for (const [k, v] of Object.entries(next ?? {})) p.set(k, v);
        return p;
      }),
    [setParams],
  );
  const { from: fallbackFrom, to: fallbackTo } = fallback;
  return useMemo(() => {
    const problem = on ? checkMonthRange(from, to, current) : null;
    return {
      on,
      range: on && problem === null ? { from, to } : null,
      problem,
      toggle: () => set(on ? null : { view: 'months', mfrom: fallbackFrom, mto: fallbackTo }),
      apply: (f: string, t: string) => set({ view: 'months', mfrom: f, mto: t }),
    };
  }, [on, from, to, current, fallbackFrom, fallbackTo, set]);
}

/** The toggle of the monthly view and, when on, its start and end months with the 24-month rule. */
export const MonthRangeBar = memo(function MonthRangeBar({
  state,
  today,
  commissioning,
}: {
  state: MonthRangeState;
  today: string;
  commissioning: string | null;
}) {
  const { t } = useTranslation('reports');
  const { t: te } = useTranslation('errors');
  const current = today.slice(0, 7);
  const initial = state.range ?? defaultMonthRange(current, commissioning);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [problem, setProblem] = useState<'order' | 'tooLong' | null>(null);
  const shown = problem ?? state.problem;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = checkMonthRange(from, to, current);
    setProblem(p);
    if (!p) state.apply(from, to);
  };
  const input = 'rounded-md border border-line bg-surface-2 px-2 py-1 text-sm text-fg';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        aria-pressed={state.on}
        onClick={state.toggle}
        className={`rounded-md border border-line px-3 py-1.5 text-sm ${state.on ? 'bg-primary text-on-primary' : 'bg-surface-2 text-fg hover:bg-surface'}`}
      >
        {t('history.monthly')}
      </button>
      {state.on ? (
        <form
          noValidate
          onSubmit={submit}
          aria-label={t('history.monthlyRange')}
          className="flex flex-wrap items-center gap-2"
        >
          <input
            type="month"
            aria-label={t('history.fromMonth')}
            className={input}
            value={from}
            min={commissioning?.slice(0, 7)}
            max={current}
            onChange={(e) => setFrom(e.target.value)}
          />
          <span className="text-muted">~</span>
          <input
            type="month"
            aria-label={t('history.toMonth')}
            className={input}
            value={to}
            min={commissioning?.slice(0, 7)}
            max={current}
            onChange={(e) => setTo(e.target.value)}
          />
          <Button type="submit" variant="primary">
            {t('history.apply')}
          </Button>
        </form>
      ) : null}
      {state.on && shown ? (
        <p role="alert" className="w-full text-sm text-danger" data-testid="period-error">
          {shown === 'tooLong' ? t('limits.range24m') : te('timeChooseError')}
        </p>
      ) : null}
    </div>
  );
});
