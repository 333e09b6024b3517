import * as Comlink from 'comlink';
import type { RealtimeApi, RealtimeBatch } from '../src/contract/realtime-api';
import { createRealtimeService } from './realtime/create-service';
import { batchTransferables } from './realtime/transferables';

const service = createRealtimeService();
type Callback = ((batch: RealtimeBatch) => void) & Partial<Comlink.ProxyMethods>;
let callback: Callback | null = null;

/** The page's batch callback is a Comlink proxy: release the old one so ports do not pile up. */
function release() {
  callback?.[Comlink.releaseProxy]?.();
  callback = null;
}

const api: RealtimeApi = {
  start(options, onBatch) {
    release();
    const cb: Callback = (callback = onBatch);
    return service.start(options, (batch) => {
      void Promise.resolve(cb(Comlink.transfer(batch, batchTransferables(batch)))).catch(() => undefined);
    });
  },
  subscribe: (filter) => service.subscribe(filter),
  unsubscribe: (filter) => service.unsubscribe(filter),
  setVisible: (visible) => service.setVisible(visible),
  setDeliveryInterval: (ms) => service.setDeliveryInterval(ms),
  setTrafficMonitoring: (target) => service.setTrafficMonitoring(target),
  diagnostics: () => service.diagnostics(),
  reconnect: () => service.reconnect(),
  holdTrend: (key) => service.holdTrend(key),
  releaseTrend: (key) => service.releaseTrend(key),
  // The window's arrays are transferred, not copied (up to an hour of points).
  trend: async (key) => {
    const s = await service.trend(key);
    return s ? Comlink.transfer(s, [s.t.buffer, ...s.values.map((v) => v.buffer)]) : null;
  },
  setLimits: (thresholds) => service.setLimits(thresholds),
  setTopology: (site, topology) => service.setTopology(site, topology),
  fetchAnswer: (call) => service.fetchAnswer(call),
  stop() {
    release();
    return service.stop();
  },
};

Comlink.expose(api);
