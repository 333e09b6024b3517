import { getProfitPage, type ProfitRange } from '@/api/profit';
import { addDays } from '@/lib/period';

/** The last (up to) seven days of a range: `yyyy-MM-dd` days compare as text. */
export function lastSevenDays(range: { startTime: string; endTime: string }) {
  const from = addDays(range.endTime, -6);
  return { startTime: from > range.startTime ? from : range.startTime, endTime: range.endTime };
}

export interface DayRow {
  date: string;
  charge: number | undefined;
  discharge: number | undefined;
  profit: number | undefined;
}

/** Charge and discharge (quantity rows) and profit (fee rows) per day, oldest first. */
export async function fetchLastDays(q: Required<ProfitRange>): Promise<DayRow[]> {
  const page = { ...q, current: 1, size: 7 };
  const [quantity, fee] = await Promise.all([getProfitPage('quantity', page), getProfitPage('fee', page)]);
  const days = new Map<string, DayRow>();
  const row = (date: string) => {
    const r = days.get(date) ?? { date, charge: undefined, discharge: undefined, profit: undefined };
    days.set(date, r);
    return r;
  };
  for (const d of quantity?.records ?? [])
    Object.assign(row(d.date), { charge: d.charge?.total, discharge: d.discharge?.total });
  for (const d of fee?.records ?? []) row(d.date).profit = d.profit;
  return [...days.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
}
