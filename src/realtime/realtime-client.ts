import type {
  AnswerCall,
  FetchedAnswer,
  RealtimeApi,
  RealtimeDiagnostics,
  RealtimeStartOptions,
  TrafficReportTarget,
  TrendKey,
  TrendSeries,
} from '../contract/realtime-api';
import { trendKeyId } from '../contract/realtime-api';
import type { AlarmThresholds } from '../contract/limits';
import type { StationTopology } from '../contract/realtime-bounds';
import { batchCost } from './batch-cost';
import { pipelineMode } from './pipeline-mode';
import { createInlineBackend, createWorkerBackend, type RealtimeBackend } from './realtime-backend';
import { applyBatch, resetRealtimeStore, setTrafficMonitoringFlag } from './realtime-store';
import { forgetShownData } from './use-offline';

/**
 * Owns the service's lifecycle on the main thread. It mirrors the topic reference counts so a
 * crashed worker can be replaced with every subscription intact.
 */
export class RealtimeClient {
  private backend: Promise<RealtimeBackend> | null = null;
  private readonly refs = new Map<string, number>();
  private readonly trendHolds = new Map<string, { key: TrendKey; n: number }>();
  private running: RealtimeStartOptions | null = null;
  private traffic: TrafficReportTarget | null = null;
  private limits: AlarmThresholds | null = null;
  private readonly topologies = new Map<string, StationTopology>();
  private visible = true;
  /** Calls whose answers are awaited from the worker: rejected when it is replaced (none would come). */
  private readonly inFlight = new Set<(error: Error) => void>();
  /**
   * The backend once it has answered its start (its worker loaded): only then are GETs sent to
   * it, so a page's first call after a load does not wait for the worker's script.
   */
  private answering: RealtimeBackend | null = null;
  crashes = 0;

  constructor(private readonly mode = pipelineMode()) {}

  get pipeline() {
    return this.mode;
  }

  get isRunning(): boolean {
    return this.running !== null;
  }

  private ensure(): Promise<RealtimeBackend> {
    this.backend ??=
      this.mode === 'inline'
        ? createInlineBackend()
        : Promise.resolve(createWorkerBackend(() => this.recover()));
    return this.backend;
  }

  private call(fn: (api: RealtimeApi) => Promise<unknown>): Promise<void> {
    return this.ensure()
      .then((b) => fn(b.api))
      .then(
        () => undefined,
        () => undefined, // a dead worker is replaced by recover(); callers need no error
      );
  }

  /** A worker that crashed is replaced and given back its options and subscriptions. */
  private recover(): void {
    this.crashes++;
    const old = this.backend;
    this.backend = null;
    void old?.then((b) => b.terminate());
    this.answering = null;
    for (const reject of this.inFlight) reject(new Error('the realtime worker was replaced'));
    this.inFlight.clear();
    if (!this.running) return;
    const opts = this.running;
    this.running = null;
    void this.start(opts);
    for (const [filter, n] of this.refs)
      for (let i = 0; i < n; i++) void this.call((a) => a.subscribe(filter));
    for (const { key, n } of this.trendHolds.values())
      for (let i = 0; i < n; i++) void this.call((a) => a.holdTrend(key));
    if (this.traffic) void this.setTrafficMonitoring(this.traffic);
    if (this.limits) void this.setLimits(this.limits);
    for (const [site, topology] of this.topologies) void this.setTopology(site, topology);
    if (!this.visible) void this.setVisible(false);
  }

  async start(options: RealtimeStartOptions): Promise<void> {
    const opts = this.mode === 'inline' ? { ...options, deliveryIntervalMs: 0 } : options;
    this.running = opts;
    const backend = await this.ensure();
    await backend.api.start(
      opts,
      backend.callback((batch) => batchCost.measure(() => applyBatch(batch))),
    );
    if (this.backend && (await this.backend) === backend) this.answering = backend;
  }

  async stop(): Promise<void> {
    this.running = null;
    this.traffic = null;
    if (this.backend) await this.call((a) => a.stop());
    resetRealtimeStore();
    forgetShownData();
  }

  subscribe(filter: string): void {
    this.refs.set(filter, (this.refs.get(filter) ?? 0) + 1);
    void this.call((a) => a.subscribe(filter));
  }

  unsubscribe(filter: string): void {
    const n = (this.refs.get(filter) ?? 0) - 1;
    if (n < 0) return;
    if (n === 0) this.refs.delete(filter);
    else this.refs.set(filter, n);
    void this.call((a) => a.unsubscribe(filter));
  }

  setVisible(visible: boolean): Promise<void> {
    this.visible = visible;
    return this.call((a) => a.setVisible(visible));
  }

  setDeliveryInterval(ms: number): Promise<void> {
    if (this.mode === 'inline') return Promise.resolve();
    if (this.running) this.running = { ...this.running, deliveryIntervalMs: ms };
    return this.call((a) => a.setDeliveryInterval(ms));
  }

  setTrafficMonitoring(target: TrafficReportTarget | null): Promise<void> {
    this.traffic = target;
    setTrafficMonitoringFlag(target !== null);
    return this.call((a) => a.setTrafficMonitoring(target));
  }

  /** Keeps the entity's last hour in the worker while held (see TrendKey). */
  holdTrend(key: TrendKey): void {
    const id = trendKeyId(key);
    const held = this.trendHolds.get(id);
    if (held) held.n++;
    else this.trendHolds.set(id, { key, n: 1 });
    void this.call((a) => a.holdTrend(key));
  }

  releaseTrend(key: TrendKey): void {
    const id = trendKeyId(key);
    const held = this.trendHolds.get(id);
    if (!held) return;
    if (--held.n === 0) this.trendHolds.delete(id);
    void this.call((a) => a.releaseTrend(key));
  }

  /**
   * One GET fetched and parsed by the service (off the main thread). Rejects at once while the
   * worker has not started, and when it dies with the call: the caller then makes the call itself.
   */
  fetchAnswer(call: AnswerCall): Promise<FetchedAnswer> {
    const backend = this.answering;
    if (!backend) return Promise.reject(new Error('the realtime worker has not started'));
    return new Promise<FetchedAnswer>((resolve, reject) => {
      this.inFlight.add(reject);
      backend.api
        .fetchAnswer(call)
        .then(resolve, reject)
        .finally(() => this.inFlight.delete(reject));
    });
  }

  /** The kept window of a trend; null when the worker keeps none (or is being replaced). */
  async trend(key: TrendKey): Promise<TrendSeries | null> {
    const backend = await this.ensure();
    return backend.api.trend(key).catch(() => null);
  }

  /** The administrator's alarm thresholds, for the worker's measured health and worst cells. */
  setLimits(thresholds: AlarmThresholds): Promise<void> {
    this.limits = thresholds;
    return this.call((a) => a.setLimits(thresholds));
  }

  /** A site's configuration from its devicegroup calls: the worker takes only what it has. */
  setTopology(site: string, topology: StationTopology): Promise<void> {
    this.topologies.set(site, topology);
    return this.call((a) => a.setTopology(site, topology));
  }

  reconnect(): Promise<void> {
    return this.call((a) => a.reconnect());
  }

  async diagnostics(): Promise<RealtimeDiagnostics> {
    const backend = await this.ensure();
    return backend.api.diagnostics();
  }
}

/** The console's one client. */
export const realtimeClient = new RealtimeClient();
