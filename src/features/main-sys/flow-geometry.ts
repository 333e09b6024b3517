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

const cubicAt = ([a, b, c, d]: [Point, Point, Point, Point], t: number): Point => {
  const u = 1 - t;
  const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return {
    x: w[0] * a.x + w[1] * b.x + w[2] * c.x + w[3] * d.x,
    y: w[0] * a.y + w[1] * b.y + w[2] * c.y + w[3] * d.y,
  };
};

/**
 * `n` + 1 points along a branch's curve from its node box to the bus, equally far apart along
 * the curve (not in its parameter: a dot moving between them keeps one speed through the bends).
 */
export function branchStops(node: FlowNode, n: number): Point[] {
  const curve = branchCurve(node);
  const fine = 256;
  const pts = Array.from({ length: fine + 1 }, (_, i) => cubicAt(curve, i / fine));
  const along = [0];
  for (let i = 1; i <= fine; i++)
    along.push(along[i - 1] + Math.hypot(pts[i].x - pts[i - 1].x, pts[i].y - pts[i - 1].y));
  const total = along[fine];
  const out: Point[] = [];
  let j = 0;
  for (let k = 0; k <= n; k++) {
    const want = (total * k) / n;
    while (j < fine - 1 && along[j + 1] < want) j++;
    const f = along[j + 1] === along[j] ? 0 : (want - along[j]) / (along[j + 1] - along[j]);
    const p = { x: pts[j].x + (pts[j + 1].x - pts[j].x) * f, y: pts[j].y + (pts[j + 1].y - pts[j].y) * f };
    out.push({ x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 });
  }
  return out;
}
