/*
 * Sums of energy rows, rounded as the station rounds (3 decimals), shared by the console and the
 * simulator so a year on screen (months folded from days) and the exported year are one figure.
 */

/** Values of one row per flow, kWh. */
export type FlowValues<F extends string = string> = Partial<Record<F, number>>;

/** A day ('yyyy-MM-dd') or a month ('yyyy-MM') with its values. */
export interface KeyedRow<F extends string = string> {
  key: string;
  values: FlowValues<F>;
}

const r3 = (v: number) => Math.round(v * 1000) / 1000;

/** Sums per flow, each step rounded to 3 decimals. */
export function sumRows<F extends string>(rows: ReadonlyArray<KeyedRow<F>>): FlowValues<F> {
  const out: FlowValues<F> = {};
  for (const row of rows)
    for (const [f, v] of Object.entries(row.values) as [F, number | undefined][])
      if (v !== undefined) out[f] = r3((out[f] ?? 0) + v);
  return out;
}

/** Folds day rows into month rows (in the order the months first appear). */
export function byMonth<F extends string>(rows: ReadonlyArray<KeyedRow<F>>): KeyedRow<F>[] {
  const map = new Map<string, KeyedRow<F>[]>();
  for (const row of rows) {
    const k = row.key.slice(0, 7);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return [...map].map(([key, days]) => ({ key, values: sumRows(days) }));
}
