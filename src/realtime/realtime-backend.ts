import * as Comlink from 'comlink';
import type { RealtimeApi, RealtimeBatch } from '../contract/realtime-api';
import type { WorkerApi } from '../../workers/realtime/worker-api';
import type { PipelineMode } from './pipeline-mode';

/** One running service: in its worker or, for the bench, on the main thread. */
export interface RealtimeBackend {
  mode: PipelineMode;
  api: RealtimeApi;
  /** Makes a batch callback callable from the service's side of the boundary. */
  callback(fn: (batch: RealtimeBatch) => void): (batch: RealtimeBatch) => void;
  terminate(): void;
}

/** The API's calls that go over Comlink as they are (start has a port of its own). */
const API_METHODS = [
  'subscribe',
  'unsubscribe',
  'setVisible',
  'setDeliveryInterval',
  'setTrafficMonitoring',
  'diagnostics',
  'reconnect',
  'stop',
  'holdTrend',
  'releaseTrend',
  'trend',
  'setLimits',
  'setTopology',
] as const satisfies ReadonlyArray<Exclude<keyof RealtimeApi, 'start'>>;

/** The one `new Worker` of the console. */
export function createWorkerBackend(onCrash: () => void): RealtimeBackend {
  const worker = new Worker(new URL('../../workers/realtime.worker.ts', import.meta.url), {
    type: 'module',
    name: 'realtime',
  });
  worker.addEventListener('error', onCrash);
  const remote = Comlink.wrap<WorkerApi>(worker);
  const calls = remote as unknown as WorkerApi;
  let batches: MessagePort | null = null;
  // Batches come on a port of their own: one plain message each, no Comlink call, no reply
  // message back for every batch (issue 34).
  const api: RealtimeApi = {
    ...(Object.fromEntries(
      API_METHODS.map((m) => [m, (...args: never[]) => (calls[m] as (...a: never[]) => unknown)(...args)]),
    ) as unknown as RealtimeApi),
    start(options, onBatch) {
      batches?.close();
      const channel = new MessageChannel();
      batches = channel.port1;
      batches.onmessage = (e: MessageEvent<RealtimeBatch>) => onBatch(e.data);
      return calls.startOnPort(options, Comlink.transfer(channel.port2, [channel.port2]));
    },
  };
  return {
    mode: 'worker',
    api,
    callback: (fn) => fn,
    terminate: () => {
      worker.removeEventListener('error', onCrash);
      batches?.close();
      remote[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}

/** Same service class on the main thread, every message delivered as it arrives. */
export async function createInlineBackend(): Promise<RealtimeBackend> {
  const { createRealtimeService } = await import('../../workers/realtime/create-service');
  const service = createRealtimeService();
  return {
    mode: 'inline',
    api: service,
    callback: (fn) => fn,
    terminate: () => service.dispose(),
  };
}
