/** "N minutes/hours/days ago" of a past moment: the i18n key and its number. */
export function backupAge(thenMs: number, nowMs: number): { key: 'minutes' | 'hours' | 'days'; n: number } {
  const minutes = Math.max(0, Math.floor((nowMs - thenMs) / 60_000));
  if (minutes < 60) return { key: 'minutes', n: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { key: 'hours', n: hours };
  return { key: 'days', n: Math.floor(hours / 24) };
}
