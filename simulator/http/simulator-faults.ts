import type { StationBroker } from '../broker/broker';
import type { ApiFaults, FaultScope } from './faults';

/** Fault injection for tests (RunningSimulator.faults and POST /api/__sim/<name>). */
export interface SimulatorFaults {
  /** Closes every broker client connection; returns how many were closed. */
  dropClients(): number;
  /** Publishes arbitrary bytes on a topic (e.g. corrupt payloads). */
  publish(topic: string, payload: Buffer | string): void;
  /** Delays API calls whose path (after /api/) starts with `match` ('' = all). */
  slow(match: string, delayMs: number, times?: number | null): void;
  /**
   * Makes matching API calls answer HTTP `code` with R code `code` and null data (404: the
   * "normal" empty answer of spec §8); 0 drops the connection. `scope` narrows it to one exact
   * path and/or one method.
   */
  fail(match: string, code: number, times?: number | null, scope?: FaultScope): void;
  /** The next `times` token calls answer HTTP 502. */
  token502(times?: number): void;
  /** Drops every broker client and refuses connections for `seconds`. */
  brokerDown(seconds: number): void;
  /** Removes every slow/fail/502 fault (not broker-down). */
  clear(): void;
}

export function createFaults(broker: StationBroker, api: ApiFaults): SimulatorFaults {
  return {
    dropClients: () => broker.dropClients(),
    publish: (topic, payload) => broker.publish(topic, payload),
    slow: (match, delayMs, times = null) => api.slow(match, delayMs, times),
    fail: (match, code, times = null, scope = {}) => api.fail(match, code, times, scope),
    token502: (times = 1) => api.token502(times),
    brokerDown: (seconds) => broker.down(seconds),
    clear: () => api.clear(),
  };
}
