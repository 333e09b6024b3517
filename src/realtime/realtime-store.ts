import { createStore } from 'zustand/vanilla';
import type {
  ClusterTopology,
  ConnectionState,
  RealtimeBatch,
  TopicValue,
  TrendPoint,
  WorstCells,
} from '../contract/realtime-api';

/** Cells and summaries of every subscribed cluster, as the last batch delivered them. */
export interface ClusterFrame {
  topology: ClusterTopology[];
  summary: Float64Array;
  cellVoltageMv: Float32Array;
  cellTempDeciC: Float32Array;
  rackFigures: Float64Array;
  receivedAt: number;
  /** Worst cells per site, ranked in the worker. */
  worst?: Record<string, WorstCells>;
}

export interface RealtimeTraffic {
  bytesIn: number;
  bytesOut: number;
  totalIn: number;
  totalOut: number;
}

export interface RealtimeState {
  connection: ConnectionState;
  /** Main-thread time of the last batch that carried data. */
  lastDataAt: number | null;
  topics: Record<string, TopicValue>;
  /** Readings of held views (RealtimeClient.subscribeView) as JSON, by viewId. */
  views: Record<string, string>;
  topologyVersion: number;
  clusters: ClusterFrame | null;
  traffic: RealtimeTraffic | null;
  trafficMonitoring: boolean;
}

const initial: RealtimeState = {
  connection: 'idle',
  lastDataAt: null,
  topics: {},
  views: {},
  topologyVersion: -1,
  clusters: null,
  traffic: null,
  trafficMonitoring: false,
};

/** The real-time store; src/realtime is its only writer (ARCHITECTURE §4). */
export const realtimeStore = createStore<RealtimeState>(() => ({ ...initial }));

/**
 * Keyed subscriptions (issue 34): a listener waits on one part of the store (a field, a topic or a
 * view) and is called only when a write replaced that part, so a batch that changes nothing a
 * reader reads calls no reader at all. `realtimeStore.subscribe` still calls its listener on every
 * write; the live hooks of src/realtime use keys.
 */
export type StoreKey = `field:${keyof RealtimeState}` | `topic:${string}` | `view:${string}`;

export const fieldKey = (field: keyof RealtimeState): StoreKey => `field:${field}`;
export const topicKey = (topic: string): StoreKey => `topic:${topic}`;
export const viewKey = (id: string): StoreKey => `view:${id}`;

const keyed = new Map<StoreKey, Set<() => void>>();

/** Calls `listener` after each store write that replaced the part `key` names; returns the unsubscribe. */
export function subscribeKey(key: StoreKey, listener: () => void): () => void {
  let set = keyed.get(key);
  if (!set) keyed.set(key, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0 && keyed.get(key) === set) keyed.delete(key);
  };
}

/** The same listener on several keys: called once per write however many of them changed. */
export function subscribeKeys(keys: readonly StoreKey[], listener: () => void): () => void {
  let calledFor: object | null = null;
  const once = () => {
    if (calledFor === current) return;
    calledFor = current;
    listener();
  };
  const offs = keys.map((k) => subscribeKey(k, once));
  return () => offs.forEach((off) => off());
}

/** Store listeners registered through subscribeKey(s) (tests, diagnostics). */
export function keyedListenerCount(): number {
  let n = 0;
  for (const set of keyed.values()) n += set.size;
  return n;
}

/** The names applyBatch changed in its write (so the dispatch need not compare every topic). */
let hint: { topics: string[]; views: string[] } | null = null;
/** One object per write: subscribeKeys calls its listener once per write. */
let current: object = {};

const FIELDS = Object.keys(initial) as Array<keyof RealtimeState>;

function changedNames<T>(next: Record<string, T>, prev: Record<string, T>, hinted: string[] | undefined) {
  if (hinted) return hinted.filter((k) => next[k] !== prev[k]);
  const out = Object.keys(next).filter((k) => next[k] !== prev[k]);
  for (const k of Object.keys(prev)) if (!(k in next)) out.push(k);
  return out;
}

realtimeStore.subscribe((next, prev) => {
  if (keyed.size === 0) return;
  current = {};
  const due: Array<Set<() => void>> = [];
  const add = (key: StoreKey) => {
    const set = keyed.get(key);
    if (set) due.push(set);
  };
  for (const f of FIELDS) if (next[f] !== prev[f]) add(fieldKey(f));
  if (next.topics !== prev.topics)
    for (const t of changedNames(next.topics, prev.topics, hint?.topics)) add(topicKey(t));
  if (next.views !== prev.views)
    for (const v of changedNames(next.views, prev.views, hint?.views)) add(viewKey(v));
  hint = null;
  for (const set of due) for (const listener of [...set]) listener();
});

type FrameListener = (frame: ClusterFrame) => void;
const frameListeners = new Set<FrameListener>();

/** Imperative cluster frames (no React render per batch); returns the unsubscribe function. */
export function onClusterFrame(listener: FrameListener): () => void {
  frameListeners.add(listener);
  return () => frameListeners.delete(listener);
}

type TrendListener = (point: TrendPoint) => void;
const trendListeners = new Map<string, Set<TrendListener>>();

/** New points of one held trend (by trendKeyId), as batches bring them; returns the unsubscribe. */
export function onTrendPoint(id: string, listener: TrendListener): () => void {
  let set = trendListeners.get(id);
  if (!set) trendListeners.set(id, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) trendListeners.delete(id);
  };
}

/** Merges one worker batch into the store and notifies frame listeners. */
export function applyBatch(batch: RealtimeBatch, now = Date.now()): void {
  const prev = realtimeStore.getState();
  const next: Partial<RealtimeState> = {};
  if (batch.state !== prev.connection) next.connection = batch.state;
  if (batch.topics.length > 0) {
    const topics = { ...prev.topics };
    // Stamped with this thread's clock, like cluster frames below: every age and every "which
    // arrived last" comparison (live vs REST) is made against main-thread time, and a worker's
    // clock is not the page's under a test's page clock (issue 17: an alarm raised after a kiosk
    // page opened never reached its strip, the older REST list looking newer).
    // A held value (t.stale: a refused message kept the last good one) keeps the age it had.
    for (const t of batch.topics)
      topics[t.topic] = t.stale
        ? { ...t, receivedAt: prev.topics[t.topic]?.receivedAt ?? now }
        : t.receivedAt === now
          ? t
          : { ...t, receivedAt: now };
    next.topics = topics;
  }
  if (batch.touched && batch.touched.length > 0) {
    // A repeat of the value the page has: its receipt (and ts) only, the value's parts kept.
    // Topics only views read are touched too: they renew the data time, no entry.
    for (const { topic, ts } of batch.touched) {
      const entry = (next.topics ?? prev.topics)[topic];
      if (!entry || entry.stale) continue;
      const value = ts !== undefined && isRecord(entry.value) ? { ...entry.value, ts } : entry.value;
      (next.topics ??= { ...prev.topics })[topic] = { ...entry, value, receivedAt: now };
    }
  }
  if (batch.views && batch.views.length > 0) {
    const views = { ...prev.views };
    for (const v of batch.views) views[v.id] = v.json;
    next.views = views;
  }
  let frame: ClusterFrame | null = null;
  if (batch.clusters) {
    const c = batch.clusters;
    const topology = c.topology ?? prev.clusters?.topology ?? [];
    frame = {
      topology,
      summary: c.summary,
      cellVoltageMv: c.cellVoltageMv,
      cellTempDeciC: c.cellTempDeciC,
      rackFigures: c.rackFigures,
      receivedAt: now,
      worst: c.worst,
    };
    next.clusters = frame;
    next.topologyVersion = c.topologyVersion;
  }
  if (batch.topics.length > 0 || batch.clusters || batch.touched?.length || batch.views?.length)
    next.lastDataAt = now;
  if (batch.traffic) next.traffic = batch.traffic;
  if (Object.keys(next).length > 0) {
    hint = {
      topics: [...batch.topics.map((t) => t.topic), ...(batch.touched ?? []).map((t) => t.topic)],
      views: (batch.views ?? []).map((v) => v.id),
    };
    realtimeStore.setState(next);
    hint = null;
  }
  if (frame) for (const listener of frameListeners) listener(frame);
  if (batch.trends)
    for (const point of batch.trends)
      for (const listener of trendListeners.get(point.key) ?? []) listener(point);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function setTrafficMonitoringFlag(on: boolean): void {
  realtimeStore.setState(on ? { trafficMonitoring: true } : { trafficMonitoring: false, traffic: null });
}

/** Back to the logged-out state (keeps listeners: mounted components own them). */
export function resetRealtimeStore(): void {
  realtimeStore.setState({ ...initial });
}
