import { memo, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { FLOW_NODES, type FlowDirection, type FlowNode } from './flow-direction';
import { branchStops, FLOW_W } from './flow-geometry';

/** Dots moving along each active branch, and the seconds one takes from its node to the bus. */
export const DOTS_PER_BRANCH = 3;
const DOT_TRIP_S = 1.8;
/** Keyframes a trip (equal lengths of the curve: one speed through its bends). */
const STOPS = 16;
/** The dot's size in the figure's units. */
const DOT = 7;

/** A branch's line and dot colour: the storage by charge or discharge, the rest the primary. */
export function flowColour(node: FlowNode, dir: FlowDirection): string {
  if (dir === 'none') return 'var(--c-line)';
  if (node !== 'storage') return 'var(--c-primary)';
  return dir === 'in' ? 'var(--c-discharge)' : 'var(--c-charge)';
}

/** A trip from the node's box to the bus as transform keyframes (the dot's centre on the curve). */
export function dotKeyframes(node: FlowNode): Keyframe[] {
  return branchStops(node, STOPS).map((p, i) => ({
    offset: i / STOPS,
    transform: `translate(${p.x - DOT / 2}px,${p.y - DOT / 2}px)`,
  }));
}

const KEYFRAMES = Object.fromEntries(FLOW_NODES.map((node) => [node, dotKeyframes(node)])) as Record<
  FlowNode,
  Keyframe[]
>;

const DOT_CSS = `.ef-dot{position:absolute;left:0;top:0;width:${DOT}px;height:${DOT}px;border-radius:50%;will-change:transform}`;

const REDUCED = '(prefers-reduced-motion: reduce)';
const reducedQuery = () => (typeof window === 'undefined' ? undefined : window.matchMedia?.(REDUCED));
const subscribeReduced = (listener: () => void) => {
  const q = reducedQuery();
  q?.addEventListener?.('change', listener);
  return () => q?.removeEventListener?.('change', listener);
};
const readReduced = () => reducedQuery()?.matches ?? false;

/**
 * Whether the user asked for reduced motion. The dots are then not rendered at all: an animation
 * of a hidden element is not the compositor's, and the main thread would tick it every frame.
 */
const useReducedMotion = () => useSyncExternalStore(subscribeReduced, readReduced, () => false);

/**
 * One active branch's dots, spread evenly along it; none while it carries no power. They move by
 * Web Animations of transform alone: Chromium runs them on its compositor and the main thread does
 * nothing per frame (issue 34: the dash offset stepped 4 times a second restyled and repainted the
 * figure, ~11 % of a panel PC's main thread). Not CSS animations: each of their iterations sends
 * an event, a main-thread style pass per dot and trip (~7 a second).
 */
const BranchDots = memo(function BranchDots({ node, dir }: { node: FlowNode; dir: FlowDirection }) {
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const dots = box.current?.children;
    if (!dots || dir === 'none') return;
    const running: Animation[] = [];
    for (let i = 0; i < dots.length; i++) {
      const dot = dots[i] as HTMLElement;
      // (jsdom and old engines have no Web Animations: the dots then stay at the node)
      if (typeof dot.animate !== 'function') continue;
      running.push(
        dot.animate(KEYFRAMES[node], {
          duration: DOT_TRIP_S * 1000,
          iterations: Infinity,
          easing: 'linear',
          // 'in' flows from the node to the bus (the path's own direction), 'out' back.
          direction: dir === 'out' ? 'reverse' : 'normal',
          delay: (-DOT_TRIP_S * 1000 * i) / DOTS_PER_BRANCH,
        }),
      );
    }
    return () => running.forEach((a) => a.cancel());
  }, [node, dir]);
  if (dir === 'none') return null;
  return (
    <span ref={box} data-testid={`flow-dots-${node}`} data-direction={dir}>
      {Array.from({ length: DOTS_PER_BRANCH }, (_, i) => (
        <span key={i} className="ef-dot" style={{ background: flowColour(node, dir) }} />
      ))}
    </span>
  );
});

/**
 * The moving dots over the energy-flow figure: an HTML layer the size of the SVG, its content
 * drawn in the figure's units and scaled to the SVG's width (written on resize, no render).
 * Rendered only when a direction changes; nothing while `moving` is false (low power) or the user
 * prefers reduced motion.
 */
export const FlowDots = memo(function FlowDots({
  dirs,
  moving,
}: {
  dirs: Readonly<Record<FlowNode, FlowDirection>>;
  moving: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotion();
  useLayoutEffect(() => {
    const el = box.current;
    const content = inner.current;
    if (!el || !content || typeof ResizeObserver === 'undefined') return;
    const fit = (width: number) => {
      content.style.transform = `scale(${width / FLOW_W})`;
    };
    fit(el.clientWidth);
    const observer = new ResizeObserver((entries) => fit(entries[0]?.contentRect.width ?? 0));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={box}
      className="pointer-events-none absolute inset-0 overflow-hidden"
      aria-hidden
      data-testid="flow-dots"
    >
      <style>{DOT_CSS}</style>
      <div ref={inner} className="absolute left-0 top-0 origin-top-left" style={{ width: FLOW_W }}>
        {moving && !reduced
          ? FLOW_NODES.map((node) => <BranchDots key={node} node={node} dir={dirs[node]} />)
          : null}
      </div>
    </div>
  );
});
