import { getProfitPage, type ProfitRange } from '@/api/profit';
import type { FeeDay, QuantityDay } from '@/contract/api/profit';
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

type Dated = { date: string };
const within = <T extends Dated>(rows: readonly T[], q: { startTime: string; endTime: string }) =>
  rows.filter((r) => r.date >= q.startTime && r.date <= q.endTime);

/** Charge and discharge (quantity rows) and profit (fee rows) per day, oldest first. */
export function mergeLastDays(
  quantity: readonly { date: string; charge?: { total?: number }; discharge?: { total?: number } }[],
  fee: readonly { date: string; profit?: number }[],
): DayRow[] {
  const days = new Map<string, DayRow>();
  const row = (date: string) => {
    const r = days.get(date) ?? { date, charge: undefined, discharge: undefined, profit: undefined };
    days.set(date, r);
    return r;
  };
  for (const d of quantity)
    Object.assign(row(d.date), { charge: d.charge?.total, discharge: d.discharge?.total });
  for (const d of fee) row(d.date).profit = d.profit;
  return [...days.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
}

/**
 * The last seven days of `range` (`q`: lastSevenDays(range)). Rows the caller already holds for
 * the whole range (the storage report's quantity rows, the profit report's fee rows) are taken
 * from them (a promise: asked at the same time), and only the other kind is asked: a storage
 * report's period switch makes one call fewer.
 */
export async function fetchLastDays(
  q: Required<ProfitRange>,
  known: { quantity?: Promise<readonly QuantityDay[]>; fee?: Promise<readonly FeeDay[]> } = {},
): Promise<DayRow[]> {
  const page = { ...q, current: 1, size: 7 };
  const [quantity, fee] = await Promise.all([
    known.quantity ?? getProfitPage('quantity', page).then((p) => p?.records ?? []),
    known.fee ?? getProfitPage('fee', page).then((p) => p?.records ?? []),
  ]);
  return mergeLastDays(within(quantity, q), within(fee, q));
}
