import { describe, expect, it } from 'vitest';
import { NORTHBOUND_RESTART_SECONDS, type NorthboundInput } from '../../src/contract/api/northbound';
import {
  advance,
  apply,
  config,
  counts,
  messagesOf,
  PASS,
  restart,
  rig,
  save,
  settle,
  state,
  statuses,
  until,
  useNorthboundRig,
  USER,
} from './helpers/northbound-rig';
import { apiCall } from './helpers/sim-api';

/*
 * Issue 26 northbound interface against Debian's Mosquitto (the rig: helpers/northbound-rig.ts):
 * clear messages for a wrong address, cycle or topic and 403 for operators; real-time, profit and
 * alarm messages at their cycles of station time (moved on by the `advance` hook, not waited for);
 * a restart really disconnects (status 'restarting', nothing published) for the restart's station
 * time and reconnects with the saved settings; the stored password is kept when the form sends
 * none; the point table exports as a real xlsx. Compression, data push, control writes and a
 * refused login: sim-northbound-messages.test.ts.
 */

useNorthboundRig();

describe('northbound interface with Mosquitto: settings, cycles, restart', () => {
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
    expect((await save(config(), rig.operator)).body.code).toBe(403);
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

  it('exports the point table as a real xlsx', async () => {
    const answer = await apiCall<Buffer>(rig.sim, 'config/exportPoint', { token: rig.operator, lang: 'en' });
    expect(answer.headers.get('content-type')).toContain('spreadsheetml');
    expect(answer.body.subarray(0, 2).toString()).toBe('PK');
    expect(answer.headers.get('content-disposition')).toContain('.xlsx');
  });
});
