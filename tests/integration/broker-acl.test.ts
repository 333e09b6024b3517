import { readFileSync } from 'node:fs';
import path from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../../simulator/server';
import { DEFAULT_RUNTIME_CONFIG as CFG } from '../../src/contract/runtime-config';
import { topics } from '../../src/contract/topics';
import { startMosquitto } from '../helpers/mosquitto';
import { startTestSimulator } from './helpers/sim-api';

/*
 * Issue 18 point 2: the console's login (public, in /config.json) may read the station's topics
 * and publish nothing; only the station's publisher publishes. The same rules hold in the
 * simulator's broker and in Debian's Mosquitto run with the ACL file the README documents
 * (deploy/mosquitto/acl): a fake alarm and a fake cluster published with the console's login reach
 * no subscriber, while the publisher's messages do.
 */

const root = path.resolve(__dirname, '../..');
const ACL = path.join(root, 'deploy/mosquitto/acl');
const STATION_PASS = 'station-secret';
const FAKE_ALARM = JSON.stringify({ ts: 1, active: [{ id: 'fake', content: '假告警' }] });

interface Broker {
  url: string;
  publisher: { username: string; password: string };
  close(): Promise<void>;
}

async function mosquittoWithAcl(tcpPort: number, wsPort: number): Promise<Broker> {
  const mosquitto = await startMosquitto({
    name: 'acl',
    users: [
      [CFG.brokerUsername, CFG.brokerPassword],
      ['station', STATION_PASS],
    ],
    aclFile: ACL,
    tcpPort,
    wsPort,
  });
  return {
    url: `ws://127.0.0.1:${wsPort}`,
    publisher: { username: 'station', password: STATION_PASS },
    close: () => mosquitto.close(),
  };
}

async function simulatorBroker(): Promise<Broker> {
  const sim: RunningSimulator = await startTestSimulator();
  // The simulator publishes its own data too: the checks below use a site it does not have.
  return { url: sim.brokerUrl, publisher: sim.publisher, close: () => sim.close() };
}

const connect = (url: string, username: string, password: string) =>
  mqtt.connectAsync(url, { username, password, reconnectPeriod: 0, connectTimeout: 5000 });

/** Every message on `filter` for `ms` milliseconds. */
async function received(client: MqttClient, filter: string, ms: number, during: () => Promise<void>) {
  const got: string[] = [];
  client.on('message', (topic) => got.push(topic));
  const granted = await client.subscribeAsync(filter);
  expect(granted[0].qos).not.toBe(128);
  await during();
  await new Promise((r) => setTimeout(r, ms));
  return got;
}

const results: string[] = [];
afterAll(() => console.info(`broker ACL interop: ${results.join('; ')}`));

describe.each([
  { name: 'the simulator’s broker', make: simulatorBroker },
  { name: 'Mosquitto with deploy/mosquitto/acl', make: () => mosquittoWithAcl(18450, 18451) },
])('topic permissions in $name', ({ name, make }) => {
  let broker: Broker;
  beforeAll(async () => {
    broker = await make();
  });
  afterAll(() => broker?.close());

  it('lets the console read station topics but delivers nothing it publishes', async () => {
    const SITE = 'ACL1';
    const reader = await connect(broker.url, broker.publisher.username, broker.publisher.password);
    const consoleClient = await connect(broker.url, CFG.brokerUsername, CFG.brokerPassword);
    const got = await received(reader, `iot/${SITE}/#`, 1_000, () => {
      // A fake alarm and a fake cluster with the console's login, QoS 0 and 1. Not awaited: the
      // simulator's broker disconnects a client that publishes where it may not (Mosquitto drops
      // the message silently), so a QoS 1 acknowledgement may never come.
      consoleClient.on('error', () => {});
      for (const qos of [0, 1] as const) {
        consoleClient.publish(topics.alarm(SITE), FAKE_ALARM, { qos });
        consoleClient.publish(topics.cluster(SITE, 1), Buffer.from('fake'), { qos });
      }
      return Promise.resolve();
    });
    expect(got).toEqual([]);
    results.push(`${name}: 4 console publishes, 0 delivered`);
    consoleClient.end(true);
    await reader.endAsync(true);
  });

  it('delivers the station publisher’s messages to the console', async () => {
    const SITE = 'ACL2';
    const consoleClient = await connect(broker.url, CFG.brokerUsername, CFG.brokerPassword);
    const station = await connect(broker.url, broker.publisher.username, broker.publisher.password);
    const got = await received(consoleClient, `iot/${SITE}/#`, 1_000, async () => {
      await station.publishAsync(topics.alarm(SITE), FAKE_ALARM, { qos: 1 });
    });
    expect(got).toEqual([topics.alarm(SITE)]);
    results.push(`${name}: publisher's message delivered`);
    await consoleClient.endAsync(true);
    await station.endAsync(true);
  });
});

describe('README', () => {
  it('documents the ACL file the interop test runs, word for word', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain(readFileSync(ACL, 'utf8').trim());
  });
});
