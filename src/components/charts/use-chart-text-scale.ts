import { useSyncExternalStore } from 'react';
import { cssVar, onThemeChange } from './chart-theme';

/*
 * The skin's chart-label scale (--chart-text-scale in styles.css: 1 in dark and light, larger in
 * the wall skin, issue 30) for the SVG charts, whose label sizes and the room they leave for
 * labels are numbers in JS. lightweight-charts reads the same variable in themeOptions().
 */

const read = () => Number.parseFloat(cssVar('--chart-text-scale', '1')) || 1;

let cached: number | null = null;
let listeners = 0;

function subscribe(onChange: () => void): () => void {
  listeners += 1;
  const stop = onThemeChange(() => {
    cached = read();
    onChange();
  });
  return () => {
    stop();
    listeners -= 1;
    // Nobody follows the skin any more: the next reader reads it afresh.
    if (listeners === 0) cached = null;
  };
}

/** Read once per skin change, not on every render (a grid re-renders while hovered). */
function snapshot(): number {
  if (cached === null || listeners === 0) cached = read();
  return cached;
}

export function useChartTextScale(): number {
  return useSyncExternalStore(subscribe, snapshot, () => 1);
}

/** A label size of the dark skin (px) in the current skin, rounded to a half pixel. */
export const chartFontPx = (px: number, scale: number) => Math.round(px * scale * 2) / 2;
