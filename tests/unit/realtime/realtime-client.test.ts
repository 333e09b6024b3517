import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeApi, RealtimeBatch } from '@/contract/realtime-api';
import { START } from './fakes';

interface FakeBackend {
  calls: string[];
  crash: () => void;
  deliver: (b: RealtimeBatch) => void;
}
const backends: FakeBackend[] = [];

vi.mock('@/realtime/realtime-backend', () => {
  function make(onCrash: () => void, mode: 'worker' | 'inline') {
    const calls: string[] = [];
    let onBatch: ((b: RealtimeBatch) => void) | null = null;
    const log = (name: string) => (arg?: string | number | boolean) => {
      calls.push(arg === undefined ? name : `${name} ${String(arg)}`);
      return Promise.resolve();
    };
    const api = {
      start: (o: { deliveryIntervalMs: number }, cb: (b: RealtimeBatch) => void) => {
        onBatch = cb;
        return log('start')(o.deliveryIntervalMs);
      },
      subscribe: log('subscribe'),
      unsubscribe: log('unsubscribe'),
      setVisible: log('setVisible'),
      setDeliveryInterval: log('setDeliveryInterval'),
      setTrafficMonitoring: (t: unknown) => log('setTrafficMonitoring')(t === null ? 'off' : 'on'),
      reconnect: log('reconnect'),
      stop: log('stop'),
      diagnostics: () => Promise.resolve({}),
      // A call whose answer never comes back (the worker died holding it).
      fetchAnswer: () => new Promise(() => undefined),
    } as unknown as RealtimeApi;
    backends.push({ calls, crash: onCrash, deliver: (b) => onBatch?.(b) });
    return { mode, api, callback: (fn: unknown) => fn, terminate: () => calls.push('terminate') };
  }
  return {
    createWorkerBackend: (onCrash: () => void) => make(onCrash, 'worker'),
    createInlineBackend: () => Promise.resolve(make(() => undefined, 'inline')),
  };
});

const { RealtimeClient } = await import('@/realtime/realtime-client');
const { realtimeStore } = await import('@/realtime/realtime-store');
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  backends.length = 0;
});

describe('RealtimeClient', () => {
  it('rejects a GET the worker was reading when the worker is replaced (the page reads it itself)', async () => {
    const client = new RealtimeClient('worker');
    const call = { url: '/api/customchart/chart', headers: {}, timeoutMs: 1000 };
    // Before its worker has started, a GET is not sent there (it would wait for the worker's script).
    await expect(client.fetchAnswer(call)).rejects.toThrow('not started');
    await client.start(START);
    const pending = client.fetchAnswer(call);
    await flush();
    backends[0].crash();
    await expect(pending).rejects.toThrow('replaced');
  });

  it('replaces a crashed worker with its options, subscriptions, traffic and visibility intact', async () => {
    const client = new RealtimeClient('worker');
    await client.start(START);
    client.subscribe('a/b');
    client.subscribe('a/b');
    client.subscribe('c/#');
    client.unsubscribe('c/#');
    await client.setTrafficMonitoring({ url: '/api/traffic/report', headers: {} });
    await client.setVisible(false);
    await flush();
    backends[0].crash();
    await flush();
    expect(backends).toHaveLength(2);
    expect(backends[0].calls).toContain('terminate');
    expect(backends[1].calls).toEqual([
      'start 250',
      'subscribe a/b',
      'subscribe a/b',
      'setTrafficMonitoring on',
      'setVisible false',
    ]);
    expect(client.crashes).toBe(1);
  });

  it('delivers every message in inline mode and writes batches to the store', async () => {
    const client = new RealtimeClient('inline');
    await client.start(START);
    await client.setDeliveryInterval(1000); // ignored inline
    expect(backends[0].calls).toEqual(['start 0']);
    backends[0].deliver({ seq: 1, state: 'connected', topics: [{ topic: 't', value: 1, receivedAt: 5 }] });
    expect(realtimeStore.getState().topics.t.value).toBe(1);
    await client.stop();
    expect(realtimeStore.getState().topics).toEqual({});
    expect(realtimeStore.getState().connection).toBe('idle');
  });
});
