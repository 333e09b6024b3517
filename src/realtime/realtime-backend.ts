import * as Comlink from 'comlink';
import type { RealtimeApi, RealtimeBatch } from '../contract/realtime-api';
import type { PipelineMode } from './pipeline-mode';

/** One running service: in its worker or, for the bench, on the main thread. */
export interface RealtimeBackend {
  mode: PipelineMode;
  api: RealtimeApi;
  /** Makes a batch callback callable from the service's side of the boundary. */
  callback(fn: (batch: RealtimeBatch) => void): (batch: RealtimeBatch) => void;
  terminate(): void;
}

/** The one `new Worker` of the console. */
export function createWorkerBackend(onCrash: () => void): RealtimeBackend {
  const worker = new Worker(new URL('../../workers/realtime.worker.ts', import.meta.url), {
    type: 'module',
    name: 'realtime',
  });
  worker.addEventListener('error', onCrash);
  const api = Comlink.wrap<RealtimeApi>(worker) as unknown as RealtimeApi;
  return {
    mode: 'worker',
    api,
    callback: (fn) => Comlink.proxy(fn),
    terminate: () => {
      worker.removeEventListener('error', onCrash);
      (api as unknown as Comlink.Remote<RealtimeApi>)[Comlink.releaseProxy]();
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
