const pad = (n: number): string => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' in server local time, the BladeX date-time format. */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ` +
    `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  );
}

/** Parses 'YYYY-MM-DD[ HH:mm[:ss]]' (local time), ISO strings or epoch milliseconds; null if invalid. */
export function parseDateTime(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (/^\d{10,}$/.test(trimmed)) return Number(trimmed);
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(trimmed);
  if (m) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
    const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
    const valid = date.getMonth() === Number(mo) - 1 && date.getDate() === Number(d);
    return valid && Number(h) < 24 && Number(mi) < 60 && Number(s) < 60 ? date.getTime() : null;
  }
  const iso = Date.parse(trimmed);
  return Number.isNaN(iso) ? null : iso;
}
