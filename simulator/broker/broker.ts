import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { timingSafeEqual } from 'node:crypto';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import { createWebSocketStream, WebSocketServer, type WebSocket } from 'ws';
import { mayPublish, maySubscribe, type BrokerRole } from './topic-policy';

export interface BrokerOptions {
  /** The console's login (public: /config.json carries it): reads station topics only. */
  username: string;
  password: string;
  /** The station publisher's own identity, the only one that may publish station topics. */
  publisher?: { username: string; password: string };
}

/** The built-in MQTT broker, reached over websocket at /mqtt. */
export interface StationBroker {
  /** Hands an HTTP upgrade for /mqtt to the broker (refused with 503 while the broker is down). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  publish(topic: string, payload: Buffer | string): void;
  /** Closes every client connection; clients may reconnect at once. */
  dropClients(): number;
  /** Drops every client and refuses websocket upgrades and CONNECTs for `seconds`. */
  down(seconds: number): void;
  isDown(): boolean;
  clientCount(): number;
  close(): Promise<void>;
}

const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

function authError(): AuthenticateError {
  return Object.assign<Error, { returnCode: AuthenticateError['returnCode'] }>(
    new Error('Bad username or password'),
    {
      returnCode: 4,
    },
  );
}

export async function createBroker(options: BrokerOptions): Promise<StationBroker> {
  let downUntil = 0;
  let downTimer: NodeJS.Timeout | null = null;
  const isDown = (): boolean => Date.now() < downUntil;

  const roles = new WeakMap<Client, BrokerRole>();
  const matches = (login: { username: string; password: string }, user: string, pass: string) =>
    sameText(user, login.username) && sameText(pass, login.password);
  const aedes = await Aedes.createBroker({
    preConnect: (_client, _packet, done) => done(null, !isDown()),
    authenticate: (client, username, password, done) => {
      const user = username ?? '';
      const pass = password?.toString('utf8') ?? '';
      const role: BrokerRole | null = matches(options, user, pass)
        ? 'console'
        : options.publisher && matches(options.publisher, user, pass)
          ? 'publisher'
          : null;
      if (!role) return done(authError(), false);
      roles.set(client, role);
      done(null, true);
    },
    // Topic permissions (topic-policy.ts); in-process publishes (client null) are the station's own.
    authorizePublish: (client, packet, callback) => {
      if (!client || mayPublish(roles.get(client) ?? 'console', packet.topic)) callback(null);
      else callback(new Error('publish not permitted'));
    },
    authorizeSubscribe: (client, sub, callback) => {
      callback(null, maySubscribe(roles.get(client) ?? 'console', sub.topic) ? sub : null);
    },
  });
  // Broker errors are a client's problem, not the server's (spec §8: ignored silently).
  aedes.on('clientError', () => {});
  aedes.on('connectionError', () => {});

  const sockets = new Set<WebSocket>();
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  wss.on('connection', (ws, req) => {
    sockets.add(ws);
    ws.on('close', () => sockets.delete(ws));
    const stream = createWebSocketStream(ws);
    stream.on('error', () => {});
    aedes.handle(stream, req);
  });

  const dropClients = (): number => {
    const count = sockets.size;
    for (const ws of sockets) ws.terminate();
    sockets.clear();
    return count;
  };

  return {
    handleUpgrade(req, socket, head) {
      if (isDown() || aedes.closed) {
        socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    publish(topic, payload) {
      if (aedes.closed) return;
      aedes.publish(
        {
          cmd: 'publish',
          topic,
          payload: typeof payload === 'string' ? Buffer.from(payload) : payload,
          qos: 0,
          retain: false,
          dup: false,
        },
        () => {},
      );
    },
    dropClients,
    down(seconds) {
      downUntil = Date.now() + seconds * 1000;
      dropClients();
      if (downTimer) clearTimeout(downTimer);
      downTimer = setTimeout(() => (downTimer = null), seconds * 1000);
      downTimer.unref();
    },
    isDown,
    clientCount: () => sockets.size,
    async close() {
      if (downTimer) clearTimeout(downTimer);
      dropClients();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
    },
  };
}
