import { deflate } from 'pako';
import { asyncScheduler } from 'rxjs';
import { vi } from 'vitest';
import { topics } from '@/contract/topics';
import type { RealtimeBatch, RealtimeStartOptions } from '@/contract/realtime-api';
import type { ClusterRealtime } from '@/contract/realtime-payloads';
import type { BrokerClientOptions } from '../../../workers/realtime/connection';
import { RealtimeService } from '../../../workers/realtime/service';

type Listener = (...args: never[]) => void;

/** An MQTT.js stand-in: records calls and lets the test emit the client's events. */
export class FakeClient {
  readonly listeners = new Map<string, Listener[]>();
  readonly subscribeCalls: string[][] = [];
  readonly unsubscribeCalls: string[][] = [];
  ended = false;
  constructor(
    readonly url: string,
    readonly options: BrokerClientOptions,
  ) {}
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  removeAllListeners() {
    this.listeners.clear();
    return this;
  }
  listenerCount(): number {
    return [...this.listeners.values()].reduce((n, l) => n + l.length, 0);
  }
  emit(event: string, ...args: unknown[]) {
    for (const l of this.listeners.get(event) ?? []) (l as (...a: unknown[]) => void)(...args);
  }
  subscribe(filters: string[], _o: unknown, cb: (e: null, g: Array<{ topic: string; qos: number }>) => void) {
    this.subscribeCalls.push(filters);
    this.emit('packetsend', { cmd: 'subscribe', subscriptions: filters.map((topic) => ({ topic, qos: 0 })) });
    cb(
      null,
      filters.map((topic) => ({ topic, qos: 0 })),
    );
    return this;
  }
  unsubscribe(filters: string[]) {
    this.unsubscribeCalls.push(filters);
    return this;
  }
  end() {
    this.ended = true;
    return this;
  }
  /** Delivers one message as MQTT.js would: the parsed packet, then the message event. */
  deliver(topic: string, payload: Uint8Array | string) {
    const bytes = typeof payload === 'string' ? new TextEncoder().encode(payload) : payload;
    this.emit('packetreceive', { cmd: 'publish', length: 2 + topic.length + bytes.length, topic });
    this.emit('message', topic, bytes);
  }
}

export const START: RealtimeStartOptions = {
  brokerUrl: 'ws://broker.test/mqtt',
  username: 'console',
  password: 'console-builtin',
  clientId: 'console_test',
  deliveryIntervalMs: 250,
};

/** A service on fake timers with fake clients; call vi.useFakeTimers() first. */
export async function startService(options: Partial<RealtimeStartOptions> = {}) {
  const clients: FakeClient[] = [];
  const posts: Array<{ url: string; init: { headers: Record<string, string>; body: string } }> = [];
  const batches: RealtimeBatch[] = [];
  /** Fake-clock time each batch arrived. */
  const times: number[] = [];
  const service = new RealtimeService({
    createClient: (url, o) => {
      const c = new FakeClient(url, o);
      clients.push(c);
      return c;
    },
    scheduler: asyncScheduler,
    now: () => Date.now(),
    perfNow: () => Date.now(),
    random: () => 0.5,
    post: (url, init) => {
      posts.push({ url, init });
      return url === 'unreachable' ? Promise.reject(new Error('network down')) : Promise.resolve();
    },
  });
  await service.start({ ...START, ...options }, (b) => {
    batches.push(b);
    times.push(Date.now());
  });
  const client = () => clients[clients.length - 1];
  return { service, clients, client, posts, batches, times };
}

/** A consistent cluster payload; `volt(i)` sets cell i's millivolts. */
export function makeCluster(
  clusterNo: number,
  over: Partial<ClusterRealtime> = {},
  volt: (i: number) => number = (i) => 3300 + (i % 7),
): ClusterRealtime {
  const racks = over.racks ?? 2;
  const cellsPerRack = over.cellsPerRack ?? 4;
  const n = racks * cellsPerRack;
  return {
    ts: 1_700_000_000_000,
    site: 'WZ001',
    containerNo: 1,
    clusterNo,
    racks,
    cellsPerRack,
    cellsPerPack: 2,
    soc: 55,
    soh: 98,
    voltage: 800,
    current: 10,
    power: 8,
    status: 0,
    rackVoltage: Array.from({ length: racks }, () => 400),
    rackCurrent: Array.from({ length: racks }, () => 5),
    rackSoc: Array.from({ length: racks }, () => 55),
    cellVoltageMv: Array.from({ length: n }, (_, i) => volt(i)),
    cellTempDeciC: Array.from({ length: n }, (_, i) => 250 + i),
    ...over,
  };
}

export const zlibJson = (value: unknown) => deflate(new TextEncoder().encode(JSON.stringify(value)));

/**
 * A connected service holding WZ001's clusters; `send(ts, volt)` delivers cluster 1 at station
 * time `ts` and lets one delivery interval pass. Call vi.useFakeTimers() first.
 */
export async function startClusterService() {
  const started = await startService();
  const topic = topics.cluster('WZ001', 1);
  await started.service.subscribe(topics.allClusters('WZ001'));
  started.client().emit('connect');
  const send = async (ts: number, volt: (i: number) => number) => {
    started.client().deliver(topic, zlibJson(makeCluster(1, { ts }, volt)));
    await vi.advanceTimersByTimeAsync(1000);
  };
  return { ...started, send };
}
