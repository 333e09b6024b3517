import { describe, expect, it } from 'vitest';
import { FLOW_NODES } from '@/features/main-sys/flow-direction';
import { BUS, branchCurve, branchPath, NODE_POS } from '@/features/main-sys/flow-geometry';
import { flowOffset, FLOW_STEPS_PER_S } from '@/features/main-sys/use-flow-motion';

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

  it('steps the dashes through one 12 px period a second, then wraps', () => {
    const offsets = Array.from({ length: FLOW_STEPS_PER_S + 1 }, (_, i) => flowOffset(i));
    expect(offsets).toEqual([0, 3, 6, 9, 0]);
  });
});
