import { useEffect, useRef } from 'react';

/** Steps a second and the dash pattern's period (`stroke-dasharray: 8 4`). */
export const FLOW_STEPS_PER_S = 4;
const PERIOD = 12;

/** The dash offset, in px, of step `n`: one period per second, then it wraps. */
export function flowOffset(n: number): number {
  return ((n % FLOW_STEPS_PER_S) * PERIOD) / FLOW_STEPS_PER_S;
}

/**
 * Moves the flow dashes by setting one CSS variable on the SVG a few times a second, without a
 * React render. A CSS animation of stroke-dashoffset would restyle and repaint the SVG every
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
    const id = setInterval(
      () => svg.style.setProperty('--ef-offset', `${flowOffset(++n)}px`),
      1000 / FLOW_STEPS_PER_S,
    );
    return () => {
      clearInterval(id);
      svg.style.removeProperty('--ef-offset');
    };
  }, [active]);
  return ref;
}
