import type { RealtimeBatch } from '../../src/contract/realtime-api';

/**
 * The buffers of a batch that cross to the page by transfer, not by copy: the cluster summary,
 * cell and rack arrays (each with its own buffer, built fresh for every batch by ClusterTable).
 */
export function batchTransferables(batch: RealtimeBatch): Transferable[] {
  const c = batch.clusters;
  return c ? [c.summary.buffer, c.cellVoltageMv.buffer, c.cellTempDeciC.buffer, c.rackFigures.buffer] : [];
}
