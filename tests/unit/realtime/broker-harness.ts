/*
 * Brokers for the pipeline integration tests (tests/integration/pipeline-*.test.ts): the
 * simulator's aedes broker and Debian's Mosquitto, each with a way to kill and restart it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { asyncScheduler } from 'rxjs';
import type { RealtimeBatch } from '@/contract/realtime-api';
import { DEFAULT_RUNTIME_CONFIG } from '@/contract/runtime-config';
import { mqttClientFactory } from '../../../workers/realtime/create-service';
import { decodePayload, MAX_PAYLOAD_BYTES } from '../../../workers/realtime/decode';
import { RealtimeService } from '../../../workers/realtime/service';
import { startMosquitto } from '../../helpers/mosquitto';

export interface BrokerHarness {
  name: string;
  /** Websocket URL the service connects to. */
  url: string;
  /** Plain MQTT (TCP) URL of the same broker, where it has one. */
  tcpUrl?: string;
  publish(topic: string, payload: Buffer | string): Promise<void>;
  /** Makes the broker unreachable (every client dropped). */
  kill(): Promise<void>;
  /** Makes it reachable again. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

const { brokerUsername: USER, brokerPassword: PASS } = DEFAULT_RUNTIME_CONFIG;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
  what = 'condition',
) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

const SMALL_STATION = {
  host: '127.0.0.1',
  db: ':memory:',
  clusters: 1,
  racks: 1,
  cells: 4,
  testHooks: true,
} as const;

/** The simulator's broker taken down by its fault hook (clients dropped, connections refused). */
export async function simulatorHarness(): Promise<BrokerHarness> {
  const { startSimulator } = await import('../../../simulator/server');
  const sim = await startSimulator({ ...SMALL_STATION, port: 0 });
  return {
    name: 'simulator (aedes)',
    url: sim.brokerUrl,
    publish: (topic, payload) => Promise.resolve(sim.faults.publish(topic, payload)),
    kill: () => Promise.resolve(sim.faults.brokerDown(3600)),
    restart: () => Promise.resolve(sim.faults.brokerDown(0)),
    close: () => sim.close(),
  };
}

/**
 * The simulator process itself stopped (server and aedes broker closed) and started again on the
 * same port: every restart is a new broker that knows nothing of the old sessions. Like a real
 * process restart it reopens its database file, so only the first start seeds the station's
 * history (on :memory: every restart seeded it again, about 4 s each on a loaded machine).
 */
export async function simulatorRestartHarness(): Promise<BrokerHarness> {
  const { startSimulator } = await import('../../../simulator/server');
  const dir = mkdtempSync(path.join(tmpdir(), 'pipeline-restart-'));
  const options = { ...SMALL_STATION, db: path.join(dir, 'station.db') };
  let sim: Awaited<ReturnType<typeof startSimulator>> | null = await startSimulator({
    ...options,
    port: 0,
  });
  const { port, brokerUrl } = sim;
  const stop = async () => {
    const running = sim;
    sim = null;
    await running?.close();
  };
  return {
    name: 'simulator (restarted)',
    url: brokerUrl,
    publish(topic, payload) {
      if (!sim) return Promise.reject(new Error('the simulator is stopped'));
      sim.faults.publish(topic, payload);
      return Promise.resolve();
    },
    kill: stop,
    async restart() {
      sim = await startSimulator({ ...options, port });
    },
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Mosquitto with a TCP and a websockets listener and a password file (TOOLCHAIN.md). */
export async function mosquittoHarness(tcpPort: number, wsPort: number): Promise<BrokerHarness> {
  const mosquitto = await startMosquitto({ name: 'pipeline', users: [[USER, PASS]], tcpPort, wsPort });
  let publisher: MqttClient | null = null;
  const stop = async () => {
    await publisher?.endAsync(true);
    publisher = null;
    await mosquitto.stop();
  };
  return {
    name: 'Mosquitto',
    url: `ws://127.0.0.1:${wsPort}/mqtt`,
    tcpUrl: `mqtt://127.0.0.1:${tcpPort}`,
    async publish(topic, payload) {
      publisher ??= await mqtt.connectAsync(`mqtt://127.0.0.1:${tcpPort}`, {
        username: USER,
        password: PASS,
        reconnectPeriod: 0,
      });
      await publisher.publishAsync(topic, payload, { qos: 0 });
    },
    kill: stop,
    restart: () => mosquitto.start(),
    async close() {
      await stop();
      await mosquitto.close();
    },
  };
}

/**
 * A service with production dependencies (real MQTT.js) delivering every message (interval 0).
 * reconnectBaseMs is the service's own option (production 1500 ms): a test that waits for 30+
 * reconnects passes a short one.
 */
export async function liveService(
  url: string,
  clientId: string,
  maxPayloadBytes = MAX_PAYLOAD_BYTES,
  reconnectBaseMs = 150,
) {
  const batches: RealtimeBatch[] = [];
  const service = new RealtimeService({
    createClient: mqttClientFactory,
    scheduler: asyncScheduler,
    now: Date.now,
    perfNow: () => performance.now(),
    random: Math.random,
    post: (u, init) => fetch(u, init),
    reconnectBaseMs,
    decode: (topic, payload) => decodePayload(topic, payload, maxPayloadBytes),
  });
  await service.start(
    { brokerUrl: url, username: USER, password: PASS, clientId, deliveryIntervalMs: 0 },
    (b) => batches.push(b),
  );
  return { service, batches };
}

/** Connected with every subscription acknowledged by the broker. */
export async function ready(service: RealtimeService, timeoutMs = 20_000) {
  await waitFor(
    async () => {
      const d = await service.diagnostics();
      return d.state === 'connected' && d.subscriptions.every((s) => s.active);
    },
    timeoutMs,
    'the service to be connected and subscribed',
  );
}
