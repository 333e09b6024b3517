import { useLayoutEffect } from 'react';
import type { StationRealtime } from '@/contract/realtime-payloads';
import { topics } from '@/contract/topics';
import { formatQuantity } from '@/lib/format/quantity';
import type { Language } from '@/lib/i18n/languages';
import { setText } from '@/lib/set-text';
import { realtimeStore } from '@/realtime/realtime-store';
import { branchPower, FLOW_NODES, type FlowNode } from './flow-direction';
import { shownPowers } from './use-station';

/** A branch's figure as shown ('120.0 kW'). */
export const flowFigure = (kw: number, language: Language) => formatQuantity(kw, 'power', language, 1);

/** Where one branch's figure goes: its group (data-kw) and its value text. */
interface Cell {
  node: FlowNode;
  g: Element;
  value: SVGTextElement;
  text?: string;
  kw?: string;
}

/**
 * Writes the live branch figures into the flow diagram's value texts (and each group's data-kw,
 * the storage's auxiliary line), straight from the store: a 1 Hz message that changes figures but
 * no direction renders no React component (issue 34: every branch whose 0.1 kW moved rendered).
 * React draws the boxes, the states and the lines, and renders the value texts empty while live;
 * a text is written only when it changed, the figure's length (--ef-chars) only when it changed.
 * Offline nodes are left alone ('--', React's). Runs again, writing everything, when the diagram
 * is redrawn in another shape: live or not, offline nodes, language, the aux line shown.
 */
export function useFlowFigures(
  svg: SVGSVGElement | null,
  site: string,
  live: boolean,
  offline: ReadonlySet<FlowNode>,
  language: Language,
  sayAux: (figure: string) => string,
  hasAux: boolean,
): void {
  useLayoutEffect(() => {
    if (!svg || !live) return;
    const topic = topics.station(site);
    const cells: Cell[] = [];
    for (const node of FLOW_NODES) {
      const g = svg.querySelector(`[data-testid="flow-${node}"]`);
      const value = g?.querySelector<SVGTextElement>('.ef-value');
      if (!g || !value) continue;
      // An offline node shows no figure: React draws its '--'; its last written data-kw goes.
      if (offline.has(node)) g.removeAttribute('data-kw');
      else cells.push({ node, g, value });
    }
    const aux = hasAux && !offline.has('storage') ? svg.querySelector('[data-testid="flow-aux"]') : null;
    let auxKw: string | undefined;
    let entry: unknown;
    const run = () => {
      const e = realtimeStore.getState().topics[topic];
      if (e === entry) return;
      entry = e;
      const v = e?.value as StationRealtime | undefined;
      if (!v) return;
      const p = shownPowers(v);
      for (const c of cells) {
        const kw = branchPower(p, c.node);
        const text = flowFigure(kw, language);
        if (text !== c.text) {
          // The wall skin's larger figure shrinks by its length to stay inside the box.
          if (text.length !== c.text?.length) c.value.style.setProperty('--ef-chars', String(text.length));
          c.text = text;
          setText(c.value, text);
        }
        const kwAttr = Number.isFinite(kw) ? String(kw) : '';
        if (kwAttr !== c.kw) {
          c.kw = kwAttr;
          if (kwAttr) c.g.setAttribute('data-kw', kwAttr);
          else c.g.removeAttribute('data-kw');
        }
      }
      if (aux && p.auxPowerKw !== undefined && Number.isFinite(p.auxPowerKw)) {
        const kwAttr = String(p.auxPowerKw);
        if (kwAttr !== auxKw) {
          auxKw = kwAttr;
          setText(aux, sayAux(flowFigure(p.auxPowerKw, language)));
          aux.setAttribute('data-kw', kwAttr);
        }
      }
    };
    run();
    return realtimeStore.subscribe(run);
  }, [svg, site, live, offline, language, sayAux, hasAux]);
}
