import { useEffect, useRef } from 'react';
import { SUMMARY_STRIDE, type ClusterTopology } from '@/contract/realtime-api';
import { selectSite } from '@/realtime/cluster-select';
import { realtimeStore, type ClusterFrame } from '@/realtime/realtime-store';
import { useClusterFrames } from '@/realtime/use-clusters';

export interface ClusterCells {
  topology: ClusterTopology;
  /** The whole frame's arrays; this cluster starts at topology.cellOffset. */
  voltageMv: Float32Array;
  tempDeciC: Float32Array;
  /** The whole frame's rack figures; this cluster's racks start at topology.rackOffset. */
  rackFigures: Float64Array;
  /** This cluster's summary row (SUMMARY_FIELDS). */
  summary: Float64Array;
  receivedAt: number;
}

export function pickCluster(frame: ClusterFrame, clusterNo: number): ClusterCells | null {
  const row = frame.topology.findIndex((x) => x.clusterNo === clusterNo);
  if (row < 0) return null;
  return {
    topology: frame.topology[row],
    voltageMv: frame.cellVoltageMv,
    tempDeciC: frame.cellTempDeciC,
    rackFigures: frame.rackFigures,
    summary: frame.summary.subarray(row * SUMMARY_STRIDE, (row + 1) * SUMMARY_STRIDE),
    receivedAt: frame.receivedAt,
  };
}

/**
 * Calls `onCells` with one cluster's cells on every frame (no React render) and keeps the
 * latest in the returned ref, for tooltips and detail cards. A change of `refreshKey` (scope,
 * metric) delivers the last frame again at once instead of waiting for the next batch.
 */
export function useClusterCells(
  site: string,
  clusterNo: number,
  onCells: (cells: ClusterCells) => void,
  refreshKey = '',
): React.RefObject<ClusterCells | null> {
  const latest = useRef<ClusterCells | null>(null);
  const listener = useRef(onCells);
  useEffect(() => {
    listener.current = onCells;
  });
  const deliver = (frame: ClusterFrame) => {
    const cells = pickCluster(frame, clusterNo);
    if (!cells) return;
    latest.current = cells;
    listener.current(cells);
  };
  useClusterFrames(site, deliver);
  useEffect(() => {
    const frame = realtimeStore.getState().clusters;
    if (frame) deliver(selectSite(frame, site));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliver reads only refs and these keys
  }, [site, clusterNo, refreshKey]);
  return latest;
}
