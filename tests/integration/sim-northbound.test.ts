import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../../simulator/server';
import type { PushPoint } from '../../src/contract/api/datapush';
import {
  NORTHBOUND_RESTART_SECONDS,
  type NorthboundInput,
  type NorthboundState,
} from '../../src/contract/api/northbound';
import type { R } from '../../src/contract/envelope';
import { apiCall, apiData, loginToken, simHook, startTestSimulator } from './helpers/sim-api';

/*
 * Issue 26 northbound interface against Debian's Mosquitto (started here, password file, TCP):
 * the simulator connects with the configured login, publishes real-time, profit and alarm
 * messages at their cycles of station time (moved on by the `advance` hook, not waited for), plain
 * or zlib-compressed; a restart really disconnects (status 'restarting', nothing published) for
 * the restart's station time and reconnects with the saved settings; it answers writes on
 * <topic>/control only for allow-listed points with control permission on, and reports a refused
 * password as a link error.
 */

const USER = 'northbound';
const PASS = 'nb-secret';
const TOPIC = 'ems/test';

let sim: RunningSimulator;
let admin = '';
let operator = '';
let broker: { port: number; close(): Promise<void> };
let listener: MqttClient;
const received: Array<{ topic: string; payload: Buffer; at: number }> = [];

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

async function startMosquitto(): Promise<{ port: number; close(): Promise<void> }> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'nb-mosquitto-'));
  const passwd = path.join(dir, 'passwd');
  execFileSync('mosquitto_passwd', ['-c', '-b', passwd, USER, PASS]);
  chmodSync(passwd, 0o600);
  const conf = path.join(dir, 'mosquitto.conf');
  writeFileSync(
    conf,
    [
      'per_listener_settings false',
      'allow_anonymous false',
      `password_file ${passwd}`,
      'persistence false',
      ...(process.getuid?.() === 0 ? ['user root'] : []),
      `listener ${port} 127.0.0.1`,
      '',
    ].join('\n'),
  );
  const proc: ChildProcess = spawn('mosquitto', ['-c', conf], { stdio: 'ignore' });
  const until = Date.now() + 10_000;
  while (!(await portOpen(port))) {
    if (Date.now() > until) throw new Error('mosquitto did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    async close() {
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const config = (over: Partial<NorthboundInput> = {}): NorthboundInput => ({
  enabled: 1,
  realtimeCycle: 1,
  profitCycle: 2,
  alarmCycle: 2,
  mqttAddress: `mqtt://127.0.0.1:${broker.port}`,
  username: USER,
  password: PASS,
  clientId: 'station-it',
  topic: TOPIC,
  compression: 0,
  tenantId: '000000',
  controlPermission: 0,
  ...over,
});

const save = (input: unknown, token = admin) =>
  apiCall<R<NorthboundState | null>>(sim, 'config/updateThreadMqttConfig', {
    token,
    lang: 'en',
    body: input,
  });
const restart = () => apiData(sim, 'config/restartOpenapi', { token: admin });
const state = () => apiData<NorthboundState>(sim, 'config/getThreadMqttConfig', { token: admin });

async function until<T>(
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

const advance = (seconds: number) => simHook(sim, 'advance', { seconds });

/**
 * Applies a configuration: save, restart (the link restarting, disconnected), then the restart's
 * station time moved on so the new client connects; waits for the connection unless told not to.
 */
async function apply(over: Partial<NorthboundInput> = {}, { connected = true } = {}) {
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

const messagesOf = (kind: string, since = 0) =>
  received.filter((m) => m.topic === `${TOPIC}/${kind}/WZ001` && m.at >= since);
const counts = () => ({
  realtime: messagesOf('realtime').length,
  profit: messagesOf('profit').length,
  alarm: messagesOf('alarm').length,
});
const statuses = () =>
  received
    .filter((m) => m.topic === `${TOPIC}/status`)
    .map((m) => (JSON.parse(m.payload.toString()) as { state: string }).state);
/** Lets anything in flight arrive (a publish due would have gone out within the service's poll). */
const settle = () => new Promise((r) => setTimeout(r, 800));

beforeAll(async () => {
  broker = await startMosquitto();
  sim = await startTestSimulator();
  admin = await loginToken(sim, 'admin');
  operator = await loginToken(sim, 'operator');
  listener = await mqtt.connectAsync(`mqtt://127.0.0.1:${broker.port}`, { username: USER, password: PASS });
  await listener.subscribeAsync(`${TOPIC}/#`);
  listener.on('message', (topic, payload) => received.push({ topic, payload, at: Date.now() }));
}, 30_000);
afterAll(async () => {
  await listener?.endAsync(true);
  await sim?.close();
  await broker?.close();
});

describe('northbound interface with Mosquitto', () => {
  it('refuses a wrong address, port, cycle or topic with a clear message, and operators with 403', async () => {
    const cases: Array<[Partial<NorthboundInput>, string]> = [
      [
        { mqttAddress: 'mqtt://127.0.0.1' },
        'The MQTT address must be mqtt://host:port (port 1–65535) (mqttAddress)',
      ],
      [
        { mqttAddress: 'mqtt://127.0.0.1:70000' },
        'The MQTT address must be mqtt://host:port (port 1–65535) (mqttAddress)',
      ],
      [{ realtimeCycle: 0 }, 'Cycles must be whole seconds from 1 to 86400 (realtimeCycle)'],
      [
        { topic: 'ems/#' },
        'The topic must not be empty, contain # + or spaces, or start or end with / (topic)',
      ],
    ];
    for (const [over, message] of cases) {
      const answer = await save(config(over));
      expect(answer.body).toMatchObject({ code: 400, msg: message });
    }
    expect((await save(config(), operator)).body.code).toBe(403);
    expect((await state()).config.enabled).toBe(0);
  });

  it('publishes real-time, profit and alarm messages at their cycles, JSON when compression is off', async () => {
    await apply();
    const t0 = Date.now();
    await until(
      'two real-time and one profit and alarm message',
      () =>
        messagesOf('realtime', t0).length >= 3 &&
        messagesOf('profit', t0).length >= 1 &&
        messagesOf('alarm', t0).length >= 1,
    );
    const rt = messagesOf('realtime', t0);
    const realtime = JSON.parse(rt[0].payload.toString()) as {
      kind: string;
      site: string;
      data: Record<string, number>;
    };
    expect(realtime).toMatchObject({ kind: 'realtime', site: 'WZ001', tenantId: '000000' });
    expect(Object.keys(realtime.data)).toContain('storage.soc');
    const profit = JSON.parse(messagesOf('profit', t0)[0].payload.toString()) as {
      data: Record<string, number>;
    };
    expect(typeof profit.data.profit).toBe('number');
    const alarm = JSON.parse(messagesOf('alarm', t0)[0].payload.toString()) as { active: unknown[] };
    expect(Array.isArray(alarm.active)).toBe(true);

    const s = await state();
    expect(s.config).toMatchObject({ enabled: 1, passwordSet: true, username: USER });
    expect(JSON.stringify(s)).not.toContain(PASS);
    expect(s.link).toMatchObject({
      state: 'connected',
      lastError: '',
      restartPending: false,
      restartUntil: null,
    });
    expect(s.link!.messagesPerHour).toBeGreaterThan(3);
    expect(s.link!.bytesPerHour).toBeGreaterThan(100);
    expect(s.preview!.map((p) => p.kind)).toEqual(['realtime', 'profit', 'alarm']);
    expect(s.preview![0].compressedBytes).toBeGreaterThan(0);
  });

  it('follows the station clock: each kind once per cycle of station time, once after a jump', async () => {
    await apply({ realtimeCycle: 60, alarmCycle: 120, profitCycle: 300 });
    // On connect, one of each at once.
    await until('the first message of each kind', () => {
      const c = counts();
      return c.realtime === 1 && c.profit === 1 && c.alarm === 1;
    });
    await settle();
    expect(counts()).toEqual({ realtime: 1, profit: 1, alarm: 1 });
    await advance(60);
    await until('the second real-time message', () => counts().realtime === 2);
    await settle();
    expect(counts()).toEqual({ realtime: 2, profit: 1, alarm: 1 });
    await advance(60);
    await until('the second alarm message', () => counts().alarm === 2);
    await settle();
    expect(counts()).toEqual({ realtime: 3, profit: 1, alarm: 2 });
    // Five real-time cycles in one jump: one message (the state now), not five.
    await advance(300);
    await until('the second profit message', () => counts().profit === 2);
    await settle();
    expect(counts()).toEqual({ realtime: 4, profit: 2, alarm: 3 });
  });

  it('restarts for real: disconnects, publishes nothing while restarting, reconnects with the saved settings', async () => {
    await apply();
    await until('online', () => statuses().at(-1) === 'online');
    expect((await save(config({ tenantId: 'T2' }))).body.code).toBe(200);
    expect((await state()).link!.restartPending).toBe(true);
    await restart();
    await until('the restarting status', () => statuses().at(-1) === 'restarting', 15_000);
    const link = (await state()).link!;
    expect(link).toMatchObject({ state: 'restarting', restartPending: false });
    await settle();
    // The goodbye stays the retained status: the client said DISCONNECT, so no will (offline) follows.
    expect(statuses().at(-1)).toBe('restarting');
    // A minute of station time at a 1 s cycle, yet nothing: the client is gone until the restart ends.
    const before = counts().realtime;
    await advance(60);
    await settle();
    expect(counts().realtime).toBe(before);
    expect((await state()).link!.state).toBe('restarting');
    const t0 = Date.now();
    await advance(NORTHBOUND_RESTART_SECONDS - 60);
    await until('online again', () => statuses().at(-1) === 'online');
    const m = await until('a message with the new tenant id', () => messagesOf('realtime', t0)[0]);
    expect(JSON.parse(m.payload.toString())).toMatchObject({ tenantId: 'T2' });
    expect((await state()).link).toMatchObject({
      state: 'connected',
      restartUntil: null,
      restartPending: false,
    });
  });

  it('keeps the stored password when the form sends none', async () => {
    const { password: _p, ...rest } = config();
    void _p;
    expect((await save({ ...rest, realtimeCycle: 2 })).body.data?.config.passwordSet).toBe(true);
    expect((await state()).link!.restartPending).toBe(true);
  });

  it('sends zlib-compressed messages when compression is on', async () => {
    await apply({ compression: 1 });
    const t0 = Date.now();
    const [msg] = await until('a compressed real-time message', () => {
      const m = messagesOf('realtime', t0);
      return m.length ? m : undefined;
    });
    expect(msg.payload[0]).toBe(0x78); // zlib header
    const json = JSON.parse(inflateSync(msg.payload).toString()) as { kind: string };
    expect(json.kind).toBe('realtime');
    const a = await until('a compressed alarm message', () => messagesOf('alarm', t0)[0]);
    expect(JSON.parse(inflateSync(a.payload).toString())).toHaveProperty('active');
  });

  it('sends the points chosen in data push', async () => {
    const after = await apiData<PushPoint[]>(sim, 'datapush/save', {
      token: admin,
      body: { points: ['cluster1.soc'] },
    });
    expect(after.find((p) => p.id === 'cluster1.soc')?.pushed).toBe(true);
    const t0 = Date.now();
    const msg = await until('a real-time message with cluster1.soc', () =>
      messagesOf('realtime', t0).find(
        (m) => 'cluster1.soc' in (JSON.parse(inflateSync(m.payload).toString()) as { data: object }).data,
      ),
    );
    expect(msg).toBeTruthy();
    const removed = await apiData<PushPoint[]>(sim, 'datapush/deletePush', {
      token: admin,
      body: { points: ['cluster1.soc', 'pv.powerKw'] },
    });
    expect(removed.filter((p) => p.pushed).map((p) => p.id)).not.toContain('pv.powerKw');
    const bad = await apiCall<R<null>>(sim, 'datapush/save', {
      token: admin,
      lang: 'en',
      body: { points: ['nope'] },
    });
    expect(bad.body).toMatchObject({ code: 400, msg: 'Unknown point (points)' });
  });

  it('accepts an allow-listed write only with control permission on, and refuses the rest', async () => {
    const write = async (body: object) => {
      const id = `w${Math.random()}`;
      const reply = new Promise<{ id: string; ok: boolean; error: string }>((resolve) => {
        const onMessage = (topic: string, payload: Buffer) => {
          if (topic !== `${TOPIC}/control/reply`) return;
          const r = JSON.parse(payload.toString()) as { id: string; ok: boolean; error: string };
          if (r.id !== id) return;
          listener.off('message', onMessage);
          resolve(r);
        };
        listener.on('message', onMessage);
      });
      await listener.publishAsync(`${TOPIC}/control`, JSON.stringify({ id, ...body }));
      return reply;
    };
    expect(await write({ point: 'storage.socUpper', value: 92 })).toMatchObject({
      ok: false,
      error: 'northbound control permission is off',
    });
    await apply({ compression: 0, controlPermission: 1 });
    expect(await write({ point: 'storage.socUpper', value: 92 })).toMatchObject({ ok: true });
    expect(await write({ point: 'storage.socUpper', value: 120 })).toMatchObject({ ok: false });
    expect(await write({ point: 'grid.powerKw', value: 1 })).toMatchObject({
      ok: false,
      error: 'point grid.powerKw is not writable',
    });
    const t0 = Date.now();
    await apiData(sim, 'datapush/save', { token: admin, body: { points: ['storage.socUpper'] } });
    const dataOf = (m: { payload: Buffer }) =>
      (JSON.parse(m.payload.toString()) as { data: Record<string, number> }).data;
    // The first message may have been built before the save.
    const m = await until('the new limit in a real-time message', () =>
      messagesOf('realtime', t0).find((x) => 'storage.socUpper' in dataOf(x)),
    );
    expect(dataOf(m)['storage.socUpper']).toBe(92);
  });

  it('reports a password the broker refuses as a link error, and keeps answering', async () => {
    await apply({ password: 'wrong' }, { connected: false });
    const s = await until('the link error', async () => {
      const x = await state();
      return x.link!.state === 'error' ? x : undefined;
    });
    expect(s.link!.lastError).toMatch(/not authorized|bad user name or password/i);
    expect(s.link!.lastErrorAt).not.toBeNull();
    expect((await apiCall(sim, 'config/version', { token: admin })).status).toBe(200);
  });

  it('exports the point table as a real xlsx', async () => {
    const answer = await apiCall<Buffer>(sim, 'config/exportPoint', { token: operator, lang: 'en' });
    expect(answer.headers.get('content-type')).toContain('spreadsheetml');
    expect(answer.body.subarray(0, 2).toString()).toBe('PK');
    expect(answer.headers.get('content-disposition')).toContain('.xlsx');
  });
});
