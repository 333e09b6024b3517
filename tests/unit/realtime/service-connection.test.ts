import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECONNECT_LIMIT } from '../../../workers/realtime/connection';
import { startService } from './fakes';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('RealtimeService connection', () => {
  it('connects with the built-in credentials, a per-tab client id and a jittered period', async () => {
    const { client } = await startService();
    expect(client().url).toBe('ws://broker.test/mqtt');
    expect(client().options).toMatchObject({
      clientId: 'console_test',
      username: 'console',
      password: 'console-builtin',
      clean: true,
      resubscribe: false,
      reconnectPeriod: 2250, // 1500 × (1 + 0.5)
    });
  });

  it('recreates the client on the 31st reconnect event with every subscription restored', async () => {
    const { service, clients, client } = await startService();
    await service.subscribe('iot/WZ001/station/realData');
    await service.subscribe('iot/WZ001/bms/clusterAndRackListData/+');
    client().emit('connect');
    expect(client().subscribeCalls).toEqual([
      ['iot/WZ001/station/realData', 'iot/WZ001/bms/clusterAndRackListData/+'],
    ]);
    client().emit('close');
    for (let i = 0; i < RECONNECT_LIMIT; i++) {
      client().emit('reconnect');
      client().emit('close');
    }
    expect(clients).toHaveLength(1);
    expect((await service.diagnostics()).state).toBe('reconnecting');

    clients[0].emit('reconnect'); // the 31st
    expect(clients).toHaveLength(2);
    expect(clients[0].ended).toBe(true);
    // The old client keeps only a no-op error guard: nothing it emits reaches the service.
    expect(clients[0].listenerCount()).toBe(1);
    clients[0].emit('connect');
    let d = await service.diagnostics();
    expect(d).toMatchObject({ reconnects: 31, recreates: 1, state: 'offline' });

    clients[1].emit('connect');
    expect(clients[1].subscribeCalls).toEqual([
      ['iot/WZ001/station/realData', 'iot/WZ001/bms/clusterAndRackListData/+'],
    ]);
    d = await service.diagnostics();
    expect(d.state).toBe('connected');
    expect(d.subscriptions.every((s) => s.active)).toBe(true);
  });

  it('counts reconnects since the last connect, so a healthy client is not recreated', async () => {
    const { clients, client } = await startService();
    for (let round = 0; round < 3; round++) {
      client().emit('connect');
      client().emit('close');
      for (let i = 0; i < 20; i++) client().emit('reconnect');
    }
    expect(clients).toHaveLength(1);
  });

  it('never piles up listeners across reconnects and recreates', async () => {
    const { service, clients, client } = await startService();
    const perClient = client().listenerCount();
    for (let i = 0; i < 100; i++) {
      client().emit('reconnect');
      client().emit('close');
    }
    await service.reconnect();
    expect(clients.length).toBe(5); // 3 by the limit (31 each) + 1 by hand + the first
    expect(
      clients.every((c) => c.listenerCount() === perClient || (c.ended && c.listenerCount() === 1)),
    ).toBe(true);
    expect(clients.filter((c) => !c.ended)).toHaveLength(1);
  });

  it('counts broker errors without surfacing them', async () => {
    const { service, client, batches } = await startService();
    client().emit('error', new Error('Connection refused: Not authorized'));
    client().emit('error', new Error('connack timeout'));
    const d = await service.diagnostics();
    expect(d.brokerErrors).toBe(2);
    expect(JSON.stringify(batches)).not.toContain('Not authorized');
  });

  it('counts attempts that never reached the broker, once each, apart from a dropped connection', async () => {
    const { service, client } = await startService();
    client().emit('close'); // the first attempt failed (a browser websocket refused: no error event)
    client().emit('reconnect');
    client().emit('close'); // and the next
    client().emit('reconnect');
    client().emit('connect');
    client().emit('close'); // an established connection dropped: not a failed attempt
    client().emit('close'); // a second close of the same attempt is not counted again
    const d = await service.diagnostics();
    expect(d.connectFailures).toBe(2);
    expect(d.brokerErrors).toBe(0);
  });

  it('does not resubscribe a filter whose last user left while offline', async () => {
    const { service, client } = await startService();
    await service.subscribe('a/b');
    await service.subscribe('c/d');
    await service.unsubscribe('a/b');
    client().emit('connect');
    expect(client().subscribeCalls).toEqual([['c/d']]);
  });

  it('ends the client and starts afresh on stop and start', async () => {
    const { service, clients } = await startService();
    await service.stop();
    expect(clients[0].ended).toBe(true);
    expect((await service.diagnostics()).state).toBe('idle');
    await service.start(
      { brokerUrl: 'ws://other/mqtt', username: 'u', password: 'p', clientId: 'c', deliveryIntervalMs: 250 },
      () => undefined,
    );
    expect(clients[1].url).toBe('ws://other/mqtt');
  });
});
