import { RACK_STRIDE, SUMMARY_STRIDE, type ClusterTopology } from '../contract/realtime-api';
import type { ClusterFrame } from './realtime-store';

/**
 * One site's part of a frame. When every row already belongs to the site (the usual case) the
 * frame is returned as is; otherwise its rows and cells are copied with rebased offsets.
 */
export function selectSite(frame: ClusterFrame, site: string): ClusterFrame {
  const rows = frame.topology.map((t, i) => [t, i] as const).filter(([t]) => !t.site || t.site === site);
  if (rows.length === frame.topology.length) return frame;
  const cellsOf = (t: ClusterTopology) => t.racks * t.cellsPerRack;
  const totalCells = rows.reduce((n, [t]) => n + cellsOf(t), 0);
  const summary = new Float64Array(rows.length * SUMMARY_STRIDE);
  const volts = new Float32Array(totalCells);
  const temps = new Float32Array(totalCells);
  const racks = new Float64Array(rows.reduce((n, [t]) => n + t.racks, 0) * RACK_STRIDE);
  const topology: ClusterTopology[] = [];
  let offset = 0;
  let rackOffset = 0;
  rows.forEach(([t, i], row) => {
    const n = cellsOf(t);
    summary.set(frame.summary.subarray(i * SUMMARY_STRIDE, (i + 1) * SUMMARY_STRIDE), row * SUMMARY_STRIDE);
    volts.set(frame.cellVoltageMv.subarray(t.cellOffset, t.cellOffset + n), offset);
    temps.set(frame.cellTempDeciC.subarray(t.cellOffset, t.cellOffset + n), offset);
    racks.set(
      frame.rackFigures.subarray(t.rackOffset * RACK_STRIDE, (t.rackOffset + t.racks) * RACK_STRIDE),
      rackOffset * RACK_STRIDE,
    );
    topology.push({ ...t, cellOffset: offset, rackOffset });
    offset += n;
    rackOffset += t.racks;
  });
  return {
    topology,
    summary,
    cellVoltageMv: volts,
    cellTempDeciC: temps,
    rackFigures: racks,
    receivedAt: frame.receivedAt,
    worst: frame.worst,
  };
}
