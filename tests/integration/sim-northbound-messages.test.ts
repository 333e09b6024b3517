import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { PushPoint } from '../../src/contract/api/datapush';
import type { R } from '../../src/contract/envelope';
import { apply, messagesOf, rig, state, TOPIC, until, useNorthboundRig } from './helpers/northbound-rig';
import { apiCall, apiData } from './helpers/sim-api';

/*
 * Issue 26 northbound interface against Debian's Mosquitto (the rig: helpers/northbound-rig.ts):
 * zlib-compressed messages, the points chosen in data push, writes on <topic>/control answered only
 * for allow-listed points with control permission on, and a password the broker refuses reported
 * as a link error. Settings, cycles and restart: sim-northbound.test.ts.
 */

useNorthboundRig();

describe('northbound interface with Mosquitto: compression, data push, control, refused login', () => {
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
    const after = await apiData<PushPoint[]>(rig.sim, 'datapush/save', {
      token: rig.admin,
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
    const removed = await apiData<PushPoint[]>(rig.sim, 'datapush/deletePush', {
      token: rig.admin,
      body: { points: ['cluster1.soc', 'pv.powerKw'] },
    });
    expect(removed.filter((p) => p.pushed).map((p) => p.id)).not.toContain('pv.powerKw');
    const bad = await apiCall<R<null>>(rig.sim, 'datapush/save', {
      token: rig.admin,
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
          rig.listener.off('message', onMessage);
          resolve(r);
        };
        rig.listener.on('message', onMessage);
      });
      await rig.listener.publishAsync(`${TOPIC}/control`, JSON.stringify({ id, ...body }));
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
    await apiData(rig.sim, 'datapush/save', { token: rig.admin, body: { points: ['storage.socUpper'] } });
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
    expect((await apiCall(rig.sim, 'config/version', { token: rig.admin })).status).toBe(200);
  });
});
