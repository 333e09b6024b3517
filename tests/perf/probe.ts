import type { RealtimeDiagnostics } from '../../src/contract/realtime-api';
import type { LoafSample } from './types';

/** What the in-page probe reports for the window since its last reset. */
export interface ProbeReading {
  loafOver50: number;
  /** Frames over 100 ms (the period switches' budget), every one: not only the worst five's. */
  loafOver100: number;
  loafTotal: number;
  longTasks: number;
  /** Frame gaps in ms, oldest first (at most the ring size). */
  gaps: number[];
  worstLoaf: LoafSample[];
  domNodes: number;
  loafSupported: boolean;
}

declare global {
  interface Window {
    __benchProbe?: { reset(raf?: boolean): void; read(): ProbeReading };
    /** Exposed by the console (src/realtime/diagnostics.ts). */
    __realtimeDiagnostics?: () => Promise<RealtimeDiagnostics>;
    __realtimePipeline?: string;
  }
}

/**
 * Installed with addInitScript in every document. Bounded memory (a fixed ring of frame gaps,
 * the 5 worst frames), so the probe itself cannot show up as heap growth in the soak.
 */
export function installProbe(): void {
  const RING = 1 << 15;
  const gaps = new Float64Array(RING);
  let gapCount = 0;
  let last = 0;
  let loafOver50 = 0;
  let loafOver100 = 0;
  let loafTotal = 0;
  let longTasks = 0;
  let worst: LoafSample[] = [];
  // A rAF loop makes Chromium produce a frame every vsync, which costs main-thread time of its
  // own; it runs only while frame gaps are measured, never while busy time is.
  let rafOn = false;
  const frame = (t: number) => {
    if (!rafOn) return;
    if (last > 0) gaps[gapCount++ % RING] = t - last;
    last = t;
    requestAnimationFrame(frame);
  };

  interface LoafEntry extends PerformanceEntry {
    blockingDuration: number;
    scripts: Array<{ invoker: string; sourceURL: string; sourceFunctionName: string; duration: number }>;
  }
  const types = PerformanceObserver.supportedEntryTypes;
  const loafSupported = types.includes('long-animation-frame');
  if (loafSupported)
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as LoafEntry[]) {
        loafTotal++;
        if (e.duration <= 50) continue;
        loafOver50++;
        if (e.duration > 100) loafOver100++;
        const sample: LoafSample = {
          durationMs: Math.round(e.duration),
          blockingMs: Math.round(e.blockingDuration),
          scripts: [...e.scripts]
            .sort((a, b) => b.duration - a.duration)
            .slice(0, 3)
            .map((s) => ({
              invoker: s.invoker,
              source: `${s.sourceURL.replace(/^.*\//, '')}${s.sourceFunctionName ? `:${s.sourceFunctionName}` : ''}`,
              durationMs: Math.round(s.duration),
            })),
        };
        worst = [...worst, sample].sort((a, b) => b.durationMs - a.durationMs).slice(0, 5);
      }
    }).observe({ type: 'long-animation-frame' });
  if (types.includes('longtask'))
    new PerformanceObserver((list) => {
      longTasks += list.getEntries().length;
    }).observe({ type: 'longtask' });

  const countNodes = () => {
    const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
    let n = 0;
    while (walker.nextNode()) n++;
    return n;
  };
  window.__benchProbe = {
    reset(raf = false) {
      gapCount = 0;
      last = 0;
      if (raf && !rafOn) requestAnimationFrame(frame);
      rafOn = raf;
      loafOver50 = loafOver100 = loafTotal = longTasks = 0;
      worst = [];
    },
    read() {
      const n = Math.min(gapCount, RING);
      const start = gapCount > RING ? gapCount % RING : 0;
      const ordered: number[] = [];
      for (let i = 0; i < n; i++) ordered.push(gaps[(start + i) % RING]);
      return {
        loafOver50,
        loafOver100,
        loafTotal,
        longTasks,
        gaps: ordered,
        worstLoaf: worst,
        domNodes: countNodes(),
        loafSupported,
      };
    },
  };
}
