import { describe, expect, it } from 'vitest';
import { SUMMARY_COL, SUMMARY_STRIDE } from '@/contract/realtime-api';
import type { ClusterTopology } from '@/contract/realtime-cluster-batch';
import { heatmapRows } from '@/features/power-sys/heatmap-rows';

/** Three clusters of 8 cells; each summary row's mean voltage is 3300 + its number, temperature 250 + it. */
function frame() {
  const topology = [1, 2, 3].map(
    (clusterNo, i): ClusterTopology =>
      ({
        clusterNo,
        containerNo: 1,
        racks: 2,
        cellsPerRack: 4,
        cellsPerPack: 4,
        cellOffset: i * 8,
      }) as ClusterTopology,
  );
  const summary = new Float64Array(3 * SUMMARY_STRIDE);
  topology.forEach((tp, i) => {
    summary[i * SUMMARY_STRIDE + SUMMARY_COL.meanCellMv] = 3300 + tp.clusterNo;
    summary[i * SUMMARY_STRIDE + SUMMARY_COL.meanTempDeciC] = 250 + tp.clusterNo;
  });
  return { topology, summary };
}

describe('heatmapRows (the "All cells" canvas)', () => {
  it("paints each shown cluster's cells in the shown order", () => {
    expect(heatmapRows(frame(), [3, 1], 'voltage', new Set())).toEqual({
      offsets: [16, 0],
      means: [3303, 3301],
    });
    expect(heatmapRows(frame(), [2], 'temperature', new Set()).means).toEqual([252]);
  });

  it('paints a silent cluster as no data, never its last cells', () => {
    const { offsets, means } = heatmapRows(frame(), [1, 2, 3], 'voltage', new Set([2]));
    expect(offsets).toEqual([0, -1, 16]);
    expect(means[0]).toBe(3301);
    expect(means[1]).toBeNaN();
    expect(means[2]).toBe(3303);
  });

  it('paints a cluster missing from the frame as no data', () => {
    const { offsets, means } = heatmapRows(frame(), [4], 'voltage', new Set());
    expect(offsets).toEqual([-1]);
    expect(means[0]).toBeNaN();
  });
});
