import { describe, expect, it } from 'vitest';
import { SUMMARY_COL, SUMMARY_STRIDE, type ClusterTopology } from '@/contract/realtime-api';
import { decodeRows, sameShownRows, shareRows } from '@/features/power-sys/summary-rows';

/* Issue 34: a frame re-renders only the tiles and rows of the clusters it changed. */

const topology: ClusterTopology[] = [1, 2, 3].map((clusterNo, i) => ({
  clusterNo,
  containerNo: 1,
  racks: 2,
  cellsPerRack: 4,
  cellsPerPack: 2,
  cellOffset: i * 8,
  rackOffset: i * 2,
}));

function summary(at: number, soc = [50, 60, 70]): Float64Array {
  const s = new Float64Array(topology.length * SUMMARY_STRIDE);
  soc.forEach((v, row) => {
    s[row * SUMMARY_STRIDE + SUMMARY_COL.soc] = v;
    s[row * SUMMARY_STRIDE + SUMMARY_COL.updatedAt] = at;
    s[row * SUMMARY_STRIDE + SUMMARY_COL.meanCellMv] = 3300 + at; // moves with every frame
  });
  return s;
}

describe('summary rows: structural sharing between frames', () => {
  it('a frame that changes only update times and means gives back the same rows array', () => {
    const a = decodeRows(topology, summary(1));
    const b = decodeRows(topology, summary(2));
    expect(shareRows(a, b)).toBe(a);
    expect(sameShownRows({ topology, summary: summary(1) }, { topology, summary: summary(2) })).toBe(true);
  });

  it('a changed cluster gets its new row; the others keep their objects', () => {
    const a = decodeRows(topology, summary(1));
    const shared = shareRows(a, decodeRows(topology, summary(2, [50, 61, 70])));
    expect(shared).not.toBe(a);
    expect(shared[0]).toBe(a[0]);
    expect(shared[1]).not.toBe(a[1]);
    expect(shared[1].soc).toBe(61);
    expect(shared[2]).toBe(a[2]);
    expect(
      sameShownRows({ topology, summary: summary(1) }, { topology, summary: summary(2, [50, 61, 70]) }),
    ).toBe(false);
  });

  it('a row going from REST (no update time) to live is new; a new topology is never the same', () => {
    const a = decodeRows(topology, summary(NaN));
    const b = decodeRows(topology, summary(5));
    expect(shareRows(a, b)[0]).toBe(b[0]);
    expect(
      sameShownRows({ topology, summary: summary(1) }, { topology: [...topology], summary: summary(1) }),
    ).toBe(false);
  });
});
