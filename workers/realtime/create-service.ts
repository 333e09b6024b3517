import mqtt from 'mqtt';
import { asyncScheduler } from 'rxjs';
import type { ClientFactory } from './connection';
import { RealtimeService } from './service';

/** Real MQTT.js client: the worker's (or, inline, the page's) only websocket to the broker. */
export const mqttClientFactory: ClientFactory = (url, options) => mqtt.connect(url, options);

/** The service with production dependencies (MQTT.js, RxJS async scheduler, fetch). */
export function createRealtimeService(): RealtimeService {
  return new RealtimeService({
    createClient: mqttClientFactory,
    scheduler: asyncScheduler,
    now: () => Date.now(),
    perfNow: () => performance.now(),
    random: Math.random,
    post: (url, init) => fetch(url, { ...init, credentials: 'same-origin' }),
  });
}
