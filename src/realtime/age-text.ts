import { ageParts } from './format-age';

/** The realtime namespace's t (only the keys used here). */
type AgeT = (key: string, options?: Record<string, unknown>) => string;

/** "Last data 3 s ago" / "No data yet" for a receive time at `now` (the line of DataAgeLine). */
export function ageText(t: AgeT, receivedAt: number | null, now: number): string {
  if (receivedAt === null) return t('noData');
  const parts = ageParts(Math.max(0, now - receivedAt));
  return t('lastData', { age: t(`age.${parts.key}`, { count: parts.count }) });
}
