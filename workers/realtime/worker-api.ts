import type { RealtimeApi, RealtimeStartOptions } from '../../src/contract/realtime-api';

/**
 * What the worker exposes over Comlink: the service's API, and a start that delivers batches on a
 * port of their own (realtime-backend.ts uses it: a Comlink callback costs a call message and a
 * reply for every batch).
 */
export interface WorkerApi extends RealtimeApi {
  startOnPort(options: RealtimeStartOptions, batches: MessagePort): Promise<void>;
}
