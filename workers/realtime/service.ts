import { auditTime, BehaviorSubject, interval, Subject, switchMap, timer, type Subscription } from 'rxjs';
import type {
  HeldReason,
  HeldTopic,
  RealtimeApi,
  RealtimeBatch,
  RealtimeDiagnostics,
  RealtimeStartOptions,
  TopicValue,
  TrafficReportTarget,
  TrendKey,
  TrendSeries,
} from '../../src/contract/realtime-api';
import { cellLimits, type AlarmThresholds } from '../../src/contract/limits';
import type { StationTopology } from '../../src/contract/realtime-bounds';
import { realtimeTopicKind } from '../../src/contract/realtime-schemas';
import { Admission } from './admission';
import { BrokerConnection } from './connection';
import { ClusterTable, clusterEntry } from './cluster-table';
import { decodePayload } from './decode';
import { RefCounts } from './ref-counts';
import { diagnosticsOf, newCounters } from './service-diagnostics';
import { TRAFFIC_REPORT_MS, TrafficMonitor } from './traffic';
import type { ClusterRealtime } from '../../src/contract/realtime-payloads';
import { UNSUBSCRIBE_GRACE_MS, type RealtimeServiceDeps } from './service-deps';
import { TrendBuffers } from './trend-ring';
import { checkMessage, siteOf, topicKind } from './validate';

export { UNSUBSCRIBE_GRACE_MS, type RealtimeServiceDeps } from './service-deps';

/**
 * The real-time pipeline (ARCHITECTURE §4): one broker connection, reference-counted topics,
 * decoding, latest state per topic, at most one batch per delivery interval, traffic counting.
 * Runs in the worker (realtime.worker.ts) or, for the bench, on the main thread.
 */
export class RealtimeService implements RealtimeApi {
  private readonly refs = new RefCounts();
  /** Filters whose last user left: their broker UNSUBSCRIBE, pending (see unsubscribe). */
  private readonly leaving = new Map<string, Subscription>();
  private readonly latest = new Map<string, TopicValue>();
  private readonly dirtyTopics = new Set<string>();
  private readonly clusters = new ClusterTable();
  /** Each site's configuration: bounds, clusters, containers, PCS units (issue 33). */
  private readonly admission = new Admission();
  /** Topics whose last good value is held after a refused message (see TopicValue.stale). */
  private readonly held = new Map<string, HeldTopic>();
  private readonly trends = new TrendBuffers();
  private readonly connection: BrokerConnection;
  private readonly traffic: TrafficMonitor;
  private readonly decode: typeof decodePayload;
  private readonly dirty$ = new Subject<void>();
  private readonly interval$ = new BehaviorSubject<number>(250);
  private readonly pipeline: Subscription;
  private reportTimer: Subscription | null = null;
  private onBatch: ((batch: RealtimeBatch) => void) | null = null;
  private clientId = '';
  private visible = true;
  private fullPending = true;
  private clustersDirty = false;
  private sentTopologyVersion = -1;
  private stateDirty = false;
  private seq = 0;
  private readonly counters = newCounters();

  private lastMessageAt: number | null = null;

  constructor(private readonly deps: RealtimeServiceDeps) {
    this.decode = deps.decode ?? decodePayload;
    this.traffic = new TrafficMonitor(deps.post, deps.now);
    this.connection = new BrokerConnection(
      {
        createClient: deps.createClient,
        random: deps.random,
        now: deps.now,
        reconnectBaseMs: deps.reconnectBaseMs ?? 1500,
        filters: () => this.refs.filters(),
      },
      {
        onState: () => this.markState(),
        onMessage: (topic, payload) => this.receive(topic, payload),
        onBytes: (bytesIn, bytesOut) => {
          this.counters.bytesIn += bytesIn;
          this.counters.bytesOut += bytesOut;
          this.traffic.count(bytesIn, bytesOut);
        },
      },
    );
    this.pipeline = this.interval$
      .pipe(
        switchMap((ms) =>
          ms <= 0
            ? this.dirty$
            : // The window opens on the first change and delivers at its end: the station publishes
              // each second's topics in one burst, and a leading edge would split every burst
              // into a batch of one topic and a batch of the rest (two renders a second, not one).
              this.dirty$.pipe(auditTime(ms, deps.scheduler)),
        ),
      )
      .subscribe(() => this.flush());
  }

  start(options: RealtimeStartOptions, onBatch: (batch: RealtimeBatch) => void): Promise<void> {
    this.onBatch = onBatch;
    this.clientId = options.clientId;
    this.fullPending = true;
    this.interval$.next(Math.max(0, options.deliveryIntervalMs));
    this.connection.open(options);
    return Promise.resolve();
  }

  subscribe(filter: string): Promise<void> {
    const first = this.refs.add(filter);
    const leaving = this.leaving.get(filter);
    if (leaving) {
      // Taken again within the grace: the broker still sends it (unless a reconnect dropped it).
      leaving.unsubscribe();
      this.leaving.delete(filter);
      if (this.connection.active.has(filter)) return Promise.resolve();
    }
    if (first) this.connection.subscribe([filter]);
    return Promise.resolve();
  }

  /**
   * The last user's release forgets the filter's data at once; the broker UNSUBSCRIBE waits
   * UNSUBSCRIBE_GRACE_MS. A page switch releases and takes the same filter in one commit
   * (mainSys → powerSys both hold every cluster), and an UNSUBSCRIBE followed at once by its
   * SUBSCRIBE left the broker sending nothing: powerSys then showed stale REST rows for good.
   */
  unsubscribe(filter: string): Promise<void> {
    if (this.refs.remove(filter)) {
      this.forgetUnheld();
      this.leaving.get(filter)?.unsubscribe();
      this.leaving.set(
        filter,
        timer(UNSUBSCRIBE_GRACE_MS, this.deps.scheduler).subscribe(() => {
          this.leaving.delete(filter);
          if (!this.refs.holdsExact(filter)) this.connection.unsubscribe([filter]);
        }),
      );
    }
    return Promise.resolve();
  }

  setVisible(visible: boolean): Promise<void> {
    if (visible && !this.visible) this.fullPending = true;
    this.visible = visible;
    if (visible) this.dirty$.next();
    return Promise.resolve();
  }

  setDeliveryInterval(ms: number): Promise<void> {
    if (ms !== this.interval$.value) this.interval$.next(Math.max(0, ms));
    return Promise.resolve();
  }

  setTrafficMonitoring(target: TrafficReportTarget | null): Promise<void> {
    if (target && this.traffic.enabled) {
      this.traffic.enable(target); // fresh headers (token refresh): same period, same counts
      return Promise.resolve();
    }
    this.reportTimer?.unsubscribe();
    this.reportTimer = null;
    if (target) {
      this.traffic.enable(target);
      this.reportTimer = interval(TRAFFIC_REPORT_MS, this.deps.scheduler).subscribe(() =>
        this.traffic.report(this.clientId),
      );
    } else {
      this.traffic.disable();
    }
    this.markState();
    return Promise.resolve();
  }

  reconnect(): Promise<void> {
    this.connection.recreate();
    return Promise.resolve();
  }

  diagnostics(): Promise<RealtimeDiagnostics> {
    return Promise.resolve(
      diagnosticsOf({
        counters: this.counters,
        connection: this.connection,
        refs: this.refs,
        traffic: this.traffic,
        lastMessageAt: this.lastMessageAt,
        deliveryIntervalMs: this.interval$.value,
        visible: this.visible,
        topicCount: this.latest.size,
        clusterCount: this.clusters.size,
        held: [...this.held.values()],
        topologySites: this.admission.known,
      }),
    );
  }

  stop(): Promise<void> {
    for (const t of this.leaving.values()) t.unsubscribe();
    this.leaving.clear();
    this.connection.close();
    void this.setTrafficMonitoring(null);
    this.onBatch = null;
    this.latest.clear();
    this.held.clear();
    this.dirtyTopics.clear();
    this.clusters.clear();
    this.trends.reset();
    this.sentTopologyVersion = -1;
    return Promise.resolve();
  }

  holdTrend(key: TrendKey): Promise<void> {
    this.trends.hold(key);
    return Promise.resolve();
  }

  releaseTrend(key: TrendKey): Promise<void> {
    this.trends.release(key);
    return Promise.resolve();
  }

  trend(key: TrendKey): Promise<TrendSeries | null> {
    return Promise.resolve(this.trends.series(key));
  }

  setLimits(thresholds: AlarmThresholds): Promise<void> {
    this.clusters.limits = cellLimits(thresholds);
    return Promise.resolve();
  }

  setTopology(site: string, topology: StationTopology | null): Promise<void> {
    this.admission.set(site, topology);
    // What was taken before the station's configuration arrived and is not in it goes.
    for (const topic of [...this.latest.keys()])
      if (siteOf(topic) === site && !this.admission.knows(realtimeTopicKind(topic), site, topic))
        this.forget(topic);
    if (this.clusters.retain((t) => siteOf(t) !== site || this.admission.knows('cluster', site, t))) {
      this.clustersDirty = true;
      this.dirty$.next();
    }
    return Promise.resolve();
  }

  /** Ends everything for good (worker shutdown, tests). */
  dispose(): void {
    void this.stop();
    this.pipeline.unsubscribe();
  }

  private markState(): void {
    this.stateDirty = true;
    this.dirty$.next();
  }

  private receive(topic: string, payload: Uint8Array): void {
    this.counters.messages++;
    if (!this.refs.matches(topic)) return; // in flight when its last user left
    const started = this.deps.perfNow();
    const previous = this.latest.get(topic);
    const checked = checkMessage(topic, payload, this.decode, this.admission, previous?.value);
    const kind = topicKind(topic);
    this.counters.unknownTopology += checked.unknown;
    if (!checked.ok) {
      if (checked.counter !== 'unknownTopology') this.counters[checked.counter]++;
      if (checked.counter === 'emptyLists' && previous) this.hold(previous, 'emptyList');
    } else {
      const receivedAt = this.deps.now();
      this.lastMessageAt = receivedAt;
      this.held.delete(topic);
      if (kind === 'cluster') {
        const entry = clusterEntry(siteOf(topic), checked.value as ClusterRealtime, this.clusters.limits);
        this.clusters.put(topic, entry);
        this.clustersDirty = true;
        if (this.trends.size > 0) this.trends.append({ ...entry, clusterNo: entry.shape.clusterNo });
      }
      // Cluster topics reach pages as typed arrays; a page that asks for one by name also gets the object.
      if (kind !== 'cluster' || this.refs.holdsExact(topic)) {
        this.latest.set(topic, { topic, value: checked.value, receivedAt });
        this.dirtyTopics.add(topic);
      }
    }
    this.counters.decodeMs += this.deps.perfNow() - started;
    if (checked.ok) this.dirty$.next();
  }

  /** Keeps a topic's last good value, marked stale with the reason, and sends it so. */
  private hold(last: TopicValue, reason: HeldReason): void {
    if (last.stale === reason) return;
    this.held.set(last.topic, { topic: last.topic, reason, since: this.deps.now() });
    this.latest.set(last.topic, { ...last, stale: reason });
    this.dirtyTopics.add(last.topic);
    this.dirty$.next();
  }

  private forget(topic: string): void {
    this.latest.delete(topic);
    this.held.delete(topic);
    this.dirtyTopics.delete(topic);
  }

  private forgetUnheld(): void {
    for (const topic of [...this.latest.keys()]) {
      if (!this.refs.matches(topic) || (topicKind(topic) === 'cluster' && !this.refs.holdsExact(topic)))
        this.forget(topic);
    }
    if (this.clusters.retain((t) => this.refs.matches(t))) {
      this.clustersDirty = true;
      this.dirty$.next();
    }
  }

  private flush(): void {
    if (!this.visible || !this.onBatch) return;
    const full = this.fullPending;
    const topics = full ? [...this.latest.values()] : [...this.dirtyTopics].map((t) => this.latest.get(t)!);
    const withClusters = this.clustersDirty || (full && this.clusters.size > 0);
    if (!full && topics.length === 0 && !withClusters && !this.stateDirty && this.trends.unsentCount === 0)
      return;
    const batch: RealtimeBatch = { seq: ++this.seq, state: this.connection.state, topics };
    if (this.trends.unsentCount > 0) batch.trends = this.trends.drain();
    if (withClusters) {
      const version = this.clusters.topologyVersion;
      batch.clusters = this.clusters.build(full || version !== this.sentTopologyVersion);
      this.sentTopologyVersion = version;
    }
    if (this.traffic.enabled) batch.traffic = this.traffic.snapshot();
    this.fullPending = false;
    this.clustersDirty = false;
    this.stateDirty = false;
    this.dirtyTopics.clear();
    this.counters.batches++;
    this.onBatch(batch);
  }
}
