import { auditTime, BehaviorSubject, interval, Subject, switchMap, type Subscription } from 'rxjs';
import type {
  AnswerCall,
  FetchedAnswer,
  RealtimeApi,
  RealtimeBatch,
  RealtimeDiagnostics,
  RealtimeStartOptions,
  TrafficReportTarget,
  TrendKey,
  TrendSeries,
} from '../../src/contract/realtime-api';
import { cellLimits, type AlarmThresholds } from '../../src/contract/limits';
import type { StationTopology } from '../../src/contract/realtime-bounds';
import { realtimeTopicKind } from '../../src/contract/realtime-schemas';
import { Admission } from './admission';
import { BrokerConnection } from './connection';
import { ClusterTable } from './cluster-table';
import { decodePayload } from './decode';
import { Delivery } from './delivery';
import { fetchAnswer } from './fetch-answer';
import type { RefCounts } from './ref-counts';
import { diagnosticsOf, newCounters } from './service-diagnostics';
import { TRAFFIC_REPORT_MS, TrafficMonitor } from './traffic';
import type { RealtimeServiceDeps } from './service-deps';
import { Subscriptions } from './subscriptions';
import { TopicState } from './topic-state';
import { TrendBuffers } from './trend-ring';
import { siteOf, topicKind } from './validate';

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
  /** Messages in, batches out (delivery.ts); the service says when. */
  private readonly delivery: Delivery;
  private readonly dirty$ = new Subject<void>();
  private readonly interval$ = new BehaviorSubject<number>(250);
  private readonly pipeline: Subscription;
  private reportTimer: Subscription | null = null;
  private onBatch: ((batch: RealtimeBatch) => void) | null = null;
  private clientId = '';
  private visible = true;
  private readonly counters = newCounters();

  constructor(private readonly deps: RealtimeServiceDeps) {
    this.subscriptions = new Subscriptions(() => this.connection, deps.scheduler);
    this.refs = this.subscriptions.refs;
    this.traffic = new TrafficMonitor(deps.post, deps.now);
    this.delivery = new Delivery({
      topics: this.topics,
      clusters: this.clusters,
      trends: this.trends,
      subscriptions: this.subscriptions,
      admission: this.admission,
      traffic: this.traffic,
      counters: this.counters,
      decode: deps.decode ?? decodePayload,
      now: deps.now,
      perfNow: deps.perfNow,
      state: () => this.connection.state,
      dirty: () => this.dirty$.next(),
    });
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
        onMessage: (topic, payload) => this.delivery.receive(topic, payload),
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
    this.delivery.fullPending = true;
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
    if (visible && !this.visible) this.delivery.fullPending = true;
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
        lastMessageAt: this.delivery.lastMessageAt,
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
    this.delivery.stopped();
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
      this.delivery.clustersDirty = true;
      this.dirty$.next();
    }
    return Promise.resolve();
  }

  async fetchAnswer(call: AnswerCall): Promise<FetchedAnswer> {
    const answer = await fetchAnswer(call, this.deps.get ?? ((url, init) => fetch(url, init)));
    if (answer.ok) this.counters.answersRead++;
    return answer;
  }

  /** Ends everything for good (worker shutdown, tests). */
  dispose(): void {
    void this.stop();
    this.pipeline.unsubscribe();
  }

  private markState(): void {
    this.delivery.stateDirty = true;
    this.dirty$.next();
  }

  private forgetUnheld(): void {
    this.topics.forgetWhere((topic) => !this.subscriptions.wantsWhole(topic, topicKind(topic) === 'cluster'));
    if (this.clusters.retain((t) => this.refs.matches(t))) {
      this.delivery.clustersDirty = true;
      this.dirty$.next();
    }
  }

  private flush(): void {
    if (!this.visible || !this.onBatch) return;
    const batch = this.delivery.flush();
    if (batch) this.onBatch(batch);
  }
}
