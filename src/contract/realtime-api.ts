/*
 * The typed boundary between the realtime worker (workers/) and the main thread
 * (src/realtime/). Comlink exposes a {@link RealtimeApi}; the main thread receives
 * {@link RealtimeBatch}es through a proxied callback.
 */

import type { AlarmThresholds } from './limits';
import type { StationTopology } from './realtime-bounds';
import type { ClusterBatch } from './realtime-cluster-batch';

// The cluster batch layout lives in its own file; importers of this boundary still find it here.
export {
  SUMMARY_FIELDS,
  SUMMARY_COL,
  SUMMARY_STRIDE,
  RACK_FIELDS,
  RACK_COL,
  RACK_STRIDE,
  WORST_KINDS,
  WORST_N,
  type SummaryField,
  type RackField,
  type ClusterTopology,
  type ClusterBatch,
  type WorstCell,
  type WorstCells,
  type WorstKind,
} from './realtime-cluster-batch';

/** Broker connection as the shell shows it. */
export type ConnectionState = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'offline';

/** Options for {@link RealtimeApi.start}. */
export interface RealtimeStartOptions {
  /** Full websocket URL of the broker, e.g. `ws://host:8080/mqtt`. */
  brokerUrl: string;
  username: string;
  password: string;
  /** Unique per tab. */
  clientId: string;
  /** Delivery interval in ms: 250 by default, 1000 in the low-power profile. */
  deliveryIntervalMs: number;
}

/** Traffic report target (spec §4 "Flow monitoring"): POSTed every 20 000 ms while enabled. */
export interface TrafficReportTarget {
  url: string;
  /** Headers the API client would send (Authorization, Blade-Auth, Tenant-Id, Accept-Language). */
  headers: Record<string, string>;
}

/**
 * A GET whose answer is read in the worker (issue 28/34): the fetch, the body's decoding and its
 * JSON parse of a large answer (a custom chart's 94 KB) leave the main thread. The page's http
 * client builds the URL and headers and applies every answer rule (spec §7/§8) to what comes back.
 */
export interface AnswerCall {
  url: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

/** The HTTP status and the parsed body (its text when not JSON, null when empty), or why none came. */
export type FetchedAnswer =
  { ok: true; status: number; body: unknown } | { ok: false; failure: 'timeout' | 'network' };

/** Body of the traffic report POST; bytes counted over the last period. */
export interface TrafficReport {
  sendDetail: { bytesIn: number; bytesOut: number; periodMs: number; clientId: string; at: number };
}

/** Counters the worker keeps, for the diagnostics page and the bench. */
export interface RealtimeDiagnostics {
  state: ConnectionState;
  connectedSince: number | null;
  lastMessageAt: number | null;
  reconnects: number;
  recreates: number;
  brokerErrors: number;
  /**
   * Connection attempts that ended before the broker accepted them (refused, unreachable, bad
   * credentials). Counted apart from brokerErrors: MQTT.js reports a browser websocket failure
   * only by closing, not as an error.
   */
  connectFailures?: number;
  messages: number;
  bytesIn: number;
  bytesOut: number;
  decodeErrors: number;
  /**
   * Messages that decoded but did not have their topic's shape (src/contract/realtime-schemas.ts):
   * dropped, the last good value kept.
   */
  shapeErrors?: number;
  droppedOversize: number;
  /** Messages refused for an array longer than the station's bounds (src/contract/realtime-bounds.ts). */
  overBound?: number;
  /** Clusters, containers and PCS units the station's configuration does not have (dropped). */
  unknownTopology?: number;
  /** Device lists that were full and came empty (refused, the last good value kept and marked stale). */
  emptyLists?: number;
  /** Topics whose last good value is held and marked stale, with the reason. */
  held?: HeldTopic[];
  /** Sites whose configuration (topology) the worker checks messages against. */
  topologySites?: string[];
  decodeMsTotal: number;
  batches: number;
  /** GET answers the worker fetched and parsed for the page, off its main thread ({@link AnswerCall}). */
  answersRead?: number;
  /** `active` once the broker acknowledged the subscription on the current connection. */
  subscriptions: Array<{ filter: string; refs: number; active?: boolean }>;
  trafficMonitoring: boolean;
  /** Delivery interval in ms (0 = every message, inline mode). */
  deliveryIntervalMs?: number;
  /** Whether the page is visible (nothing is delivered while hidden). */
  visible?: boolean;
  /** Traffic reports POSTed, and those that failed to send. */
  trafficReports?: number;
  trafficReportErrors?: number;
  /** Number of topics holding a last good value, and of cluster topics. */
  topicCount?: number;
  clusterCount?: number;
}

/** Why a topic's last good value is held instead of the latest message: a device list came empty. */
export type HeldReason = 'emptyList';

/** A topic whose last good value is held (diagnostics). */
export interface HeldTopic {
  topic: string;
  reason: HeldReason;
  /** Worker time of the refused message that started the hold, epoch ms. */
  since: number;
}

/** Latest decoded value of one topic (non-cluster topics). */
export interface TopicValue {
  topic: string;
  value: unknown;
  /** Worker receive time, epoch ms. */
  receivedAt: number;
  /**
   * Set while the value is the last good one held after a refused message: pages show it as
   * stale, and its receivedAt stays that of the good message.
   */
  stale?: HeldReason;
}

/** What the worker delivers at most once per delivery interval. */
export interface RealtimeBatch {
  seq: number;
  state: ConnectionState;
  /** Topics updated since the previous batch (latest value each). Full set on resume. */
  topics: TopicValue[];
  /** Present when any cluster topic changed since the previous batch. */
  clusters?: ClusterBatch;
  /** Present while flow monitoring is on: bytes in the current 20 s period and totals. */
  traffic?: { bytesIn: number; bytesOut: number; totalIn: number; totalOut: number };
  /** Newest point of each held trend appended since the previous batch (see {@link TrendKey}). */
  trends?: TrendPoint[];
  /**
   * Topics whose latest message repeated the value the page has (apart from its `ts`): only the
   * receipt (and the new `ts`) crosses, not the value again (issue 34).
   */
  touched?: TopicTouch[];
  /** Readings of held views (a {@link viewId} given to {@link RealtimeApi.subscribe}) that changed, as JSON. */
  views?: ViewValue[];
}

/** A topic message that repeated the page's value: its new `ts`, if the value has one. */
export interface TopicTouch {
  topic: string;
  ts?: number;
}

/** One view's reading (see {@link viewId}), as JSON text. */
export interface ViewValue {
  id: string;
  json: string;
}

/**
 * The one string form of a view: a topic reduced in the worker to one named reading (the devices
 * topic: see devicesReader). Held like a topic filter (subscribe/unsubscribe): batches carry the
 * reading when it changes, and the topic itself only while someone holds it as a filter. `#` ends
 * an MQTT filter only as a level of its own, so no broker filter looks like a view.
 */
export function viewId(topic: string, name: string): string {
  return `${topic}#${name}`;
}

/** The topic and reading name of a {@link viewId}; null for a broker filter. */
export function parseViewId(filter: string): { topic: string; name: string } | null {
  const at = filter.indexOf('#');
  if (at <= 0 || filter[at - 1] === '/' || at === filter.length - 1) return null;
  return { topic: filter.slice(0, at), name: filter.slice(at + 1) };
}

/**
 * An entity whose last hour the worker keeps in a ring buffer: a cell (`cell` = its rack-major
 * index in the cluster) or, without `cell`, the cluster itself. Only entities a page holds (and
 * the last few it let go of, so going back shows history at once) are kept, never every cell.
 */
export interface TrendKey {
  site: string;
  clusterNo: number;
  cell?: number;
}

/** What a cell trend keeps per point: mV and tenths of °C, as the pipeline carries them. */
export const CELL_TREND_FIELDS = ['voltageMv', 'tempDeciC'] as const;
/** What a cluster trend keeps per point: %, kW (+ discharge) and the extreme cells in mV. */
export const CLUSTER_TREND_FIELDS = ['soc', 'power', 'maxCellMv', 'minCellMv'] as const;
/** Length of time a trend shows. */
export const TREND_WINDOW_MS = 3_600_000;
/** Points a trend holds at most (an hour of 1 Hz data); the oldest is overwritten. */
export const TREND_CAPACITY = 3600;
/** Entities kept beyond those held: the most recently let go of. */
export const TREND_KEEP = 4;

/** The one string form of a {@link TrendKey}. */
export function trendKeyId(k: TrendKey): string {
  return k.cell === undefined ? `${k.site}|${k.clusterNo}` : `${k.site}|${k.clusterNo}|${k.cell}`;
}

/** The kept window of one trend, oldest first: `values[f][i]` is field f at `t[i]` (station ms). */
export interface TrendSeries {
  key: string;
  t: Float64Array;
  values: Float32Array[];
}

/** One appended point of a held trend, in the fields' order. */
export interface TrendPoint {
  key: string;
  t: number;
  values: number[];
}

/** The worker's Comlink API. Every method is async across the boundary. */
export interface RealtimeApi {
  /** Connects (or reconnects with new options) and delivers batches to `onBatch`. */
  start(options: RealtimeStartOptions, onBatch: (batch: RealtimeBatch) => void): Promise<void>;
  /** Adds one reference to a topic filter (or a {@link viewId}); subscribes on the first. */
  subscribe(filter: string): Promise<void>;
  /** Drops one reference; unsubscribes on the last. */
  unsubscribe(filter: string): Promise<void>;
  /** Hidden pages get nothing; becoming visible sends a full batch. */
  setVisible(visible: boolean): Promise<void>;
  setDeliveryInterval(ms: number): Promise<void>;
  /** Flow monitoring on (with the report target) or off (null). */
  setTrafficMonitoring(target: TrafficReportTarget | null): Promise<void>;
  diagnostics(): Promise<RealtimeDiagnostics>;
  /** Ends the current client and connects afresh with every subscription (diagnostics button). */
  reconnect(): Promise<void>;
  /** Ends the client and clears state. */
  stop(): Promise<void>;
  /** Starts (or keeps) a trend buffer for the entity while a page shows it; counted per caller. */
  holdTrend(key: TrendKey): Promise<void>;
  /** Drops one hold; the buffer stays among the {@link TREND_KEEP} most recently released. */
  releaseTrend(key: TrendKey): Promise<void>;
  /** The kept last hour of an entity (null when none is kept). */
  trend(key: TrendKey): Promise<TrendSeries | null>;
  /**
   * The alarm thresholds in force (deviceThreshold/value/get): measured health and the worst
   * cells follow them from the next message on. The defaults until called.
   */
  setLimits(thresholds: AlarmThresholds): Promise<void>;
  /**
   * A site's configuration (devicegroup calls): its arrays' bounds and the clusters, containers
   * and PCS units it has; messages about anything else are dropped and counted. Null forgets it
   * (the ceilings of HARD_BOUNDS only).
   */
  setTopology(site: string, topology: StationTopology | null): Promise<void>;
  /** Fetches and parses one GET's answer off the main thread (see {@link AnswerCall}). */
  fetchAnswer(call: AnswerCall): Promise<FetchedAnswer>;
}
