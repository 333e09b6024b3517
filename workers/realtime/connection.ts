import type { ConnectionState, RealtimeStartOptions } from '../../src/contract/realtime-api';
import { packetBytes, type PacketLike } from './packet-size';

/** Spec §4/§9: after more than this many reconnect events the client is ended and recreated. */
export const RECONNECT_LIMIT = 30;

/** The part of an MQTT.js client the connection uses (a fake implements it in tests). */
export interface BrokerClient {
  on(event: string, listener: (...args: never[]) => void): unknown;
  removeAllListeners(event?: string): unknown;
  subscribe(
    filters: string[],
    options: { qos: 0 },
    callback: (error: Error | null | undefined, granted?: Array<{ topic: string; qos: number }>) => void,
  ): unknown;
  unsubscribe(filters: string[], callback?: (error?: Error) => void): unknown;
  end(force?: boolean): unknown;
}

export interface BrokerClientOptions {
  clientId: string;
  username: string;
  password: string;
  clean: true;
  resubscribe: false;
  reconnectPeriod: number;
  connectTimeout: number;
  keepalive: number;
  protocolVersion: 4;
}

export type ClientFactory = (url: string, options: BrokerClientOptions) => BrokerClient;

export interface ConnectionDeps {
  createClient: ClientFactory;
  random: () => number;
  now: () => number;
  /** Reconnect period = base × (1 + random): jittered per client so tabs do not stampede. */
  reconnectBaseMs: number;
  /** Every filter currently held; subscribed again on each connect. */
  filters: () => string[];
}

export interface ConnectionEvents {
  onState(state: ConnectionState): void;
  onMessage(topic: string, payload: Uint8Array): void;
  onBytes(bytesIn: number, bytesOut: number): void;
}

const noop = () => undefined;

/** One broker connection: jittered reconnect, recreate after 30+, resubscribe on every connect. */
export class BrokerConnection {
  state: ConnectionState = 'idle';
  reconnects = 0;
  recreates = 0;
  brokerErrors = 0;
  /** Attempts that closed before the broker's CONNACK. */
  connectFailures = 0;
  connectedSince: number | null = null;
  reconnectPeriodMs = 0;
  /** Filters the broker acknowledged on the current connection. */
  readonly active = new Set<string>();
  private client: BrokerClient | null = null;
  private options: RealtimeStartOptions | null = null;
  private sinceConnect = 0;
  /** Whether the current attempt (first connect or latest reconnect) reached the broker. */
  private attemptConnected = false;
  private gaveUp = false;

  constructor(
    private readonly deps: ConnectionDeps,
    private readonly events: ConnectionEvents,
  ) {}

  open(options: RealtimeStartOptions): void {
    this.close();
    this.options = options;
    this.gaveUp = false;
    this.create();
  }

  /** Ends the client (if any) and connects afresh with every subscription. */
  recreate(): void {
    if (!this.options) return;
    this.dispose();
    this.recreates++;
    this.create();
  }

  close(): void {
    this.dispose();
    this.options = null;
    this.setState('idle');
  }

  subscribe(filters: string[]): void {
    const client = this.client;
    if (!client || this.state !== 'connected' || filters.length === 0) return;
    client.subscribe(filters, { qos: 0 }, (error, granted) => {
      if (client !== this.client) return;
      if (error) return void this.brokerErrors++;
      const held = new Set(this.deps.filters());
      for (const g of granted ?? []) {
        if (g.qos === 128) this.brokerErrors++;
        else if (held.has(g.topic)) this.active.add(g.topic);
      }
    });
  }

  unsubscribe(filters: string[]): void {
    filters.forEach((f) => this.active.delete(f));
    if (this.client && this.state === 'connected' && filters.length) this.client.unsubscribe(filters, noop);
  }

  private create(): void {
    const o = this.options!;
    this.sinceConnect = 0;
    this.attemptConnected = false;
    this.reconnectPeriodMs = Math.round(this.deps.reconnectBaseMs * (1 + this.deps.random()));
    const client = this.deps.createClient(o.brokerUrl, {
      clientId: o.clientId,
      username: o.username,
      password: o.password,
      clean: true,
      resubscribe: false, // we subscribe on every connect ourselves: no double SUBSCRIBE
      reconnectPeriod: this.reconnectPeriodMs,
      connectTimeout: 10_000,
      keepalive: 30,
      protocolVersion: 4,
    });
    this.client = client;
    this.setState(this.gaveUp ? 'offline' : 'connecting');
    const mine =
      (fn: (...a: never[]) => void) =>
      (...a: never[]) => {
        if (this.client === client) fn(...a);
      };
    client.on(
      'connect',
      mine(() => this.onConnect()),
    );
    client.on(
      'reconnect',
      mine(() => this.onReconnect()),
    );
    client.on(
      'close',
      mine(() => this.onClose()),
    );
    client.on(
      'error',
      mine(() => this.brokerErrors++),
    ); // counted, never shown (spec §8)
    client.on(
      'message',
      mine((topic: string, payload: Uint8Array) => this.events.onMessage(topic, payload)),
    );
    client.on(
      'packetreceive',
      mine((p: PacketLike) => this.events.onBytes(packetBytes(p), 0)),
    );
    client.on(
      'packetsend',
      mine((p: PacketLike) => this.events.onBytes(0, packetBytes(p))),
    );
  }

  private dispose(): void {
    const client = this.client;
    this.client = null;
    this.active.clear();
    this.connectedSince = null;
    if (!client) return;
    client.removeAllListeners();
    client.on('error', noop); // an error after end must not throw from the emitter
    client.end(true);
  }

  private onConnect(): void {
    this.attemptConnected = true;
    this.sinceConnect = 0;
    this.gaveUp = false;
    this.connectedSince = this.deps.now();
    this.active.clear();
    this.setState('connected');
    this.subscribe(this.deps.filters());
  }

  private onReconnect(): void {
    this.attemptConnected = false;
    this.reconnects++;
    this.sinceConnect++;
    if (this.sinceConnect > RECONNECT_LIMIT) {
      this.gaveUp = true;
      this.recreate();
      return;
    }
    this.setState(this.gaveUp ? 'offline' : 'reconnecting');
  }

  private onClose(): void {
    if (!this.attemptConnected) this.connectFailures++;
    this.attemptConnected = true; // one close per attempt is counted, not its echoes
    this.active.clear();
    this.connectedSince = null;
    if (this.state === 'connected' || this.state === 'connecting') {
      this.setState(this.gaveUp ? 'offline' : 'reconnecting');
    }
  }

  private setState(state: ConnectionState): void {
    if (state === this.state) return;
    this.state = state;
    this.events.onState(state);
  }
}
