import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DevicesRealtime } from '@/contract/api/devices';
import { viewId } from '@/contract/realtime-api';
import { topics } from '@/contract/topics';
import { startService } from './fakes';
import { makeAlarm, makeAlarmRecord, makeStation } from './payloads';

/*
 * Issue 34: the page receives (clones, writes into its store) only what mounted views show: the
 * topics they hold, a repeated value as its receipt only, the devices topic as the readings views
 * hold, and nothing for topics nobody holds.
 */

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const SITE = 'WZ001';
const ALARM = topics.alarm(SITE);
const STATION = topics.station(SITE);
const DEVICES = topics.devices(SITE);

const devices = (ts: number, online = true): DevicesRealtime => ({
  ts,
  gateways: [{ id: 'gw-1', name: 'GW-1', online: true, lastSeen: ts }],
  devices: [
    {
      id: 'bms-1',
      name: 'BMS-1',
      type: 'bms',
      gatewayId: 'gw-1',
      groupNo: 1,
      online,
      lastSeen: online ? ts : 1000,
      commErrors: 0,
      values: online ? { maxCellMv: 3300 + (ts % 7) } : null,
    },
  ],
});

async function connected() {
  const s = await startService({ deliveryIntervalMs: 250 });
  s.client().emit('connect');
  await vi.advanceTimersByTimeAsync(1000);
  s.batches.length = 0;
  return s;
}

describe('RealtimeService sends only what views hold (issue 34)', () => {
  it('sends nothing for a topic nobody holds', async () => {
    const { service, client, batches } = await connected();
    await service.subscribe(ALARM);
    await vi.advanceTimersByTimeAsync(300);
    batches.length = 0;
    client().deliver(STATION, JSON.stringify(makeStation({ ts: 1 })));
    await vi.advanceTimersByTimeAsync(300);
    expect(batches).toEqual([]);
  });

  it('sends a repeated value as its receipt and ts only, a changed one whole', async () => {
    const { service, client, batches } = await connected();
    await service.subscribe(ALARM);
    client().deliver(ALARM, JSON.stringify(makeAlarm({ ts: 1 })));
    await vi.advanceTimersByTimeAsync(300);
    expect(batches.at(-1)!.topics.map((t) => t.topic)).toEqual([ALARM]);
    batches.length = 0;
    client().deliver(ALARM, JSON.stringify(makeAlarm({ ts: 2 })));
    await vi.advanceTimersByTimeAsync(300);
    expect(batches).toHaveLength(1);
    expect(batches[0].topics).toEqual([]);
    expect(batches[0].touched).toEqual([{ topic: ALARM, ts: 2 }]);
    batches.length = 0;
    const changed = makeAlarm({ ts: 3, active: [makeAlarmRecord({ status: 'acknowledged' })] });
    client().deliver(ALARM, JSON.stringify(changed));
    await vi.advanceTimersByTimeAsync(300);
    expect(batches[0].topics).toEqual([{ topic: ALARM, value: changed, receivedAt: expect.any(Number) }]);
    expect(batches[0].touched).toBeUndefined();
    // Becoming visible again sends every value whole (the page may have missed touches).
    await service.setVisible(false);
    await service.setVisible(true);
    await vi.advanceTimersByTimeAsync(300);
    expect(batches.at(-1)!.topics.map((t) => t.topic)).toEqual([ALARM]);
  });

  it('reduces the devices topic to the readings views hold, sent when they change', async () => {
    const { service, client, batches } = await connected();
    await service.subscribe(viewId(DEVICES, 'silent'));
    await service.subscribe(viewId(DEVICES, 'cluster:1'));
    client().deliver(DEVICES, JSON.stringify(devices(10)));
    await vi.advanceTimersByTimeAsync(300);
    expect(batches.at(-1)!.topics).toEqual([]);
    expect(batches.at(-1)!.views).toEqual([
      { id: `${DEVICES}#silent`, json: '[]' },
      { id: `${DEVICES}#cluster:1`, json: '{"state":"reporting"}' },
    ]);
    batches.length = 0;
    // Every device's lastSeen and readings move each second; the readings stay: a receipt only.
    client().deliver(DEVICES, JSON.stringify(devices(11)));
    await vi.advanceTimersByTimeAsync(300);
    expect(batches).toHaveLength(1);
    expect(batches[0].views).toBeUndefined();
    expect(batches[0].topics).toEqual([]);
    expect(batches[0].touched).toEqual([{ topic: DEVICES }]);
    batches.length = 0;
    client().deliver(DEVICES, JSON.stringify(devices(12, false)));
    await vi.advanceTimersByTimeAsync(300);
    expect(batches[0].views?.map((v) => v.id)).toEqual([`${DEVICES}#silent`, `${DEVICES}#cluster:1`]);
    // A page that holds the topic whole (gateway health) gets it whole, beside the views.
    await service.subscribe(DEVICES);
    client().deliver(DEVICES, JSON.stringify(devices(13, false)));
    await vi.advanceTimersByTimeAsync(300);
    expect(batches.at(-1)!.topics.map((t) => t.topic)).toEqual([DEVICES]);
    // The views' last holders leave: the broker subscription stays for the whole holder.
    await service.unsubscribe(viewId(DEVICES, 'silent'));
    await service.unsubscribe(viewId(DEVICES, 'cluster:1'));
    expect((await service.diagnostics()).subscriptions).toEqual([{ filter: DEVICES, refs: 1, active: true }]);
    await service.unsubscribe(DEVICES);
    expect((await service.diagnostics()).subscriptions).toEqual([]);
  });
});
