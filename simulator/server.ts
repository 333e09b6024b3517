import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Database from 'better-sqlite3';
import { AuthService } from './auth/auth-service';
import { LoginLockout } from './auth/lockout';
import { TokenFamilies } from './auth/token-families';
import { TokenSigner } from './auth/tokens';
import { createBroker, type StationBroker } from './broker/broker';
import { dispatchApi } from './http/api-dispatch';
import { ApiFaults } from './http/faults';
import { createNameResolver } from './http/oplog-names';
import { createRouteTable, type RouteInfo } from './http/router';
import { registerCoreRoutes } from './http/routes/register-core-routes';
import { createFaults, type SimulatorFaults } from './http/simulator-faults';
import { loadPageConfig } from './http/page-config';
import { CAMERA_MEDIA_PREFIX, serveCameraMedia } from './http/camera-media';
import { createStaticHandler } from './http/static-files';
import { createStation, type StationHandle } from './model/create-station';
import { registerUpgradeRoutes } from './http/routes/upgrade-routes';
import { registerNorthboundRoutes } from './http/routes/northbound-routes';
import { registerBackupSection } from './http/routes/backup-section';
import { metaValue, openDatabase } from './store/db';
import { OplogStore } from './store/oplog';
import { UserStore } from './store/users';
import { ConfigStore } from './store/config-store';
import { isValidTimeZone } from '../src/lib/station-time';

export interface SimulatorOptions {
  /** 0 = ephemeral. Default 8080. */
  port?: number;
  /** Default 0.0.0.0; tests use 127.0.0.1. */
  host?: string;
  /** File path or ':memory:'. Default data/station.db. */
  db?: string;
  clusters?: number;
  racks?: number;
  cells?: number;
  speed?: number;
  seed?: number;
  testHooks?: boolean;
  /** Answer code 404 to every extension call (src/contract/calls.ts), as a real backend would. */
  specOnly?: boolean;
  /** The built console. Default 'dist'. */
  distDir?: string;
  accessTokenSeconds?: number;
  refreshTokenSeconds?: number;
  /** Whole request (headers and body) must arrive within this; default HTTP_TIMEOUTS.requestMs. */
  requestTimeoutMs?: number;
  /** Request headers must arrive within this; default HTTP_TIMEOUTS.headersMs. */
  headersTimeoutMs?: number;
  /**
   * The station model's clock (default Date.now). Tests start a simulator on a database "later"
   * than it stopped to simulate the time it was down (restart catch-up).
   */
  stationClock?: () => number;
}

/**
 * HTTP timeouts (simulator/README.md): a client that trickles its headers or body is cut off with
 * 408 instead of holding a socket for Node's default 300 s. They bound only the receiving of a
 * request; answers (long exports, downloads) and the upgraded /mqtt websocket are not limited.
 */
export const HTTP_TIMEOUTS = {
  /** Headers of a request: the console's are a few hundred bytes. */
  headersMs: 10_000,
  /** Headers and body: the largest body (12 MB of pictures) at 200 KB/s. */
  requestMs: 60_000,
  /** Idle time of a kept-alive connection between requests. */
  keepAliveMs: 5_000,
  /** How often Node checks the two request timeouts (its default, 30 s, would add up to 30 s). */
  checkIntervalMs: 1_000,
} as const;

export interface RunningSimulator {
  /** http://host:port (localhost when listening on every interface). */
  url: string;
  port: number;
  /** ws://host:port/mqtt */
  brokerUrl: string;
  faults: SimulatorFaults;
  /** Every `/api/` route the server answers (fault hooks included when on). */
  routes: RouteInfo[];
  /** The station publisher's broker login (not the console's; kept in the database). */
  publisher: { username: string; password: string };
  close(): Promise<void>;
}

/** Thrown when the port is taken; main.ts prints the message. */
export class PortInUseError extends Error {
  constructor(port: number) {
    super(
      `Port ${port} is already in use. Stop the other server or choose another port with --port or PORT.`,
    );
    this.name = 'PortInUseError';
  }
}

function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(err.code === 'EADDRINUSE' ? new PortInUseError(port) : err);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/**
 * The station's days, months and tariff periods are those of its time zone (ARCHITECTURE §7):
 * the model reads the calendar through local-time Date methods, so the process runs in the
 * zone of the first site's configuration (default Asia/Shanghai). A zone changed in the
 * settings applies from the next start.
 */
function applyStationTimeZone(db: Database.Database, sites: string[]): void {
  const zone = new ConfigStore(db, sites).site(sites[0])?.timeZone;
  if (zone && isValidTimeZone(zone)) process.env.TZ = zone;
}

/** Starts the whole simulator (console, API, broker, station) on one port. */
export async function startSimulator(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  const config = loadPageConfig(options.distDir ?? 'dist');
  const host = options.host ?? '0.0.0.0';
  const db: Database.Database = openDatabase(options.db ?? 'data/station.db');
  applyStationTimeZone(db, config.sites);
  let broker: StationBroker | null = null;
  let station: StationHandle | null = null;
  try {
    const users = new UserStore(db, config.tenantId);
    await users.seed(Date.now());
    const oplog = new OplogStore(db);
    const auth = new AuthService({
      users,
      signer: new TokenSigner(metaValue(db, 'token_secret', () => TokenSigner.newSecret())),
      lockout: new LoginLockout(db),
      families: new TokenFamilies(db),
      lifetimes: {
        accessTokenSeconds: options.accessTokenSeconds ?? 3600,
        refreshTokenSeconds: options.refreshTokenSeconds ?? 7 * 24 * 3600,
      },
      tenantId: config.tenantId,
      now: Date.now,
    });
    const publisher = {
      username: 'station',
      password: metaValue(db, 'broker_publisher_password', () => randomBytes(18).toString('base64url')),
    };
    broker = await createBroker({
      username: config.brokerUsername,
      password: config.brokerPassword,
      publisher,
    });
    const apiFaults = new ApiFaults();
    const faults = createFaults(broker, apiFaults);
    const table = createRouteTable();
    // config/restartOpenapi restarts the northbound interface (registered with the station below).
    const restartHooks: Array<() => void> = [];
    registerCoreRoutes(table, {
      db,
      users,
      auth,
      oplog,
      faults,
      apiFaults,
      config,
      testHooks: !!options.testHooks,
      onRestart: () => restartHooks.forEach((restart) => restart()),
    });
    const stationBroker = broker;
    station = createStation({
      db,
      router: table,
      publish: (topic, payload) => stationBroker.publish(topic, payload),
      now: options.stationClock,
      options: {
        clusters: options.clusters ?? 8,
        racks: options.racks ?? 12,
        cells: options.cells ?? 24,
        speed: options.speed ?? 1,
        seed: options.seed ?? 1,
        sites: config.sites,
        testHooks: !!options.testHooks,
      },
    });

    // Firmware upgrade (issue 26): devices, tasks and their state machine over the model's clock.
    const upgrades = registerUpgradeRoutes(table, {
      db,
      model: station.model,
      testHooks: !!options.testHooks,
    });
    // Data backup, history clearing and clear data (issue 26 A); the clearing runs hourly.
    const stationModel = station.model;
    const backupSection = registerBackupSection(table, {
      db,
      oplog,
      sites: config.sites,
      now: () => stationModel.engine.simMs,
      testHooks: !!options.testHooks,
    });
    // Northbound interface, data push and point table (issue 26): a real MQTT client to the
    // configured broker, restarted by config/restartOpenapi.
    const northbound = registerNorthboundRoutes(table, { db, model: station.model });
    restartHooks.push(() => northbound.restart());

    const serveStatic = createStaticHandler(options.distDir ?? 'dist');
    const configJson = JSON.stringify(config);
    const apiDeps = {
      table,
      auth,
      oplog,
      faults: apiFaults,
      client: config,
      specOnly: !!options.specOnly,
      names: createNameResolver(db),
    };
    const onRequest = (req: http.IncomingMessage, res: http.ServerResponse) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
        dispatchApi(req, res, url, apiDeps).catch((err: unknown) => {
          console.error('[simulator] request failed:', err);
          if (!res.headersSent) res.writeHead(500);
          res.end();
        });
      } else if (url.pathname === '/mqtt') {
        res.writeHead(426, { 'Content-Type': 'text/plain; charset=utf-8', Upgrade: 'websocket' });
        res.end('MQTT over websocket only\n');
      } else if (url.pathname.startsWith(CAMERA_MEDIA_PREFIX)) {
        serveCameraMedia(req, res, url.pathname);
      } else if (url.pathname === '/config.json') {
        res.writeHead(200, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-cache',
        });
        res.end(configJson);
      } else serveStatic(req, res, url.pathname);
    };
    const requestTimeout = options.requestTimeoutMs ?? HTTP_TIMEOUTS.requestMs;
    const server = http.createServer(
      {
        requestTimeout,
        headersTimeout: Math.min(options.headersTimeoutMs ?? HTTP_TIMEOUTS.headersMs, requestTimeout),
        connectionsCheckingInterval: HTTP_TIMEOUTS.checkIntervalMs,
      },
      onRequest,
    );
    server.on('upgrade', (req, socket, head) => {
      socket.on('error', () => {});
      if (new URL(req.url ?? '/', 'http://localhost').pathname === '/mqtt')
        stationBroker.handleUpgrade(req, socket, head);
      else socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    });
    server.keepAliveTimeout = HTTP_TIMEOUTS.keepAliveMs;

    const port = await listen(server, options.port ?? 8080, host);
    station.start();
    const shownHost =
      host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    const runningStation = station;
    let closing: Promise<void> | null = null;
    return {
      url: `http://${shownHost}:${port}`,
      port,
      brokerUrl: `ws://${shownHost}:${port}/mqtt`,
      faults,
      routes: table.list(),
      publisher,
      close: () =>
        (closing ??= (async () => {
          runningStation.stop();
          upgrades.close();
          await northbound.close();
          await backupSection.close();
          await stationBroker.close();
          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          });
          db.close();
        })()),
    };
  } catch (err) {
    station?.stop();
    await broker?.close();
    if (db.open) db.close();
    throw err;
  }
}
