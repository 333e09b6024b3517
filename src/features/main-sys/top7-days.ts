/** How one day of the 7-day profit chart is drawn. */
export type DayTone = 'gain' | 'loss' | 'partial';

/**
 * A day is partial while it is the station's today: its profit so far is not a result (the
 * morning's charging is paid back by the evening's discharge), so it is never drawn as a loss.
 * Keyed by the date, not by the position: a list that ends yesterday (today has no row yet, or a
 * backend that stops at yesterday) draws yesterday's loss as a loss.
 */
export function dayTone(date: string, profit: number, today: string): DayTone {
  if (date === today) return 'partial';
  return profit < 0 ? 'loss' : 'gain';
}

/** The bar colour of a tone; a partial day keeps green when positive, muted when not. */
export function toneColour(tone: DayTone, profit: number): string {
  if (tone === 'loss') return 'var(--c-danger)';
  if (tone === 'partial' && profit < 0) return 'var(--c-muted)';
  return 'var(--c-success)';
}
