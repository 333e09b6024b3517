/*
 * Time labels of the charts (axis tick marks and the crosshair) in the console's language with
 * 24-hour times. Chart times are already shifted to the station's wall clock (read as UTC), so the
 * labels are built from UTC fields: no Intl lookup per label (lightweight-charts' default calls
 * toLocaleString for every tick mark of every redraw, with the browser's language and clock).
 */
import type { Language } from '@/lib/i18n/languages';

const pad = (n: number) => String(n).padStart(2, '0');

const monthNames = new Map<Language, string[]>();
function monthName(month0: number, language: Language): string {
  let names = monthNames.get(language);
  if (!names) {
    const f = new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-US', {
      month: 'short',
      timeZone: 'UTC',
    });
    names = Array.from({ length: 12 }, (_, m) => f.format(Date.UTC(2024, m, 15)));
    monthNames.set(language, names);
  }
  return names[month0];
}

/** lightweight-charts' TickMarkType: 0 year, 1 month, 2 day of month, 3 time, 4 time with seconds. */
export function tickMarkLabel(seconds: number, type: number, language: Language): string {
  const d = new Date(seconds * 1000);
  switch (type) {
    case 0:
      return language === 'zh' ? `${d.getUTCFullYear()}年` : String(d.getUTCFullYear());
    case 1:
      return monthName(d.getUTCMonth(), language);
    case 2:
      return language === 'zh' ? `${d.getUTCDate()}日` : String(d.getUTCDate());
    case 4:
      return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
    default:
      return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  }
}

/** The crosshair's label: `yyyy-MM-dd HH:mm`, or the date alone on day/month bar charts. */
export function crosshairLabel(seconds: number, dateOnly: boolean): string {
  const d = new Date(seconds * 1000);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return dateOnly ? date : `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
