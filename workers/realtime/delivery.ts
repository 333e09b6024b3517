import type { ConnectionState, HeldReason, RealtimeBatch, TopicValue } from '../../src/contract/realtime-api';
import type { ClusterRealtime } from '../../src/contract/realtime-payloads';
import type { Admission } from './admission';
import { clusterEntry, type ClusterTable } from './cluster-table';
import type { decodePayload } from './decode';
import type { PipelineCounters } from './service-diagnostics';
import type { Subscriptions } from './subscriptions';
import type { TopicState } from './topic-state';
import type { TrafficMonitor } from './traffic';
import type { TrendBuffers } from './trend-ring';
import { checkMessage, siteOf, topicKind } from './validate';

/** The service's parts a delivery reads and writes (RealtimeService owns them). */
export interface DeliveryParts {
  topics: TopicState;
  clusters: ClusterTable;
  trends: TrendBuffers;
  subscriptions: Subscriptions;
  admission: Admission;
  traffic: TrafficMonitor;
  counters: PipelineCounters;
  decode: typeof decodePayload;
  now: () => number;
  /** High-resolution clock for decode time. */
  perfNow: () => number;
  /** The connection's state, which every batch carries. */
  state: () => ConnectionState;
  /** Something a batch carries changed: the service's window opens. */
  dirty: () => void;
}

/**
 * Per-view and touch delivery (issue 34): a message in (checked, decoded, offered to the topic
 * state, the cluster table, the trends and the views that read it) and a batch out (whole
 * values only to those who hold them and only when changed, repeats as touches, views' readings
 * when their JSON changed, clusters when they changed). RealtimeService decides when.
 */
export class Delivery {
  /** The next batch carries everything held, not only what changed (start, page shown again). */
  fullPending = true;
  clustersDirty = false;
  stateDirty = false;
  lastMessageAt: number | null = null;
  private seq = 0;
  private sentTopologyVersion = -1;

  constructor(private readonly p: DeliveryParts) {}

  receive(topic: string, payload: Uint8Array): void {
    const { p } = this;
    p.counters.messages++;
    if (!p.subscriptions.refs.matches(topic)) return; // in flight when its last user left
    const started = p.perfNow();
    const previous = p.topics.get(topic);
    const checked = checkMessage(topic, payload, p.decode, p.admission, previous?.value);
    const kind = topicKind(topic);
    p.counters.unknownTopology += checked.unknown;
    if (!checked.ok) {
      if (checked.counter !== 'unknownTopology') p.counters[checked.counter]++;
      if (checked.counter === 'emptyLists' && previous) this.hold(previous, 'emptyList');
    } else {
      const receivedAt = p.now();
      this.lastMessageAt = receivedAt;
      p.topics.accepted(topic);
      if (kind === 'cluster') {
        const entry = clusterEntry(siteOf(topic), checked.value as ClusterRealtime, p.clusters.limits);
        p.clusters.put(topic, entry);
        this.clustersDirty = true;
        if (p.trends.size > 0) p.trends.append({ ...entry, clusterNo: entry.shape.clusterNo });
      }
      const viewed = p.subscriptions.views.update(topic, checked.value);
      const whole = p.subscriptions.wantsWhole(topic, kind === 'cluster');
      p.topics.offer(topic, checked.value, receivedAt, { whole, viewed, cluster: kind === 'cluster' });
    }
    p.counters.decodeMs += p.perfNow() - started;
    if (checked.ok) p.dirty();
  }

  /** The batch due, or null when nothing it would carry changed. */
  flush(): RealtimeBatch | null {
    const { p } = this;
    const full = this.fullPending;
    const withClusters = this.clustersDirty || (full && p.clusters.size > 0);
    const quiet = !p.topics.changed && !p.subscriptions.views.changed && p.trends.unsentCount === 0;
    if (!full && quiet && !withClusters && !this.stateDirty) return null;
    const topics = p.topics.take(full);
    const batch: RealtimeBatch = { seq: ++this.seq, state: p.state(), topics };
    const touched = p.topics.takeTouches();
    if (touched.length > 0) batch.touched = touched;
    const views = p.subscriptions.views.take(full);
    if (views.length > 0) batch.views = views;
    if (p.trends.unsentCount > 0) batch.trends = p.trends.drain();
    if (withClusters) {
      const version = p.clusters.topologyVersion;
      batch.clusters = p.clusters.build(full || version !== this.sentTopologyVersion);
      this.sentTopologyVersion = version;
    }
    if (p.traffic.enabled) batch.traffic = p.traffic.snapshot();
    this.fullPending = false;
    this.clustersDirty = false;
    this.stateDirty = false;
    p.counters.batches++;
    return batch;
  }

  /** The connection stopped: the next cluster batch carries the topology again. */
  stopped(): void {
    this.sentTopologyVersion = -1;
  }

  /** Keeps a topic's last good value, marked stale with the reason, and sends it so. */
  private hold(last: TopicValue, reason: HeldReason): void {
    if (this.p.topics.hold(last, reason, this.p.now())) this.p.dirty();
  }
}
