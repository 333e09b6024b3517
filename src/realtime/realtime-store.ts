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
  if (Object.keys(next).length > 0) realtimeStore.setState(next);
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
