import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { DEFAULT_RUNTIME_CONFIG } from '../../../src/contract/runtime-config';

/** Connects to the simulator's broker (built-in credentials unless overridden); resolves on CONNACK. */
export function connectBroker(brokerUrl: string, options: IClientOptions = {}): Promise<MqttClient> {
  return new Promise((resolve, reject) => {
    const client = mqtt.connect(brokerUrl, {
      username: DEFAULT_RUNTIME_CONFIG.brokerUsername,
      password: DEFAULT_RUNTIME_CONFIG.brokerPassword,
      reconnectPeriod: 0,
      connectTimeout: 5000,
      ...options,
    });
    const fail = (err: Error) => {
      client.off('connect', onConnect);
      client.end(true);
      reject(err);
    };
    const onClose = () => fail(new Error('connection closed before CONNACK'));
    const onConnect = () => {
      client.off('error', fail);
      client.off('close', onClose);
      resolve(client);
    };
    client.once('connect', onConnect);
    client.once('error', fail);
    client.once('close', onClose);
  });
}

/** Waits for the next message on a topic filter. */
export function nextMessage(
  client: MqttClient,
  filter: string,
  timeoutMs = 5000,
): Promise<{ topic: string; payload: Buffer }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      client.off('message', onMessage);
      reject(new Error(`no message on ${filter} within ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (topic: string, payload: Buffer) => {
      if (!mqttMatch(filter, topic)) return;
      clearTimeout(timer);
      client.off('message', onMessage);
      resolve({ topic, payload });
    };
    client.on('message', onMessage);
  });
}

function mqttMatch(filter: string, topic: string): boolean {
  const f = filter.split('/');
  const t = topic.split('/');
  for (let i = 0; i < f.length; i++) {
    if (f[i] === '#') return true;
    if (i >= t.length || (f[i] !== '+' && f[i] !== t[i])) return false;
  }
  return f.length === t.length;
}
