import type { HeldTopic, RealtimeDiagnostics } from '../../src/contract/realtime-api';
import type { BrokerConnection } from './connection';
import type { RefCounts } from './ref-counts';
import type { TrafficMonitor } from './traffic';

/** What the pipeline counts over its life (diagnostics page, bench). */
export interface PipelineCounters {
  messages: number;
  bytesIn: number;
  bytesOut: number;
  decodeErrors: number;
  shapeErrors: number;
  droppedOversize: number;
  /** Messages with an array beyond the site's bounds; clusters, containers and units the site does not have; sudden empty lists. */
  overBound: number;
  unknownTopology: number;
  emptyLists: number;
  decodeMs: number;
  batches: number;
  /** GET answers fetched and parsed here for the page (fetch-answer.ts). */
  answersRead: number;
}

export const newCounters = (): PipelineCounters => ({
  messages: 0,
  bytesIn: 0,
  bytesOut: 0,
  decodeErrors: 0,
  shapeErrors: 0,
  droppedOversize: 0,
  overBound: 0,
  unknownTopology: 0,
  emptyLists: 0,
  decodeMs: 0,
  batches: 0,
  answersRead: 0,
});

/** The diagnostics snapshot of the service's parts. */
export function diagnosticsOf(p: {
  counters: PipelineCounters;
  connection: BrokerConnection;
  refs: RefCounts;
  traffic: TrafficMonitor;
  lastMessageAt: number | null;
  deliveryIntervalMs: number;
  visible: boolean;
  topicCount: number;
  clusterCount: number;
  held: HeldTopic[];
  topologySites: string[];
}): RealtimeDiagnostics {
  const { counters: c, connection, traffic } = p;
  const active = connection.active;
  return {
    state: connection.state,
    connectedSince: connection.connectedSince,
    lastMessageAt: p.lastMessageAt,
    reconnects: connection.reconnects,
    recreates: connection.recreates,
    brokerErrors: connection.brokerErrors,
    connectFailures: connection.connectFailures,
    messages: c.messages,
    bytesIn: c.bytesIn,
    bytesOut: c.bytesOut,
    decodeErrors: c.decodeErrors,
    shapeErrors: c.shapeErrors,
    droppedOversize: c.droppedOversize,
    overBound: c.overBound,
    unknownTopology: c.unknownTopology,
    emptyLists: c.emptyLists,
    held: p.held,
    topologySites: p.topologySites,
    decodeMsTotal: c.decodeMs,
    batches: c.batches,
    answersRead: c.answersRead,
    subscriptions: p.refs.entries().map((e) => ({ ...e, active: active.has(e.filter) })),
    trafficMonitoring: traffic.enabled,
    deliveryIntervalMs: p.deliveryIntervalMs,
    visible: p.visible,
    trafficReports: traffic.reports,
    trafficReportErrors: traffic.reportErrors,
    topicCount: p.topicCount,
    clusterCount: p.clusterCount,
  };
}
