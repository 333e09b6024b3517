import { type TagException, tagLimits } from '../../src/contract/api/data-quality';

/*
 * The runs of one tag over a day's slots (issue 28): gaps (no stored point), out-of-range values
 * and flat lines (the same value slot after slot, for tags that always move a little). One
 * function for tagexceptiondata/query and both dataDetection calls, so they agree.
 */

/** A stored slot of a tag: its value and, for cells, the minute's extremes. */
export interface Sample {
  v: number | null | undefined;
  lo?: number | null;
  hi?: number | null;
}

/** A run with times in ms: [start, end). */
export interface Run {
  kind: TagException['kind'];
  start: number;
  end: number;
  points: number;
  value: number | null;
}

/**
 * The runs of `tagNo` in the slots (multiples of `step`) from `from` to before `to`, oldest
 * first; `at(ts)` gives the stored slot (undefined: none). Flat runs shorter than `flatMinutes`
 * are left out.
 */
export function detectRuns(
  tagNo: string,
  slots: { from: number; to: number; step: number },
  at: (ts: number) => Sample | undefined,
  flatMinutes: number,
): Run[] {
  const { from, to, step } = slots;
  const limits = tagLimits(tagNo);
  const flatSlots = Math.ceil((flatMinutes * 60_000) / step);
  const out: Run[] = [];
  // (asserted so the closures' writes are not narrowed away)
  let run = null as Run | null;
  const close = () => {
    if (run && (run.kind !== 'flat' || run.points >= flatSlots)) out.push(run);
    run = null;
  };
  let prev: number | null = null;
  let flatFrom = 0;
  let flatCount = 0;
  for (let s = Math.ceil(from / step) * step; s < to; s += step) {
    const r = at(s);
    const v = r?.v;
    let kind: TagException['kind'] | null = null;
    let value: number | null = null;
    if (v === null || v === undefined || !Number.isFinite(v)) kind = 'gap';
    else if (limits) {
      const lo = Math.min(v, r?.lo ?? v);
      const hi = Math.max(v, r?.hi ?? v);
      if (lo < limits.lo || hi > limits.hi) {
        kind = 'outOfRange';
        value = lo < limits.lo ? lo : hi;
      }
    }
    // A flat run: the same value slot after slot (only for tags that always move a little).
    const same = kind === null && limits?.flat === true && prev !== null && v === prev;
    if (same) flatCount++;
    else {
      flatFrom = s;
      flatCount = 1;
    }
    prev = kind === 'gap' ? null : (v ?? null);
    if (same && flatCount >= 2) {
      if (run?.kind !== 'flat') {
        close();
        run = { kind: 'flat', start: flatFrom, end: s + step, points: flatCount, value: v ?? null };
      } else {
        run.end = s + step;
        run.points = flatCount;
      }
      continue;
    }
    if (kind !== null && run?.kind === kind) {
      run.end = s + step;
      run.points++;
      if (kind === 'outOfRange' && value !== null && run.value !== null)
        run.value = Math.abs(value) > Math.abs(run.value) ? value : run.value;
      continue;
    }
    close();
    if (kind !== null) run = { kind, start: s, end: s + step, points: 1, value };
  }
  close();
  return out;
}

/** The stretches covered by any of the runs (overlapping or touching ones joined), oldest first. */
export function unionOf(runs: Array<Run & { tagNo: string }>): Array<Run & { tagNo: string }> {
  const sorted = [...runs].sort((a, b) => a.start - b.start);
  const out: Array<Run & { tagNo: string }> = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else out.push({ ...r });
  }
  return out;
}
