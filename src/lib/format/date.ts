import { format, isValid, parse } from 'date-fns';
import { enUS, zhCN } from 'date-fns/locale';
import type { Language } from '../i18n/languages';
import { EMPTY } from './number';

export type DateStyle = 'dateTime' | 'date' | 'time' | 'month' | 'long';

/** Server timestamps are `yyyy-MM-dd HH:mm:ss` local time (BladeX). */
export const SERVER_DATE_TIME = 'yyyy-MM-dd HH:mm:ss';

const PATTERNS: Record<Language, Record<DateStyle, string>> = {
  zh: {
    dateTime: 'yyyy-MM-dd HH:mm:ss',
    date: 'yyyy-MM-dd',
    time: 'HH:mm:ss',
    month: 'yyyy年M月',
    long: 'yyyy年M月d日 EEEE',
  },
  en: {
    dateTime: 'yyyy-MM-dd HH:mm:ss',
    date: 'yyyy-MM-dd',
    time: 'HH:mm:ss',
    month: 'MMM yyyy',
    long: 'EEEE, MMMM d, yyyy',
  },
};

/** Accepts a Date, epoch ms or a server `yyyy-MM-dd HH:mm:ss` / ISO string. */
export function toDate(value: Date | number | string | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  let d: Date;
  if (value instanceof Date) d = value;
  else if (typeof value === 'number') d = new Date(value);
  else if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value))
    d = parse(value, SERVER_DATE_TIME, new Date());
  else d = new Date(value);
  return isValid(d) ? d : undefined;
}

/** Formats a date for the language; '-' for empty or invalid input. */
export function formatDate(
  value: Date | number | string | null | undefined,
  language: Language,
  style: DateStyle = 'dateTime',
): string {
  const d = toDate(value);
  if (!d) return EMPTY;
  return format(d, PATTERNS[language][style], { locale: language === 'zh' ? zhCN : enUS });
}

/** The server's wire format for query parameters. */
export function toServerDateTime(date: Date): string {
  return format(date, SERVER_DATE_TIME);
}
