import mqtt, { type MqttClient } from 'mqtt';
import {
  NORTHBOUND_KINDS,
  NORTHBOUND_RESTART_SECONDS,
  parseBrokerAddress,
  type NorthboundKind,
  type NorthboundLink,
  type NorthboundPreview,
} from '../../src/contract/api/northbound';
import { formatDateTime } from '../model/clock';
import type { StationModel } from '../model/station';
import { buildMessage, encode, preview } from './messages';
import { createSchedule, type Schedule } from './schedule';
import type { NorthboundStore, StoredNorthbound } from './store';
import { applyWrite } from './writes';

/*
 * The northbound link: a real MQTT client (mqtt.js) connected to the configured broker, publishing
 * each site's real-time, profit and alarm messages at their cycles under `<topic>/<kind>/<site>`,
 * and, with control permission on, answering writes on `<topic>/control`.
 *
 * Time is the station's clock (engine.simMs, read by a short poll): cycles, the last hour's
 * traffic and the restart's duration all follow it (schedule.ts). A restart (config/restartOpenapi)
 * disconnects the client at once, keeps the link `restarting` for NORTHBOUND_RESTART_SECONDS of
 * station time, then connects a new client with the saved configuration. A broker that refuses the
 * login is a link error (state, last error), never a crash.
 */

const HOUR_MS = 3_600_000;
/** How often (wall ms) the station clock is read; the model itself steps once a second. */
const POLL_MS = 200;
/** How long a goodbye on `<topic>/status` may wait for the broker's acknowledgement (wall ms). */
const GOODBYE_MS = 5000;

export interface NorthboundService {
  restart(): void;
  link(): NorthboundLink;
  previews(): NorthboundPreview[];
  close(): Promise<void>;
}

const topicOf = (
  c: Pick<StoredNorthbound, 'topic'>,
  kind: NorthboundKind | 'control' | 'control/reply' | 'status',
  site?: string,
) => (site ? `${c.topic}/${kind}/${site}` : `${c.topic}/${kind}`);

export function createNorthboundService(store: NorthboundStore, model: StationModel): NorthboundService {
  let applied: StoredNorthbound = store.load();
  let client: MqttClient | null = null;
  let schedule: Schedule | null = null;
  let state: NorthboundLink['state'] = 'off';
  let restartUntil: number | null = null;
  let lastPublishAt: string | null = null;
  let lastError = '';
  let lastErrorAt: string | null = null;
  let sent: Array<{ at: number; bytes: number }> = [];
  const now = () => model.engine.simMs;
  const sites = () => [...model.engine.sites.keys()];

  const fail = (message: string) => {
    state = 'error';
    lastError = message;
    lastErrorAt = formatDateTime(now());
  };

  const publishKind = (c: MqttClient, kind: NorthboundKind) => {
    for (const site of sites()) {
      const payload = encode(
        buildMessage(kind, applied, model, site, store.pushed(site)),
        applied.compression,
      );
      const at = now();
      c.publish(topicOf(applied, kind, site), payload, { qos: 0 }, (err) => {
        if (client !== c) return;
        if (err) return fail(err.message);
        lastPublishAt = formatDateTime(at);
        sent.push({ at, bytes: payload.length });
      });
    }
  };

  /** `<topic>/status`, retained: what the third party sees of the link (README). */
  const status = (s: 'online' | 'offline' | 'restarting') =>
    JSON.stringify({ state: s, time: formatDateTime(now()), ts: now() });

  /**
   * Says why it goes (retained, acknowledged or given up after GOODBYE_MS), then really closes.
   * After an acknowledged goodbye the client sends DISCONNECT, so the broker drops the will: a
   * forced close would make it publish the retained `offline` over the `restarting` just said.
   */
  const disconnect = async (why: 'offline' | 'restarting') => {
    const c = client;
    client = null;
    schedule = null;
    if (!c) return;
    const wait = <T>(p: Promise<T>, fallback: T) =>
      Promise.race([p, new Promise<T>((r) => setTimeout(() => r(fallback), GOODBYE_MS))]);
    let acknowledged = false;
    if (c.connected) {
      const said = c.publishAsync(topicOf(applied, 'status'), status(why), { qos: 1, retain: true });
      acknowledged = await wait(
        said.then(
          () => true,
          () => false,
        ),
        false,
      );
    }
    const closed = await wait(
      c.endAsync(!acknowledged).then(
        () => true,
        () => true,
      ),
      false,
    );
    if (!closed) c.stream?.destroy();
  };

  const connect = () => {
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
      // A link lost without a goodbye shows as offline to the third party.
      will: {
        topic: topicOf(applied, 'status'),
        payload: Buffer.from(status('offline')),
        qos: 1,
        retain: true,
      },
    });
    client = c;
    const mine = () => client === c;
    const plan = createSchedule({
      realtime: applied.realtimeCycle,
      profit: applied.profitCycle,
      alarm: applied.alarmCycle,
    });
    c.on('connect', () => {
      if (!mine()) return;
      state = 'connected';
      // Writes are answered either way: refused while control permission is off (writes.ts).
      c.subscribe(topicOf(applied, 'control'), { qos: 1 });
      c.publish(topicOf(applied, 'status'), status('online'), { qos: 1, retain: true });
      for (const kind of NORTHBOUND_KINDS) publishKind(c, kind);
      plan.reset(now());
      schedule = plan;
    });
    c.on('error', (err) => {
      if (mine()) fail(err.message);
    });
    const lost = () => {
      if (!mine()) return;
      schedule = null;
      if (state === 'connected') state = 'connecting';
    };
    c.on('close', lost);
    c.on('offline', lost);
    c.on('message', (topic, payload) => {
      if (!mine() || topic !== topicOf(applied, 'control')) return;
      const reply = applyWrite(model, applied, payload.toString('utf8'), sites());
      c.publish(topicOf(applied, 'control/reply'), JSON.stringify(reply), { qos: 0 });
    });
  };

  const tick = () => {
    const t = now();
    if (restartUntil !== null && t >= restartUntil) {
      restartUntil = null;
      lastError = '';
      lastErrorAt = null;
      connect();
      return;
    }
    const c = client;
    if (!c?.connected || !schedule) return;
    for (const kind of schedule.due(t)) publishKind(c, kind);
  };

  connect();
  const timer = setInterval(tick, POLL_MS);
  timer.unref();
  return {
    restart() {
      state = 'restarting';
      restartUntil = now() + NORTHBOUND_RESTART_SECONDS * 1000;
      void disconnect('restarting');
    },
    link() {
      const t = now();
      sent = sent.filter((s) => t - s.at < HOUR_MS);
      const saved = store.load();
      return {
        state,
        restartUntil: restartUntil === null ? null : formatDateTime(restartUntil),
        lastPublishAt,
        messagesPerHour: sent.length,
        bytesPerHour: sent.reduce((n, s) => n + s.bytes, 0),
        lastError,
        lastErrorAt,
        // During a restart the saved configuration is the one that will apply.
        restartPending: restartUntil === null && JSON.stringify(saved) !== JSON.stringify(applied),
      };
    },
    previews() {
      const c = store.load();
      const site = sites()[0];
      return NORTHBOUND_KINDS.map((kind) =>
        preview(kind, topicOf(c, kind, site), buildMessage(kind, c, model, site, store.pushed(site))),
      );
    },
    async close() {
      clearInterval(timer);
      restartUntil = null;
      await disconnect('offline');
    },
  };
}
