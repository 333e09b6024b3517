import { useEffect, useRef } from 'react';

/** Steps a second and the dash pattern's period (`stroke-dasharray: 8 4`). */
export const FLOW_STEPS_PER_S = 4;
const PERIOD = 12;

/** The dash offset, in px, of step `n`: one period per second, then it wraps. */
export function flowOffset(n: number): number {
  return ((n % FLOW_STEPS_PER_S) * PERIOD) / FLOW_STEPS_PER_S;
}

/**
 * Moves the flow dashes by setting one CSS variable on the lines of the SVG a few times a second,
 * without a React render. A CSS animation of stroke-dashoffset would restyle and repaint the SVG every
 * frame (measured: about 10 % of a ×4-throttled main thread); a transform animation of moving
 * dots was not kept on the compositor inside the app and cost as much. Four small repaints a
 * second cost well under 1 %. Stopped while `active` is false or the user prefers reduced motion.
 */
export function useFlowMotion(active: boolean) {
  const ref = useRef<SVGSVGElement>(null);
  useEffect(() => {
    const svg = ref.current;
    if (!svg || !active || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let n = 0;
    // Set on the lines themselves, not the SVG: a custom property set on the root is inherited by
    // every node of the figure (boxes, texts), and each step restyled them all (issue 34: ~2 ms
    // per step at CPU x1 in the mainSys profile, the page's largest script cost).
    const lines = () => svg.querySelectorAll<SVGElement>('.ef-line');
    const id = setInterval(() => {
      const offset = `${flowOffset(++n)}px`;
      for (const line of lines()) line.style.setProperty('--ef-offset', offset);
    }, 1000 / FLOW_STEPS_PER_S);
    return () => {
      clearInterval(id);
      for (const line of lines()) line.style.removeProperty('--ef-offset');
    };
  }, [active]);
  return ref;
}
