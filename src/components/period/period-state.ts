import type { Period, RangeProblem } from '@/lib/period';

/** A report page's period as the period navigator shows and moves it (usePeriod keeps it in the URL). */
export interface PeriodState {
  period: Period;
  /** The days to ask for (commissioning..today within the period); null when none. */
  range: { start: string; end: string } | null;
  /** A custom range that may not be asked for: the page shows the message, makes no call. */
  problem: RangeProblem | null;
  today: string;
  commissioning: string | null;
  timeZone: string;
  /** Moves to a period; `replace` rewrites the current history entry (midnight rollover). */
  setPeriod: (p: Period, replace?: boolean) => void;
}
