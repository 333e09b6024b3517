import mqtt, { type MqttClient } from 'mqtt';
import {
  NORTHBOUND_KINDS,
  parseBrokerAddress,
  type NorthboundKind,
  type NorthboundLink,
  type NorthboundPreview,
} from '../../src/contract/api/northbound';
import { formatDateTime } from '../model/clock';
import type { StationModel } from '../model/station';
import { buildMessage, encode, preview } from './messages';
import type { NorthboundStore, StoredNorthbound } from './store';
import { applyWrite } from './writes';

/*
 * The northbound link: a real MQTT client (mqtt.js) connected to the configured broker, publishing
 * each site's real-time, profit and alarm messages at their cycles (wall-clock seconds) under
 * `<topic>/<kind>/<site>`, and, with control permission on, answering writes on `<topic>/control`.
 * It applies the stored configuration at start and at each restart (`config/restartOpenapi`);
 * a broker that refuses the login is a link error (state, last error), never a crash.
 */

const HOUR_MS = 3_600_000;

export interface NorthboundService {
  restart(): void;
  link(): NorthboundLink;
  previews(): NorthboundPreview[];
  close(): Promise<void>;
}

const topicOf = (
  c: Pick<StoredNorthbound, 'topic'>,
  kind: NorthboundKind | 'control' | 'control/reply',
  site?: string,
) => (site ? `${c.topic}/${kind}/${site}` : `${c.topic}/${kind}`);

export function createNorthboundService(store: NorthboundStore, model: StationModel): NorthboundService {
  let applied: StoredNorthbound = store.load();
  let client: MqttClient | null = null;
  let timers: NodeJS.Timeout[] = [];
  let state: NorthboundLink['state'] = 'off';
  let lastPublishAt: string | null = null;
  let lastError = '';
  let lastErrorAt: string | null = null;
  let sent: Array<{ at: number; bytes: number }> = [];
  const stationTime = () => formatDateTime(model.engine.simMs);
  const sites = () => [...model.engine.sites.keys()];

  const fail = (message: string) => {
    state = 'error';
    lastError = message;
    lastErrorAt = stationTime();
  };

  const publishKind = (kind: NorthboundKind) => {
    const c = client;
    if (!c?.connected) return;
    for (const site of sites()) {
      const payload = encode(
        buildMessage(kind, applied, model, site, store.pushed(site)),
        applied.compression,
      );
      c.publish(topicOf(applied, kind, site), payload, { qos: 0 }, (err) => {
        if (err) return fail(err.message);
        lastPublishAt = stationTime();
        sent.push({ at: Date.now(), bytes: payload.length });
      });
    }
  };

  const stop = async () => {
    for (const t of timers) clearInterval(t);
    timers = [];
    const c = client;
    client = null;
    if (c) await c.endAsync(true).catch(() => undefined);
  };

  const start = () => {
    applied = store.load();
    state = 'off';
    if (applied.enabled !== 1) return;
    const address = parseBrokerAddress(applied.mqttAddress);
    if (!address) return fail(`invalid broker address ${applied.mqttAddress}`);
    state = 'connecting';
    const c = mqtt.connect(`${address.protocol}://${address.host}:${address.port}`, {
      clientId: applied.clientId,
      username: applied.username || undefined,
      password: applied.password || undefined,
      reconnectPeriod: 5000,
      connectTimeout: 5000,
      clean: true,
    });
    client = c;
    c.on('connect', () => {
      state = 'connected';
      // Writes are answered either way: refused while control permission is off (writes.ts).
      c.subscribe(topicOf(applied, 'control'), { qos: 1 });
      for (const kind of NORTHBOUND_KINDS) publishKind(kind);
    });
    c.on('error', (err) => fail(err.message));
    c.on('close', () => {
      if (state === 'connected') state = 'connecting';
    });
    c.on('offline', () => {
      if (state === 'connected') state = 'connecting';
    });
    c.on('message', (topic, payload) => {
      if (topic !== topicOf(applied, 'control')) return;
      const reply = applyWrite(model, applied, payload.toString('utf8'), sites());
      c.publish(topicOf(applied, 'control/reply'), JSON.stringify(reply), { qos: 0 });
    });
    const cycles: Record<NorthboundKind, number> = {
      realtime: applied.realtimeCycle,
      profit: applied.profitCycle,
      alarm: applied.alarmCycle,
    };
    for (const kind of NORTHBOUND_KINDS) {
      const t = setInterval(() => publishKind(kind), cycles[kind] * 1000);
      t.unref();
      timers.push(t);
    }
  };

  start();
  return {
    restart() {
      void stop().then(() => {
        lastError = '';
        lastErrorAt = null;
        start();
      });
    },
    link() {
      const now = Date.now();
      sent = sent.filter((s) => now - s.at < HOUR_MS);
      const saved = store.load();
      return {
        state,
        lastPublishAt,
        messagesPerHour: sent.length,
        bytesPerHour: sent.reduce((n, s) => n + s.bytes, 0),
        lastError,
        lastErrorAt,
        restartPending: JSON.stringify(saved) !== JSON.stringify(applied),
      };
    },
    previews() {
      const c = store.load();
      const site = sites()[0];
      return NORTHBOUND_KINDS.map((kind) =>
        preview(kind, topicOf(c, kind, site), buildMessage(kind, c, model, site, store.pushed(site))),
      );
    },
    close: stop,
  };
}
