import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, expect } from 'vitest';
import type { RunningSimulator } from '../../../simulator/server';
import {
  NORTHBOUND_RESTART_SECONDS,
  type NorthboundInput,
  type NorthboundState,
} from '../../../src/contract/api/northbound';
import type { R } from '../../../src/contract/envelope';
import { freePort, startMosquitto, type Mosquitto } from '../../helpers/mosquitto';
import { apiCall, apiData, loginToken, simHook, startTestSimulator } from './sim-api';

/*
 * The rig of the northbound tests (sim-northbound*.test.ts). Issue 26 northbound interface against Debian's Mosquitto (started here, password file, TCP):
 * the simulator connects with the configured login, publishes real-time, profit and alarm
 * messages at their cycles of station time (moved on by the `advance` hook, not waited for), plain
 * or zlib-compressed; a restart really disconnects (status 'restarting', nothing published) for
 * the restart's station time and reconnects with the saved settings; it answers writes on
 * <topic>/control only for allow-listed points with control permission on, and reports a refused
 * password as a link error.
 */

export const USER = 'northbound';
export const PASS = 'nb-secret';
export const TOPIC = 'ems/test';

/** Filled by `useNorthboundRig()`'s beforeAll: the station, its logins and a listener on the broker. */
export const rig = {
  sim: undefined as unknown as RunningSimulator,
  admin: '',
  operator: '',
  listener: undefined as unknown as MqttClient,
};
let broker: Mosquitto;
const received: Array<{ topic: string; payload: Buffer; at: number }> = [];

export const config = (over: Partial<NorthboundInput> = {}): NorthboundInput => ({
  enabled: 1,
  realtimeCycle: 1,
  profitCycle: 2,
  alarmCycle: 2,
  mqttAddress: `mqtt://127.0.0.1:${broker.tcpPort}`,
  username: USER,
  password: PASS,
  clientId: 'station-it',
  topic: TOPIC,
  compression: 0,
  tenantId: '000000',
  controlPermission: 0,
  ...over,
});

export const save = (input: unknown, token = rig.admin) =>
  apiCall<R<NorthboundState | null>>(rig.sim, 'config/updateThreadMqttConfig', {
    token,
    lang: 'en',
    body: input,
  });
export const restart = () => apiData(rig.sim, 'config/restartOpenapi', { token: rig.admin });
export const state = () =>
  apiData<NorthboundState>(rig.sim, 'config/getThreadMqttConfig', { token: rig.admin });

export async function until<T>(
  what: string,
  fn: () => T | undefined | Promise<T | undefined>,
  ms = 10_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const advance = (seconds: number) => simHook(rig.sim, 'advance', { seconds });

/**
 * Applies a configuration: save, restart (the link restarting, disconnected), then the restart's
 * station time moved on so the new client connects; waits for the connection unless told not to.
 */
export async function apply(over: Partial<NorthboundInput> = {}, { connected = true } = {}) {
  const answer = await save(config(over));
  expect(answer.body.code, answer.body.msg).toBe(200);
  await restart();
  const during = (await state()).link!;
  expect(during).toMatchObject({ state: 'restarting', restartPending: false });
  expect(during.restartUntil).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  received.length = 0;
  await advance(NORTHBOUND_RESTART_SECONDS);
  if (connected) await until('connected', async () => (await state()).link!.state === 'connected');
}

export const messagesOf = (kind: string, since = 0) =>
  received.filter((m) => m.topic === `${TOPIC}/${kind}/WZ001` && m.at >= since);
export const counts = () => ({
  realtime: messagesOf('realtime').length,
  profit: messagesOf('profit').length,
  alarm: messagesOf('alarm').length,
});
export const statuses = () =>
  received
    .filter((m) => m.topic === `${TOPIC}/status`)
    .map((m) => (JSON.parse(m.payload.toString()) as { state: string }).state);
/** Lets anything in flight arrive (a publish due would have gone out within the service's poll). */
export const settle = () => new Promise((r) => setTimeout(r, 800));

/** Mosquitto with a password file, a test station and a listener on `${TOPIC}/#`, for one file. */
export function useNorthboundRig() {
  beforeAll(async () => {
    broker = await startMosquitto({ name: 'nb', users: [[USER, PASS]], tcpPort: await freePort() });
    rig.sim = await startTestSimulator();
    rig.admin = await loginToken(rig.sim, 'admin');
    rig.operator = await loginToken(rig.sim, 'operator');
    rig.listener = await mqtt.connectAsync(`mqtt://127.0.0.1:${broker.tcpPort}`, {
      username: USER,
      password: PASS,
    });
    await rig.listener.subscribeAsync(`${TOPIC}/#`);
    rig.listener.on('message', (topic, payload) => received.push({ topic, payload, at: Date.now() }));
  }, 60_000);
  afterAll(async () => {
    await rig.listener?.endAsync(true);
    await rig.sim?.close();
    await broker?.close();
  });
}
