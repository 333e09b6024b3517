import * as Comlink from 'comlink';
import type { RealtimeApi, RealtimeBatch, RealtimeStartOptions } from '../src/contract/realtime-api';
import { createRealtimeService } from './realtime/create-service';

const service = createRealtimeService();

/** Typed arrays of a batch go across by transfer, not by copy. */
function transferables(batch: RealtimeBatch): Transferable[] {
  const c = batch.clusters;
  return c ? [c.summary.buffer, c.cellVoltageMv.buffer, c.cellTempDeciC.buffer] : [];
}

const api: RealtimeApi = {
  start: (options: RealtimeStartOptions, onBatch: (batch: RealtimeBatch) => void) =>
    service.start(options, (batch) => {
      void Promise.resolve(onBatch(Comlink.transfer(batch, transferables(batch)))).catch(() => undefined);
    }),
  subscribe: (filter) => service.subscribe(filter),
  unsubscribe: (filter) => service.unsubscribe(filter),
  setVisible: (visible) => service.setVisible(visible),
  setDeliveryInterval: (ms) => service.setDeliveryInterval(ms),
  setTrafficMonitoring: (target) => service.setTrafficMonitoring(target),
  diagnostics: () => service.diagnostics(),
  reconnect: () => service.reconnect(),
  stop: () => service.stop(),
};

Comlink.expose(api);
