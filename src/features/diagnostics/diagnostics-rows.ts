import type { HeldTopic, RealtimeDiagnostics } from '@/contract/realtime-api';
import { formatBytes } from '@/lib/format/bytes';

export type Section = 'connection' | 'traffic' | 'topology' | 'delivery';
export type Field =
  | 'state'
  | 'pipeline'
  | 'connectedSince'
  | 'lastMessageAt'
  | 'reconnects'
  | 'recreates'
  | 'brokerErrors'
  | 'connectFailures'
  | 'messages'
  | 'bytesIn'
  | 'bytesOut'
  | 'decodeErrors'
  | 'shapeErrors'
  | 'droppedOversize'
  | 'topologySites'
  | 'overBound'
  | 'unknownTopology'
  | 'emptyLists'
  | 'held'
  | 'decodeMsTotal'
  | 'decodeMsAvg'
  | 'batches'
  | 'deliveryIntervalMs'
  | 'visible'
  | 'trafficMonitoring'
  | 'trafficReports'
  | 'trafficReportErrors'
  | 'topicCount'
  | 'answersRead'
  | 'clusterCount';

/** A displayed value: plain text, or something the page translates (state, yes/no, ms, time). */
export type Cell =
  | { kind: 'text'; text: string }
  | { kind: 'state'; state: RealtimeDiagnostics['state'] }
  | { kind: 'bool'; value: boolean }
  | { kind: 'ms'; value: number }
  | { kind: 'time'; at: number | null }
  | { kind: 'held'; items: HeldTopic[] };

/** Whether two cells show the same (a poll builds new cells each second). */
export function sameCell(a: Cell, b: Cell): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'text':
      return a.text === (b as typeof a).text;
    case 'state':
      return a.state === (b as typeof a).state;
    case 'time':
      return a.at === (b as typeof a).at;
    case 'held': {
      const items = (b as typeof a).items;
      return (
        a.items.length === items.length &&
        a.items.every((h, i) => h.topic === items[i].topic && h.reason === items[i].reason)
      );
    }
    default:
      return a.value === (b as typeof a).value;
  }
}

const n = (v: number | undefined): Cell => ({ kind: 'text', text: (v ?? 0).toLocaleString('en-US') });
const ms = (v: number): Cell => ({ kind: 'ms', value: Math.round(v * 1000) / 1000 });

/** Every counter of the service, grouped for the page (pure, unit tested). */
export function diagnosticsRows(
  d: RealtimeDiagnostics,
): Array<{ section: Section; rows: Array<[Field, Cell]> }> {
  return [
    {
      section: 'connection',
      rows: [
        ['state', { kind: 'state', state: d.state }],
        ['connectedSince', { kind: 'time', at: d.connectedSince }],
        ['lastMessageAt', { kind: 'time', at: d.lastMessageAt }],
        ['reconnects', n(d.reconnects)],
        ['recreates', n(d.recreates)],
        ['connectFailures', n(d.connectFailures)],
        ['brokerErrors', n(d.brokerErrors)],
      ],
    },
    {
      section: 'traffic',
      rows: [
        ['messages', n(d.messages)],
        ['bytesIn', { kind: 'text', text: formatBytes(d.bytesIn) }],
        ['bytesOut', { kind: 'text', text: formatBytes(d.bytesOut) }],
        ['decodeErrors', n(d.decodeErrors)],
        ['shapeErrors', n(d.shapeErrors)],
        ['droppedOversize', n(d.droppedOversize)],
        ['decodeMsTotal', ms(d.decodeMsTotal)],
        ['decodeMsAvg', ms(d.messages ? d.decodeMsTotal / d.messages : 0)],
        ['trafficMonitoring', { kind: 'bool', value: d.trafficMonitoring }],
        ['trafficReports', n(d.trafficReports)],
        ['trafficReportErrors', n(d.trafficReportErrors)],
      ],
    },
    {
      // Issue 33: what the station's configuration let through, and what it did not.
      section: 'topology',
      rows: [
        ['topologySites', { kind: 'text', text: d.topologySites?.length ? d.topologySites.join(', ') : '-' }],
        ['overBound', n(d.overBound)],
        ['unknownTopology', n(d.unknownTopology)],
        ['emptyLists', n(d.emptyLists)],
        ['held', { kind: 'held', items: d.held ?? [] }],
      ],
    },
    {
      section: 'delivery',
      rows: [
        ['batches', n(d.batches)],
        ['deliveryIntervalMs', ms(d.deliveryIntervalMs ?? 0)],
        ['visible', { kind: 'bool', value: d.visible ?? true }],
        ['topicCount', n(d.topicCount)],
        ['clusterCount', n(d.clusterCount)],
        ['answersRead', n(d.answersRead)],
      ],
    },
  ];
}
