import {
  CELL_TREND_FIELDS,
  CLUSTER_TREND_FIELDS,
  SUMMARY_COL as C,
  TREND_CAPACITY,
  TREND_KEEP,
  TREND_WINDOW_MS,
  trendKeyId,
  type TrendKey,
  type TrendPoint,
  type TrendSeries,
} from '../../src/contract/realtime-api';

/**
 * A fixed-size ring of timed points with `fields` values each: allocated once, the oldest point
 * overwritten when full, so a trend never grows however long a page stays open.
 */
export class TrendRing {
  private readonly times: Float64Array;
  private readonly values: Float32Array;
  private head = 0;
  private count = 0;

  constructor(
    readonly capacity: number,
    readonly fields: number,
  ) {
    this.times = new Float64Array(capacity);
    this.values = new Float32Array(capacity * fields);
  }

  get size(): number {
    return this.count;
  }

  /** Time of the newest point (NaN when empty). */
  get lastTime(): number {
    return this.count === 0 ? NaN : this.times[(this.head - 1 + this.capacity) % this.capacity];
  }

  /**
   * Appends a point; a point at the newest time replaces it, an older one is ignored (a late
   * message must not put the line out of order). Returns whether the ring changed.
   */
  push(t: number, values: ArrayLike<number>): boolean {
    if (!Number.isFinite(t)) return false;
    const last = this.lastTime;
    if (t < last) return false;
    const at = t === last ? (this.head - 1 + this.capacity) % this.capacity : this.head;
    this.times[at] = t;
    for (let f = 0; f < this.fields; f++) this.values[at * this.fields + f] = values[f] ?? NaN;
    if (t !== last) {
      this.head = (this.head + 1) % this.capacity;
      if (this.count < this.capacity) this.count++;
    }
    return true;
  }

  /** Points no older than `windowMs` before the newest, oldest first, copied out. */
  window(windowMs = Infinity): { t: Float64Array; values: Float32Array[] } {
    const start = (this.head - this.count + this.capacity) % this.capacity;
    const from = this.lastTime - windowMs;
    let skip = 0;
    while (skip < this.count && this.times[(start + skip) % this.capacity] < from) skip++;
    const n = this.count - skip;
    const t = new Float64Array(n);
    const values = Array.from({ length: this.fields }, () => new Float32Array(n));
    for (let i = 0; i < n; i++) {
      const at = (start + skip + i) % this.capacity;
      t[i] = this.times[at];
      for (let f = 0; f < this.fields; f++) values[f][i] = this.values[at * this.fields + f];
    }
    return { t, values };
  }
}

/** What a trend reads of one cluster message. */
export interface TrendSource {
  site: string;
  clusterNo: number;
  summary: Float64Array;
  volts: Float32Array;
  temps: Float32Array;
}

interface Kept {
  key: TrendKey;
  id: string;
  ring: TrendRing;
  holds: number;
}

/**
 * The trend buffers of the entities pages hold, plus the `keep` most recently released ones.
 * Map order is recency: a hold moves an entity to the end, eviction takes released ones from the
 * front. At most (held + keep) rings exist, each of fixed size.
 */
export class TrendBuffers {
  private readonly kept = new Map<string, Kept>();
  /** Newest point not yet delivered, per held entity (the next batch carries them: `drain`). */
  private readonly unsent = new Map<string, TrendPoint>();

  constructor(
    private readonly keep = TREND_KEEP,
    private readonly capacity = TREND_CAPACITY,
  ) {}

  get size(): number {
    return this.kept.size;
  }

  hold(key: TrendKey): void {
    const id = trendKeyId(key);
    const entry = this.kept.get(id) ?? {
      key: { ...key },
      id,
      ring: new TrendRing(
        this.capacity,
        key.cell === undefined ? CLUSTER_TREND_FIELDS.length : CELL_TREND_FIELDS.length,
      ),
      holds: 0,
    };
    entry.holds++;
    this.kept.delete(id);
    this.kept.set(id, entry);
  }

  release(key: TrendKey): void {
    const id = trendKeyId(key);
    const entry = this.kept.get(id);
    if (!entry || entry.holds === 0) return;
    entry.holds--;
    if (entry.holds === 0) {
      this.unsent.delete(id);
      this.kept.delete(id);
      this.kept.set(id, entry);
    }
    this.evict();
  }

  private evict(): void {
    let released = 0;
    for (const e of this.kept.values()) if (e.holds === 0) released++;
    for (const [id, e] of this.kept) {
      if (released <= this.keep) break;
      if (e.holds === 0) {
        this.kept.delete(id);
        released--;
      }
    }
  }

  has(key: TrendKey): boolean {
    return this.kept.has(trendKeyId(key));
  }

  series(key: TrendKey, windowMs = TREND_WINDOW_MS): TrendSeries | null {
    const e = this.kept.get(trendKeyId(key));
    return e ? { key: e.id, ...e.ring.window(windowMs) } : null;
  }

  /** How many held entities have a point the pages have not had yet. */
  get unsentCount(): number {
    return this.unsent.size;
  }

  /** The newest undelivered point of each held entity, once (for the next batch). */
  drain(): TrendPoint[] {
    const points = [...this.unsent.values()];
    this.unsent.clear();
    return points;
  }

  /**
   * Appends one cluster message to its trends; returns the new points of the held ones (each is
   * also kept as its entity's unsent point until `drain`).
   */
  append(src: TrendSource): TrendPoint[] {
    if (this.kept.size === 0) return NONE;
    let out: TrendPoint[] = NONE;
    const t = src.summary[C.updatedAt];
    for (const e of this.kept.values()) {
      if (e.key.site !== src.site || e.key.clusterNo !== src.clusterNo) continue;
      const cell = e.key.cell;
      const values =
        cell === undefined
          ? [src.summary[C.soc], src.summary[C.power], src.summary[C.maxCellMv], src.summary[C.minCellMv]]
          : [src.volts[cell] ?? NaN, src.temps[cell] ?? NaN];
      if (e.ring.push(t, values) && e.holds > 0) {
        if (out === NONE) out = [];
        const point = { key: e.id, t, values };
        out.push(point);
        this.unsent.set(e.id, point);
      }
    }
    return out;
  }

  /** Forgets every point (logout): released entities go, held ones start again empty. */
  reset(): void {
    this.unsent.clear();
    for (const [id, e] of this.kept) {
      if (e.holds === 0) this.kept.delete(id);
      else e.ring = new TrendRing(this.capacity, e.ring.fields);
    }
  }
}

const NONE: TrendPoint[] = [];
