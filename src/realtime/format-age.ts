/** Age of data for the status line: the i18n key under realtime:age and its count. */
export function ageParts(ageMs: number): { key: 'now' | 'seconds' | 'minutes' | 'hours'; count: number } {
  const s = Math.floor(ageMs / 1000);
  if (s < 1) return { key: 'now', count: 0 };
  if (s < 60) return { key: 'seconds', count: s };
  if (s < 3600) return { key: 'minutes', count: Math.floor(s / 60) };
  return { key: 'hours', count: Math.floor(s / 3600) };
}
