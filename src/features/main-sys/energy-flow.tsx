import { useTranslation } from 'react-i18next';
import { formatLarge } from '@/lib/format/number';
import { usePreferences } from '@/stores/preferences';
import { branchPower, branchState, flowDirections, FLOW_NODES, type FlowNode } from './flow-direction';
import type { StationPowers } from './use-station';

const W = 640;
const H = 360;
const BUS = { x: W / 2, y: H / 2 };
const POS: Record<FlowNode, { x: number; y: number }> = {
  pv: { x: 110, y: 70 },
  grid: { x: 530, y: 70 },
  generator: { x: 110, y: 180 },
  load: { x: 530, y: 180 },
  storage: { x: 110, y: 290 },
  charging: { x: 530, y: 290 },
};
const ICON: Record<FlowNode, string> = {
  pv: '☀',
  grid: '⚡',
  load: '⌂',
  storage: '▥',
  generator: '⚙',
  charging: '⏚',
};

/**
 * Live energy flow: one SVG, six branches to the bus. Arrow direction follows the sign
 * conventions; the moving dashes are a CSS animation (no JavaScript per frame) in 4 steps a
 * second, so a low-power panel repaints the lines 4 times a second rather than 60.
 */
export function EnergyFlow({ powers }: { powers: StationPowers | null }) {
  const { t } = useTranslation('overview');
  const dirs = powers ? flowDirections(powers) : null;
  // The low-power profile keeps the arrows but stops the moving dashes (a repaint every frame).
  const still = usePreferences((s) => s.lowPower);
  return (
    <figure
      className="rounded-lg border border-line bg-surface p-3"
      data-testid="energy-flow"
      data-still={still}
    >
      <figcaption className="mb-1 text-sm font-semibold text-fg">{t('flow.title')}</figcaption>
      <style>{`
        @keyframes ef-dash { to { stroke-dashoffset: -12; } }
        .ef-line { stroke-dasharray: 8 4; animation: ef-dash 1s steps(4) infinite; }
        .ef-line[data-reverse='true'] { animation-direction: reverse; }
        .ef-line[data-direction='none'] { animation: none; stroke-dasharray: 2 6; }
        @media (prefers-reduced-motion: reduce) { .ef-line { animation: none; } }
        [data-still='true'] .ef-line { animation: none; }
      `}</style>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={t('flow.title')}>
        <defs>
          <marker
            id="ef-arrow"
            viewBox="0 0 10 10"
            refX="5"
            refY="5"
            markerWidth="5"
            markerHeight="5"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" fill="var(--c-primary)" />
          </marker>
        </defs>
        <circle
          cx={BUS.x}
          cy={BUS.y}
          r={34}
          fill="var(--c-surface-2)"
          stroke="var(--c-primary)"
          strokeWidth={2}
        />
        <text x={BUS.x} y={BUS.y + 4} textAnchor="middle" fontSize={13} fill="var(--c-fg)">
          {t('flow.bus')}
        </text>
        {FLOW_NODES.map((node) => {
          const p = POS[node];
          const dir = dirs?.[node] ?? 'none';
          const kw = powers ? branchPower(powers, node) : NaN;
          // Lines are drawn node → bus; an outgoing flow reverses the dash animation and the arrow.
          const fromX = p.x + (p.x < BUS.x ? 60 : -60);
          return (
            <g
              key={node}
              data-testid={`flow-${node}`}
              data-direction={dir}
              data-state={branchState(node, dir)}
              data-kw={kw}
            >
              <path
                className="ef-line"
                data-direction={dir}
                data-reverse={dir === 'out'}
                d={`M${fromX},${p.y} C${(fromX + BUS.x) / 2},${p.y} ${(fromX + BUS.x) / 2},${BUS.y} ${BUS.x + (p.x < BUS.x ? -36 : 36)},${BUS.y}`}
                fill="none"
                stroke={
                  dir === 'none'
                    ? 'var(--c-line)'
                    : node === 'storage'
                      ? dir === 'in'
                        ? 'var(--c-discharge)'
                        : 'var(--c-charge)'
                      : 'var(--c-primary)'
                }
                strokeWidth={3}
                markerEnd={dir === 'in' ? 'url(#ef-arrow)' : undefined}
                markerStart={dir === 'out' ? 'url(#ef-arrow)' : undefined}
              />
              <rect
                x={p.x - 60}
                y={p.y - 30}
                width={120}
                height={60}
                rx={8}
                fill="var(--c-surface-2)"
                stroke="var(--c-line)"
              />
              <text x={p.x} y={p.y - 10} textAnchor="middle" fontSize={13} fill="var(--c-muted)">
                {ICON[node]} {t(`flow.node.${node}`)}
              </text>
              <text x={p.x} y={p.y + 8} textAnchor="middle" fontSize={15} fontWeight={600} fill="var(--c-fg)">
                {formatLarge(kw, 1)} kW
              </text>
              <text x={p.x} y={p.y + 23} textAnchor="middle" fontSize={11} fill="var(--c-muted)">
                {t(`flow.state.${branchState(node, dir)}`)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
