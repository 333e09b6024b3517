import { describe, expect, it } from 'vitest';
import type { RealtimeDiagnostics } from '@/contract/realtime-api';
import en from '../../../locales/en/diagnostics.json';
import zh from '../../../locales/zh/diagnostics.json';
import { diagnosticsRows, type Cell } from '@/features/diagnostics/diagnostics-rows';

const d: RealtimeDiagnostics = {
  state: 'reconnecting',
  connectedSince: null,
  lastMessageAt: 1000,
  reconnects: 3,
  recreates: 1,
  brokerErrors: 2,
  connectFailures: 7,
  messages: 1200,
  bytesIn: 2048,
  bytesOut: 512,
  decodeErrors: 4,
  droppedOversize: 1,
  decodeMsTotal: 60,
  batches: 50,
  subscriptions: [{ filter: 'a/#', refs: 2, active: false }],
  trafficMonitoring: true,
  deliveryIntervalMs: 250,
  visible: true,
  trafficReports: 3,
  trafficReportErrors: 0,
  topicCount: 5,
  clusterCount: 8,
  overBound: 2,
  unknownTopology: 500,
  emptyLists: 1,
  held: [{ topic: 'iot/WZ001/pcs/realData', reason: 'emptyList', since: 1000 }],
  topologySites: ['WZ001'],
};

describe('diagnosticsRows', () => {
  it('shows every counter the service keeps, with a label in both languages', () => {
    const rows = diagnosticsRows(d).flatMap((s) => s.rows);
    const fields = rows.map(([f]) => f);
    for (const key of Object.keys(d).filter((k) => k !== 'subscriptions')) {
      expect(fields).toContain(key);
    }
    for (const f of fields) {
      expect(en.field).toHaveProperty(f);
      expect(zh.field).toHaveProperty(f);
    }
    const get = (f: string) => rows.find(([k]) => k === f)![1];
    expect(get('bytesIn')).toEqual({ kind: 'text', text: '2.00 KB' });
    expect(get('messages')).toEqual({ kind: 'text', text: '1,200' });
    expect(get('decodeMsAvg')).toEqual({ kind: 'ms', value: 0.05 });
    expect(get('state')).toEqual({ kind: 'state', state: 'reconnecting' });
    expect(get('unknownTopology')).toEqual({ kind: 'text', text: '500' });
    expect(get('held')).toEqual({ kind: 'held', items: d.held });
    expect(get('topologySites')).toEqual({ kind: 'text', text: 'WZ001' });
    expect(en.heldReason).toHaveProperty('emptyList');
    expect(zh.heldReason).toHaveProperty('emptyList');
  });
});

describe('sameCell', () => {
  it('is true for cells that show the same, false when anything shown differs', async () => {
    const { sameCell } = await import('@/features/diagnostics/diagnostics-rows');
    const a = diagnosticsRows(d);
    const b = diagnosticsRows({ ...d });
    a.forEach((s, i) => s.rows.forEach(([, c], j) => expect(sameCell(c, b[i].rows[j][1])).toBe(true)));
    const changed = diagnosticsRows({ ...d, messages: 1201, state: 'connected', lastMessageAt: 2000 });
    const differs = a.flatMap((s, i) =>
      s.rows.filter(([, c], j) => !sameCell(c, changed[i].rows[j][1])).map(([f]) => f),
    );
    expect(differs.sort()).toEqual(['lastMessageAt', 'messages', 'state']);
    const held: Cell = { kind: 'held', items: [{ topic: 't', reason: 'emptyList', since: 1 }] };
    const item = held.items[0];
    expect(sameCell(held, { ...held, items: [{ ...item, since: 2 }] })).toBe(true);
    expect(sameCell(held, { ...held, items: [{ ...item, topic: 'u' }] })).toBe(false);
    expect(sameCell(held, { ...held, items: [] })).toBe(false);
    expect(sameCell({ kind: 'ms', value: 1 }, { kind: 'bool', value: true })).toBe(false);
  });
});
