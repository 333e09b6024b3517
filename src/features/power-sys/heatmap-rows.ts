import { SUMMARY_COL, SUMMARY_STRIDE } from '@/contract/realtime-api';
import type { ClusterFrame } from '@/realtime/realtime-store';

/**
 * What the "All cells" canvas paints for each shown cluster, in its order: the offset of its cells
 * in the frame and its mean (the deviation mode's base). A cluster missing from the frame, or one
 * whose BMS is silent (issue 27), paints as no data (offset -1, mean NaN): its last cells would
 * be frozen numbers shown as live.
 */
export function heatmapRows(
  frame: Pick<ClusterFrame, 'topology' | 'summary'>,
  order: readonly number[],
  metric: 'voltage' | 'temperature',
  silent: ReadonlySet<number>,
): { offsets: number[]; means: number[] } {
  const rowOf = new Map(frame.topology.map((tp, i) => [tp.clusterNo, i]));
  const col = metric === 'voltage' ? SUMMARY_COL.meanCellMv : SUMMARY_COL.meanTempDeciC;
  const offsets: number[] = [];
  const means: number[] = [];
  for (const no of order) {
    const i = silent.has(no) ? undefined : rowOf.get(no);
    offsets.push(i === undefined ? -1 : frame.topology[i].cellOffset);
    means.push(i === undefined ? NaN : frame.summary[i * SUMMARY_STRIDE + col]);
  }
  return { offsets, means };
}
