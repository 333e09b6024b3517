import { memo, useCallback, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useChartTextScale } from '@/components/charts/use-chart-text-scale';
import type { Language } from '@/lib/i18n/languages';
import { useOfflineParts } from '@/realtime/use-device-reporting';
import { usePreferences } from '@/stores/preferences';
import {
  branchPower,
  branchState,
  FLOW_NODES,
  offlineNodes,
  type FlowDirection,
  type FlowNode,
} from './flow-direction';
import { nodeAlarmColours, useNodeAlarms, type NodeAlarm } from './flow-alarms';
import { BUS, branchPath, FLOW_H, FLOW_W, NODE_POS } from './flow-geometry';
import { labelEm } from './flow-text';
import { FlowDots, flowColour } from './flow-dots';
import { flowFigure, useFlowFigures } from './use-flow-figures';
import { useFlowShape } from './use-station';

const ICON: Record<FlowNode, string> = {
  pv: '☀',
  grid: '⚡',
  load: '⌂',
  storage: '▥',
  generator: '⚙',
  charging: '⏚',
};

/**
 * One branch's line, under the boxes: memoised on its direction alone, so a new figure never
 * touches it. A carrying line is solid and its dots move over it (FlowDots); an idle one dotted.
 */
const FlowLine = memo(function FlowLine({ node, dir }: { node: FlowNode; dir: FlowDirection }) {
  return (
    <path
      className="ef-line"
      data-node={node}
      data-testid={`flow-line-${node}`}
      data-direction={dir}
      d={branchPath(node)}
      fill="none"
      stroke={flowColour(node, dir)}
      strokeWidth={3}
      strokeOpacity={dir === 'none' ? undefined : 0.45}
      strokeDasharray={dir === 'none' ? '2 6' : undefined}
      markerEnd={dir === 'in' ? 'url(#ef-arrow)' : undefined}
      markerStart={dir === 'out' ? 'url(#ef-arrow)' : undefined}
    />
  );
});

/**
 * One branch's box: its power and state (its line is FlowLine's). Memoised on what it draws: live,
 * its figure is written into the empty value text by useFlowFigures (kw null), so a station
 * message renders a branch only when its direction, alarm or offline state changed.
 */
const FlowBranch = memo(function FlowBranch({
  node,
  dir,
  kw,
  aux,
  alarm,
  language,
  offline,
  boxH,
}: {
  node: FlowNode;
  dir: FlowDirection;
  /** The REST figure; null while live (written by useFlowFigures). */
  kw: number | null;
  /** Its devices do not report (issue 27): 'Offline', no figure. */
  offline: boolean;
  /** The storage's auxiliary consumption: a REST figure, null while live (written), undefined if none. */
  aux: number | null | undefined;
  /** The node's most severe active alarm (its devices' alarm types, flow-alarms.ts). */
  alarm: NodeAlarm | undefined;
  language: Language;
  /** The box's height: taller in the wall skin, for its larger texts (not wider: the arrows end at its sides). */
  boxH: number;
}) {
  const { t } = useTranslation(['overview', 'monitor']);
  const p = NODE_POS[node];
  const box = nodeAlarmColours(alarm?.level);
  const value = offline ? '--' : kw === null ? null : flowFigure(kw, language);
  const name = `${ICON[node]} ${t(`flow.node.${node}`)}`;
  const alarmText =
    alarm && alarm.level <= 2 ? t(`flow.alarmL${alarm.level as 1 | 2}`, { count: alarm.count }) : null;
  return (
    <g
      key={node}
      data-testid={`flow-${node}`}
      data-direction={dir}
      data-state={branchState(node, dir)}
      data-kw={offline || kw === null || !Number.isFinite(kw) ? undefined : kw}
      data-alarm={alarm?.level ?? 0}
      data-offline={offline || undefined}
    >
      <rect
        x={p.x - 60}
        y={p.y - boxH / 2}
        width={120}
        height={boxH}
        rx={8}
        fill={box.fill}
        stroke={offline && !alarm ? 'var(--c-danger)' : box.stroke}
        strokeWidth={alarm || offline ? 2.5 : 1}
        strokeDasharray={offline && !alarm ? '4 3' : undefined}
      />
      <text
        x={p.x}
        y={p.y - 11}
        textAnchor="middle"
        fontSize={13}
        fill="var(--c-muted)"
        className="ef-name"
        // The wall skin's larger name shrinks by its width to stay inside the box (flow-text.ts).
        style={{ '--ef-name-em': labelEm(name) } as CSSProperties}
      >
        {name}
      </text>
      <text
        x={p.x}
        y={p.y + 8}
        textAnchor="middle"
        fontSize={15}
        fontWeight={600}
        fill="var(--c-fg)"
        className="ef-value"
        // The wall skin's larger figure shrinks by its length to stay inside the 120-unit box.
        style={value === null ? undefined : ({ '--ef-chars': value.length } as CSSProperties)}
      >
        {value}
      </text>
      {/* An L1/L2 alarm replaces the power state: a faulted storage never reads a calm "idle". */}
      <text
        x={p.x}
        y={p.y + 24}
        textAnchor="middle"
        fontSize={11}
        fill={alarmText ? box.stroke : offline ? 'var(--c-danger)' : 'var(--c-muted)'}
        fontWeight={alarmText || offline ? 700 : undefined}
        className="ef-state"
        data-testid={`flow-${node}-state`}
      >
        {alarmText ?? (offline ? t('monitor:offline.label') : t(`flow.state.${branchState(node, dir)}`))}
      </text>
      {aux !== undefined && !offline ? (
        // The storage system's own consumption (HVAC, BMS) also draws on the bus:
        // grid = load − pv − storage − generator + auxiliary (issue 29).
        <text
          x={p.x}
          y={p.y + 46}
          textAnchor="middle"
          fontSize={11}
          fill="var(--c-muted)"
          data-testid="flow-aux"
          data-kw={aux ?? undefined}
        >
          {aux === null ? null : t('flow.aux', { kw: flowFigure(aux, language) })}
        </text>
      ) : null}
    </g>
  );
});

/**
 * Live energy flow: one SVG, six branches to the bus. Arrow direction follows the sign
 * conventions, and the dashes of each active branch step along it (useFlowMotion).
 */
export const EnergyFlow = memo(function EnergyFlow({ site }: { site: string }) {
  const { t } = useTranslation('overview');
  // Directions only: live figures are written, not rendered (useFlowFigures).
  const { shape, rest } = useFlowShape(site);
  const alarms = useNodeAlarms();
  const parts = useOfflineParts(site);
  const offline = useMemo(() => new Set(offlineNodes(parts)), [parts]);
  // The low-power profile keeps the arrows and stops the moving dots.
  const still = usePreferences((s) => s.lowPower);
  const language = usePreferences((s) => s.language);
  const dirOf = (node: FlowNode): FlowDirection => (offline.has(node) ? 'none' : (shape?.[node] ?? 'none'));
  const dirs = useMemo(
    () =>
      Object.fromEntries(FLOW_NODES.map((node) => [node, dirOf(node)])) as Record<FlowNode, FlowDirection>,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shape, offline],
  );
  const live = shape !== null && rest === null;
  const aux = !shape?.aux ? undefined : live ? null : (rest?.auxPowerKw as number);
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  const sayAux = useCallback((figure: string) => t('flow.aux', { kw: figure }), [t]);
  useFlowFigures(svg, site, live, offline, language, sayAux, shape?.aux ?? false);
  // The wall skin's larger texts (--chart-text-scale, issue 30) get a taller box: 60 -> 72 units.
  const boxH = Math.round(60 * (1 + (useChartTextScale() - 1) * 0.8));
  return (
    <figure
      className="isolate rounded-lg border border-line bg-surface p-3"
      data-testid="energy-flow"
      data-still={still}
    >
      <figcaption className="mb-1 text-sm font-semibold text-fg">{t('flow.title')}</figcaption>
      <div className="relative">
        <svg
          ref={setSvg}
          viewBox={`0 0 ${FLOW_W} ${FLOW_H}`}
          className="h-auto w-full"
          role="img"
          aria-label={t('flow.title')}
        >
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
            r={BUS.r}
            fill="var(--c-surface-2)"
            stroke="var(--c-primary)"
            strokeWidth={2}
          />
          <text x={BUS.x} y={BUS.y + 4} textAnchor="middle" fontSize={13} fill="var(--c-fg)">
            {t('flow.bus')}
          </text>
          <g className="ef-lines" data-testid="flow-lines">
            {FLOW_NODES.map((node) => (
              <FlowLine key={node} node={node} dir={dirOf(node)} />
            ))}
          </g>
          {FLOW_NODES.map((node) => (
            <FlowBranch
              key={node}
              node={node}
              dir={dirOf(node)}
              kw={live ? null : rest && !offline.has(node) ? branchPower(rest, node) : NaN}
              offline={offline.has(node)}
              aux={node === 'storage' ? aux : undefined}
              alarm={alarms[node]}
              language={language}
              boxH={boxH}
            />
          ))}
        </svg>
        <FlowDots dirs={dirs} moving={!still} />
      </div>
    </figure>
  );
});
