import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrafficReport } from '@/contract/realtime-api';
import { topics } from '@/contract/topics';
import { packetBytes } from '../../../workers/realtime/packet-size';
import { startService } from './fakes';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const TARGET = { url: '/api/traffic/report', headers: { 'Blade-Auth': 'bearer t', 'Tenant-Id': '000000' } };

describe('flow monitoring', () => {
  it('counts bytes in and out and POSTs sendDetail every 20 000 ms, then starts a new period', async () => {
    const { service, client, posts, batches } = await startService();
    client().emit('connect');
    await service.setTrafficMonitoring(TARGET);
    await service.subscribe(topics.station('WZ001')); // SUBSCRIBE: 2 + 2 + 26 + 1 = 31 → 33 bytes
    client().deliver(topics.station('WZ001'), '{"ts":1}'); // remaining 2 + 26 + 8 = 36 → 38 bytes
    await vi.advanceTimersByTimeAsync(19_999);
    expect(posts).toEqual([]);
    expect(batches.at(-1)!.traffic).toEqual({ bytesIn: 38, bytesOut: 33, totalIn: 38, totalOut: 33 });

    await vi.advanceTimersByTimeAsync(1);
    expect(posts).toHaveLength(1);
    expect(posts[0].url).toBe('/api/traffic/report');
    expect(posts[0].init.headers).toMatchObject({
      'Blade-Auth': 'bearer t',
      'Content-Type': 'application/json',
    });
    const body = JSON.parse(posts[0].init.body) as TrafficReport;
    expect(body.sendDetail).toMatchObject({
      bytesIn: 38,
      bytesOut: 33,
      periodMs: 20_000,
      clientId: 'console_test',
    });

    await vi.advanceTimersByTimeAsync(20_000);
    expect(posts).toHaveLength(2);
    expect((JSON.parse(posts[1].init.body) as TrafficReport).sendDetail).toMatchObject({
      bytesIn: 0,
      bytesOut: 0,
    });
    expect((await service.diagnostics()).trafficReports).toBe(2);
  });

  it('stops counting and reporting when switched off', async () => {
    const { service, client, posts, batches } = await startService();
    client().emit('connect');
    await service.setTrafficMonitoring(TARGET);
    await service.setTrafficMonitoring(null);
    await service.subscribe(topics.station('WZ001'));
    client().deliver(topics.station('WZ001'), '{"ts":1}');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(posts).toEqual([]);
    expect(batches.at(-1)!.traffic).toBeUndefined();
    const d = await service.diagnostics();
    expect(d.trafficMonitoring).toBe(false);
    expect(d.bytesIn).toBe(38); // diagnostics count always
  });

  it('takes fresh headers without restarting the 20 s period', async () => {
    const { service, client, posts } = await startService();
    client().emit('connect');
    await service.setTrafficMonitoring(TARGET);
    await vi.advanceTimersByTimeAsync(15_000);
    await service.setTrafficMonitoring({ ...TARGET, headers: { 'Blade-Auth': 'bearer refreshed' } });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(posts).toHaveLength(1);
    expect(posts[0].init.headers['Blade-Auth']).toBe('bearer refreshed');
  });

  it('counts a failed report without throwing', async () => {
    const { service, client } = await startService();
    client().emit('connect');
    const failing = { ...TARGET, url: 'unreachable' };
    await service.setTrafficMonitoring(failing);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await service.diagnostics()).toMatchObject({ trafficReports: 0, trafficReportErrors: 1 });
  });
});

describe('packetBytes', () => {
  it('uses the parsed remaining length for received packets', () => {
    expect(packetBytes({ cmd: 'publish', length: 100 })).toBe(102);
    expect(packetBytes({ cmd: 'publish', length: 200 })).toBe(203);
    expect(packetBytes({ cmd: 'publish', length: 20_000 })).toBe(20_004);
  });

  it('computes sent packets from their fields', () => {
    expect(packetBytes({ cmd: 'pingreq' })).toBe(2);
    expect(packetBytes({ cmd: 'connect', clientId: 'abc', username: 'u', password: 'pw' })).toBe(
      2 + 10 + 5 + 3 + 4,
    );
    expect(packetBytes({ cmd: 'unsubscribe', unsubscriptions: ['a/b'] })).toBe(2 + 2 + 5);
  });
});
