import { auditTime, BehaviorSubject, interval, Subject, switchMap, type Subscription } from 'rxjs';
import type {
  HeldReason,
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
import type { RefCounts } from './ref-counts';
import { diagnosticsOf, newCounters } from './service-diagnostics';
import { TRAFFIC_REPORT_MS, TrafficMonitor } from './traffic';
import type { ClusterRealtime } from '../../src/contract/realtime-payloads';
import type { RealtimeServiceDeps } from './service-deps';
import { Subscriptions } from './subscriptions';
import { TopicState } from './topic-state';
import { TrendBuffers } from './trend-ring';
import { checkMessage, siteOf, topicKind } from './validate';

export { UNSUBSCRIBE_GRACE_MS, type RealtimeServiceDeps } from './service-deps';

/**
 * The real-time pipeline (ARCHITECTURE §4): one broker connection, reference-counted topics,
 * decoding, latest state per topic, at most one batch per delivery interval, traffic counting.
 * Runs in the worker (realtime.worker.ts) or, for the bench, on the main thread.
 */
export class RealtimeService implements RealtimeApi {
  private readonly subscriptions: Subscriptions;
  private readonly refs: RefCounts;
  /** Latest values, changed topics and held topics (all but the clusters). */
  private readonly topics = new TopicState();
  private readonly clusters = new ClusterTable();
  /** Each site's configuration: bounds, clusters, containers, PCS units (issue 33). */
  private readonly admission = new Admission();
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
    this.subscriptions = new Subscriptions(() => this.connection, deps.scheduler);
    this.refs = this.subscriptions.refs;
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

  /** A filter, or a view (viewId: the worker sends its reading, issue 34). */
  subscribe(filter: string): Promise<void> {
    this.subscriptions.hold(filter);
    if (this.subscriptions.views.changed) this.dirty$.next(); // a view taken reads the latest value at once
    return Promise.resolve();
  }

  /** The last user's release forgets the filter's data at once (the broker's waits: Subscriptions). */
  unsubscribe(filter: string): Promise<void> {
    if (this.subscriptions.release(filter)) this.forgetUnheld();
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
        topicCount: this.topics.size,
        clusterCount: this.clusters.size,
        held: this.topics.heldTopics(),
        topologySites: this.admission.known,
      }),
    );
  }

  stop(): Promise<void> {
    this.subscriptions.cancelPending();
    this.connection.close();
    void this.setTrafficMonitoring(null);
    this.onBatch = null;
    this.topics.clear();
    this.subscriptions.views.clearReadings();
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
    this.topics.forgetWhere(
      (topic) => siteOf(topic) === site && !this.admission.knows(realtimeTopicKind(topic), site, topic),
    );
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
    const previous = this.topics.get(topic);
    const checked = checkMessage(topic, payload, this.decode, this.admission, previous?.value);
    const kind = topicKind(topic);
    this.counters.unknownTopology += checked.unknown;
    if (!checked.ok) {
      if (checked.counter !== 'unknownTopology') this.counters[checked.counter]++;
      if (checked.counter === 'emptyLists' && previous) this.hold(previous, 'emptyList');
    } else {
      const receivedAt = this.deps.now();
      this.lastMessageAt = receivedAt;
      this.topics.accepted(topic);
      if (kind === 'cluster') {
        const entry = clusterEntry(siteOf(topic), checked.value as ClusterRealtime, this.clusters.limits);
        this.clusters.put(topic, entry);
        this.clustersDirty = true;
        if (this.trends.size > 0) this.trends.append({ ...entry, clusterNo: entry.shape.clusterNo });
      }
      const viewed = this.subscriptions.views.update(topic, checked.value);
      const whole = this.subscriptions.wantsWhole(topic, kind === 'cluster');
      this.topics.offer(topic, checked.value, receivedAt, { whole, viewed, cluster: kind === 'cluster' });
    }
    this.counters.decodeMs += this.deps.perfNow() - started;
    if (checked.ok) this.dirty$.next();
  }

  /** Keeps a topic's last good value, marked stale with the reason, and sends it so. */
  private hold(last: TopicValue, reason: HeldReason): void {
    if (this.topics.hold(last, reason, this.deps.now())) this.dirty$.next();
  }

  private forgetUnheld(): void {
    this.topics.forgetWhere((topic) => !this.subscriptions.wantsWhole(topic, topicKind(topic) === 'cluster'));
    if (this.clusters.retain((t) => this.refs.matches(t))) {
      this.clustersDirty = true;
      this.dirty$.next();
    }
  }

  private flush(): void {
    if (!this.visible || !this.onBatch) return;
    const full = this.fullPending;
    const withClusters = this.clustersDirty || (full && this.clusters.size > 0);
    const quiet = !this.topics.changed && !this.subscriptions.views.changed && this.trends.unsentCount === 0;
    if (!full && quiet && !withClusters && !this.stateDirty) return;
    const topics = this.topics.take(full);
    const batch: RealtimeBatch = { seq: ++this.seq, state: this.connection.state, topics };
    const touched = this.topics.takeTouches();
    if (touched.length > 0) batch.touched = touched;
    const views = this.subscriptions.views.take(full);
    if (views.length > 0) batch.views = views;
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
    this.counters.batches++;
    this.onBatch(batch);
  }
}
