import type { DetectionRun } from '@/contract/api/data-detection';

/** The heatmap's spans (days ending today), shortest first. */
export const SPANS = [7, 14, 31] as const;
export type Span = (typeof SPANS)[number];

/** Days from `from` to `to` (`yyyy-MM-dd`, calendar arithmetic). */
function daysBetween(from: string, to: string): number {
  const ms = (d: string) => {
    const [y, m, day] = d.split('-').map(Number);
    return Date.UTC(y, m - 1, day);
  };
  return Math.round((ms(to) - ms(from)) / 86_400_000);
}

/** The shortest heatmap span that shows `date` (null: older than the longest one). */
export function spanFor(date: string, today: string): Span | null {
  const back = daysBetween(date, today);
  if (back < 0) return null;
  return SPANS.find((n) => back <= n - 1) ?? null;
}

/**
 * A run's times as the table shows them on its day `date`: `HH:mm–HH:mm`, and the end with its
 * date when the run ends on another day (a gap to midnight ends at the next day's 00:00).
 */
export function runTimes(run: Pick<DetectionRun, 'startTime' | 'endTime'>, date: string): string {
  const time = (t: string) => (t.slice(0, 10) === date ? t.slice(11, 16) : t.slice(0, 16));
  return `${time(run.startTime)}–${time(run.endTime)}`;
}

/** Received of expected as a percentage with one decimal, rounded down (as the heatmap's); '-' without any expected. */
export function receivedShare(d: { expected: number; received: number }): string {
  if (d.expected <= 0) return '-';
  return `${(Math.floor((Math.min(d.received, d.expected) / d.expected) * 1000) / 10).toFixed(1)}%`;
}
