import { useEffect, useRef } from 'react';

/** Steps a second and the dash pattern's period (`stroke-dasharray: 8 4`). */
export const FLOW_STEPS_PER_S = 4;
const PERIOD = 12;

/** The dash offset, in px, of step `n`: one period per second, then it wraps. */
export function flowOffset(n: number): number {
  return ((n % FLOW_STEPS_PER_S) * PERIOD) / FLOW_STEPS_PER_S;
}

/**
 * Moves the flow dashes by setting one CSS variable a few times a second, without a React render.
 * A CSS animation of stroke-dashoffset would restyle and repaint the SVG every frame (measured:
 * about 10 % of a ×4-throttled main thread); a transform animation of moving dots was not kept on
 * the compositor inside the app and cost as much. The variable is written on the lines' own layer
 * (the returned ref), once a step and only when it changes: the six lines inherit it, the boxes
 * and texts do not (set on the SVG root every node of the figure restyled; set on each line it
 * was six writes a step, 24 DOM mutations a second: issue 34). Stopped while `active` is false
 * (low power, or no branch moves) or the user prefers reduced motion.
 */
export function useFlowMotion(active: boolean) {
  const ref = useRef<SVGGElement>(null);
  useEffect(() => {
    const layer = ref.current;
    if (!layer || !active || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let n = 0;
    let written = '';
    const id = setInterval(() => {
      const offset = `${flowOffset(++n)}px`;
      if (offset === written) return;
      written = offset;
      layer.style.setProperty('--ef-offset', offset);
    }, 1000 / FLOW_STEPS_PER_S);
    return () => {
      clearInterval(id);
      layer.style.removeProperty('--ef-offset');
    };
  }, [active]);
  return ref;
}
