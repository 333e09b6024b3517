import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { apiCall, simHook } from './helpers/sim-api';
import { connectBroker, nextMessage } from './helpers/sim-mqtt';
import { useTestStation } from './helpers/test-station';

const station = useTestStation({ login: [] });

/** The status a websocket upgrade request for `path` is answered with (101 when upgraded). */
function upgradeStatus(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, station.sim.url), {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
        'Sec-WebSocket-Protocol': 'mqtt',
      },
      timeout: 5_000,
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer to the upgrade of ${path}`)));
    req.on('error', reject);
    req.end();
  });
}

const closed = (client: { once(e: 'close', f: () => void): unknown }) =>
  new Promise<void>((resolve) => client.once('close', resolve));

describe('broker at /mqtt', () => {
  it('refuses clients without or with wrong credentials (CONNACK bad username or password)', async () => {
    await expect(
      connectBroker(station.sim.brokerUrl, { username: undefined, password: undefined }),
    ).rejects.toMatchObject({
      code: 4,
    });
    await expect(connectBroker(station.sim.brokerUrl, { password: 'guess' })).rejects.toMatchObject({
      code: 4,
    });
  });

  it('delivers what is published to an authorised subscriber', async () => {
    const client = await connectBroker(station.sim.brokerUrl);
    await client.subscribeAsync('iot/test/echo/#');
    const got = nextMessage(client, 'iot/test/echo/#');
    station.sim.faults.publish('iot/test/echo/1', Buffer.from([0, 1, 2, 255]));
    const message = await got;
    expect(message.topic).toBe('iot/test/echo/1');
    expect([...message.payload]).toEqual([0, 1, 2, 255]);
    await client.endAsync();
  });

  it('publishes arbitrary base64 payloads through the HTTP hook', async () => {
    const client = await connectBroker(station.sim.brokerUrl);
    await client.subscribeAsync('iot/test/corrupt');
    const got = nextMessage(client, 'iot/test/corrupt');
    await simHook(station.sim, 'publish', {
      topic: 'iot/test/corrupt',
      payloadBase64: Buffer.from('not zlib').toString('base64'),
    });
    expect((await got).payload.toString()).toBe('not zlib');
    await client.endAsync();
  });

  it('drops every client on drop-clients', async () => {
    const client = await connectBroker(station.sim.brokerUrl);
    const gone = closed(client);
    expect(await simHook(station.sim, 'drop-clients')).toEqual({ dropped: 1 });
    await gone;
    const again = await connectBroker(station.sim.brokerUrl);
    await again.endAsync();
  });

  it('refuses connections while broker-down lasts, then accepts again', async () => {
    const client = await connectBroker(station.sim.brokerUrl);
    const gone = closed(client);
    await simHook(station.sim, 'broker-down', { seconds: 1 });
    await gone;
    await expect(connectBroker(station.sim.brokerUrl, { connectTimeout: 800 })).rejects.toBeTruthy();
    await new Promise((r) => setTimeout(r, 1100));
    const back = await connectBroker(station.sim.brokerUrl);
    expect(back.connected).toBe(true);
    await back.endAsync();
  });

  it('answers 404 to websocket upgrades on other paths', async () => {
    // /mqtt upgrades (101); any other path is answered 404, not left hanging.
    expect(await upgradeStatus('/mqtt')).toBe(101);
    expect(await upgradeStatus('/other')).toBe(404);
    const res = await apiCall(station.sim, '__sim/broker-down', { method: 'POST', body: { seconds: -1 } });
    expect(res.body).toMatchObject({ code: 400 });
  });
});
