import { describe, expect, it } from 'vitest';
import { FLOW_NODES } from '@/features/main-sys/flow-direction';
import { dotKeyframes } from '@/features/main-sys/flow-dots';
import { BUS, branchCurve, branchPath, branchStops, NODE_POS } from '@/features/main-sys/flow-geometry';

describe('energy-flow geometry and motion', () => {
  it('draws each branch from the edge of its node box to the edge of the bus', () => {
    for (const node of FLOW_NODES) {
      const [from, , , to] = branchCurve(node);
      expect(Math.abs(from.x - NODE_POS[node].x)).toBe(60);
      expect(from.y).toBe(NODE_POS[node].y);
      expect(Math.abs(to.x - BUS.x)).toBe(BUS.r + 2);
      expect(to.y).toBe(BUS.y);
      expect(branchPath(node)).toBe(
        `M${from.x},${from.y} C${branchCurve(node)[1].x},${from.y} ${branchCurve(node)[2].x},${BUS.y} ${to.x},${to.y}`,
      );
    }
  });

  it("puts a dot's stops along the curve, equally far apart, from the node box to the bus", () => {
    for (const node of FLOW_NODES) {
      const stops = branchStops(node, 16);
      const [from, , , to] = branchCurve(node);
      expect(stops).toHaveLength(17);
      expect(stops[0]).toEqual(from);
      expect(stops[16].x).toBeCloseTo(to.x, 0);
      expect(stops[16].y).toBeCloseTo(to.y, 0);
      const gaps = stops.slice(1).map((p, i) => Math.hypot(p.x - stops[i].x, p.y - stops[i].y));
      // One speed through the bends: every step of the trip is as long as the others.
      for (const g of gaps) expect(g).toBeCloseTo(gaps[0], 0);
    }
  });

  it('moves a dot by transform alone (the compositor runs it), its centre on the curve', () => {
    const frames = dotKeyframes('pv');
    expect(frames).toHaveLength(17);
    for (const f of frames) expect(Object.keys(f).sort()).toEqual(['offset', 'transform']);
    const [from] = branchCurve('pv');
    // The 7-unit dot's corner sits half its size up and left of the curve.
    expect(frames[0]).toEqual({ offset: 0, transform: `translate(${from.x - 3.5}px,${from.y - 3.5}px)` });
    expect(frames[16].offset).toBe(1);
  });
});
