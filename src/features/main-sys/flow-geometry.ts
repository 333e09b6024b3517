import type { FlowNode } from './flow-direction';

/** Drawing size of the energy-flow SVG (user units). */
export const FLOW_W = 640;
export const FLOW_H = 360;
export const BUS = { x: FLOW_W / 2, y: FLOW_H / 2, r: 34 };

export const NODE_POS: Record<FlowNode, { x: number; y: number }> = {
  pv: { x: 110, y: 70 },
  grid: { x: 530, y: 70 },
  generator: { x: 110, y: 180 },
  load: { x: 530, y: 180 },
  storage: { x: 110, y: 290 },
  charging: { x: 530, y: 290 },
};

type Point = { x: number; y: number };

/** The four points of a branch's cubic curve, drawn from the node's box edge to the bus. */
export function branchCurve(node: FlowNode): [Point, Point, Point, Point] {
  const p = NODE_POS[node];
  const left = p.x < BUS.x;
  const from = { x: p.x + (left ? 60 : -60), y: p.y };
  const midX = (from.x + BUS.x) / 2;
  const to = { x: BUS.x + (left ? -(BUS.r + 2) : BUS.r + 2), y: BUS.y };
  return [from, { x: midX, y: p.y }, { x: midX, y: BUS.y }, to];
}

export function branchPath(node: FlowNode): string {
  const [a, b, c, d] = branchCurve(node);
  return `M${a.x},${a.y} C${b.x},${b.y} ${c.x},${c.y} ${d.x},${d.y}`;
}
