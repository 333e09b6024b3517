import { memo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  canMove,
  checkRange,
  isDay,
  periodLabel,
  periodOf,
  shiftPeriod,
  type PeriodKind,
} from '@/lib/period';
import { Button } from '../button';
import { DateTimeInput } from '../date-time-input';
import type { PeriodState } from './period-state';

export interface PeriodNavigatorProps {
  state: PeriodState;
  kinds: readonly PeriodKind[];
  maxDays: number;
  /** The page's message for a range over its limit (spec §5), in the current language. */
  tooLongMessage: string;
  /** Quick custom ranges ending today, in days (chartSys: 7, 30, 92). */
  presets?: readonly number[];
}

/**
 * The one period navigator of the report pages: day / week / month / year / custom, previous
 * and next stopping at commissioning and at today, the period in the URL (see usePeriod). A memo:
 * usePeriod's state is one object per period, so a render of the page for its data skips it.
 */
export const PeriodNavigator = memo(function PeriodNavigator({
  state,
  kinds,
  maxDays,
  tooLongMessage,
  presets,
}: PeriodNavigatorProps) {
  const { t } = useTranslation('period');
  const { t: te } = useTranslation('errors');
  const { period, today, commissioning, setPeriod, problem } = state;
  const [error, setError] = useState<string | null>(null);

  const messageOf = (p: ReturnType<typeof checkRange>) =>
    p === 'order' ? te('timeChooseError') : p === 'tooLong' ? tooLongMessage : null;
  const shown = error ?? messageOf(problem);

  const pick = (kind: PeriodKind) => {
    setError(null);
    if (kind === 'custom') {
      // The period shown so far, cut to the page's longest range (a year does not fit 60 days).
      const end = period.end > today ? today : period.end;
      const earliest = addDays(end, 1 - maxDays);
      setPeriod({ kind, start: period.start < earliest ? earliest : period.start, end });
    } else setPeriod(periodOf(kind, period.start <= today && today <= period.end ? today : period.start));
  };
  const move = (dir: -1 | 1) => {
    setError(null);
    setPeriod(shiftPeriod(period, dir));
  };
  const apply = (from: string, to: string) => {
    // Text that is not a calendar day is a wrong choice of time (spec §8).
    const p = isDay(from) && isDay(to) ? checkRange(from, to, maxDays) : 'order';
    if (p) return setError(messageOf(p));
    setError(null);
    setPeriod({ kind: 'custom', start: from, end: to });
  };

  return (
    <div className="mb-4 flex flex-wrap items-center gap-3" data-testid="period-navigator">
      <div
        role="group"
        aria-label={t('kind')}
        className="inline-flex overflow-hidden rounded-md border border-line"
      >
        {kinds.map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={period.kind === k}
            onClick={() => pick(k)}
            className={`px-3 py-1.5 text-sm ${period.kind === k ? 'bg-primary text-on-primary' : 'bg-surface-2 text-fg hover:bg-surface'}`}
          >
            {t(`kinds.${k}`)}
          </button>
        ))}
      </div>
      {period.kind === 'custom' ? (
        <CustomRange
          initial={period}
          today={today}
          commissioning={commissioning}
          presets={presets}
          onApply={apply}
          onPreset={(days) => {
            setError(null);
            setPeriod({ kind: 'custom', start: addDays(today, 1 - days), end: today });
          }}
        />
      ) : (
        <div className="inline-flex items-center gap-2">
          <Button
            aria-label={t('previous')}
            disabled={!canMove(period, -1, today, commissioning)}
            onClick={() => move(-1)}
          >
            ‹
          </Button>
          <span
            className="min-w-32 text-center text-sm font-medium text-fg tabular-nums"
            data-testid="period-label"
          >
            {periodLabel(period)}
          </span>
          <Button
            aria-label={t('next')}
            disabled={!canMove(period, 1, today, commissioning)}
            onClick={() => move(1)}
          >
            ›
          </Button>
          <Button
            variant="ghost"
            disabled={period.start <= today && today <= period.end}
            onClick={() => setPeriod(periodOf(period.kind as Exclude<PeriodKind, 'custom'>, today))}
          >
            {t('current')}
          </Button>
        </div>
      )}
      {shown ? (
        <p role="alert" className="w-full text-sm text-danger" data-testid="period-error">
          {shown}
        </p>
      ) : null}
    </div>
  );
});

/**
 * The custom range inputs; they start again from the period after each change of it (kept
 * mounted: a remount per switch cost the 60-day view's period switch a form and two inputs).
 */
function CustomRange({
  initial,
  today,
  commissioning,
  presets,
  onApply,
  onPreset,
}: {
  initial: { start: string; end: string };
  today: string;
  commissioning: string | null;
  presets?: readonly number[];
  onApply: (from: string, to: string) => void;
  onPreset: (days: number) => void;
}) {
  const { t } = useTranslation('period');
  const [from, setFrom] = useState(initial.start);
  const [to, setTo] = useState(initial.end);
  const [shown, setShown] = useState({ start: initial.start, end: initial.end });
  if (shown.start !== initial.start || shown.end !== initial.end) {
    setShown({ start: initial.start, end: initial.end });
    setFrom(initial.start);
    setTo(initial.end);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(from, to);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-center gap-2" aria-label={t('custom')}>
      <DateTimeInput
        mode="date"
        inputClassName="w-36"
        aria-label={t('from')}
        value={from}
        today={today}
        min={commissioning ?? undefined}
        max={today}
        onChange={setFrom}
      />
      <span className="text-muted">~</span>
      <DateTimeInput
        mode="date"
        inputClassName="w-36"
        aria-label={t('to')}
        value={to}
        today={today}
        min={commissioning ?? undefined}
        max={today}
        onChange={setTo}
      />
      <Button type="submit" variant="primary">
        {t('apply')}
      </Button>
      {presets?.map((days) => (
        <Button key={days} variant="ghost" onClick={() => onPreset(days)}>
          {t('lastDays', { count: days })}
        </Button>
      ))}
    </form>
  );
}
