// Issue 17 "a 2-hour soak in kiosk mode": the kiosk URL left alone with its page rotation under
// the full station's live traffic. Every minute (after a forced GC): heap, DOM nodes, listeners,
// and whether the screen is still live in the same document (a window marker set at start
// survives only if the console never reloaded). Budgets: ARCHITECTURE §6 (heap grows < 5 MB;
// DOM nodes and listeners flat), no reload, live at the end.
import type { Browser, CDPSession, Page } from 'playwright-core';
import { BUDGETS, isFlat } from './budgets';
import { cdpMetrics } from './measure';
import { openTab } from './session';
import { MB, round, slope } from './stats';
import type { BudgetCheck, KioskSoakFigures, KioskSoakSample } from './types';

/** The issue's example kiosk URL, its rotation interval in seconds (30 in full runs, 10 in quick). */
export const kioskSoakUrl = (seconds: number) =>
  `/index/mainSys?kiosk=1&lang=en&theme=large&rotate=mainSys,powerSys:${seconds}`;
/** Samples are taken this far into each page's turn: every page at the same phase of its visit. */
const SAMPLE_PHASE = 0.7;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

declare global {
  interface Window {
    __kioskSoakMarker?: string;
  }
}

async function sample(page: Page, cdp: CDPSession, marker: string, atMs: number): Promise<KioskSoakSample> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const m = await cdpMetrics(cdp);
  const screen = await page.evaluate(
    (mark) => ({
      sameDocument: window.__kioskSoakMarker === mark,
      path: location.pathname,
      domNodes: window.__benchProbe?.read().domNodes ?? -1,
      strip: document.querySelector('[data-testid="kiosk-strip"]') !== null,
      connected:
        document
          .querySelector('[data-testid="kiosk-strip"] [data-testid="connection-badge"]')
          ?.getAttribute('data-state') === 'connected',
      ages: [...document.querySelectorAll('[data-testid="data-age"]')].map((e) => ({
        source: e.getAttribute('data-source'),
        stale: e.getAttribute('data-stale'),
      })),
    }),
    marker,
  );
  // Fresh: nothing on screen is stale, and at least one panel is fed by the live pipeline.
  const fresh = screen.ages.some((a) => a.source === 'live') && screen.ages.every((a) => a.stale === 'false');
  const why = fresh && screen.strip && screen.connected ? '' : JSON.stringify(screen.ages);
  return {
    atMs,
    heapUsedMB: (m.JSHeapUsedSize ?? 0) / MB,
    domNodes: screen.domNodes,
    cdpNodes: m.Nodes ?? 0,
    listeners: m.JSEventListeners ?? 0,
    path: screen.path,
    live: screen.strip && screen.connected && fresh,
    notLiveBecause: why || undefined,
    sameDocument: screen.sameDocument,
  };
}

/**
 * The floor of a figure at the start and at the end of the run, per page: the least value of the
 * first third of its samples and of the last third (at least one sample each). Transient extras
 * (a request in flight holding listeners, a popup) sit on top of the floor now and then; a leak
 * raises the floor itself. Returned for the page where the floor moved most.
 */
export function floorDrift(
  samples: readonly KioskSoakSample[],
  key: 'domNodes' | 'listeners' | 'heapUsedMB',
): { path: string; start: number; end: number } | null {
  let worst: { path: string; start: number; end: number } | null = null;
  for (const path of new Set(samples.map((s) => s.path))) {
    const same = samples.filter((s) => s.path === path).map((s) => s[key]);
    if (same.length < 2) continue;
    const third = Math.max(1, Math.floor(same.length / 3));
    const d = { path, start: Math.min(...same.slice(0, third)), end: Math.min(...same.slice(-third)) };
    if (!worst || Math.abs(d.end - d.start) > Math.abs(worst.end - worst.start)) worst = d;
  }
  return worst;
}

export async function kioskSoak(
  browser: Browser,
  baseURL: string,
  opts: {
    minutes: number;
    speed: number;
    cpuThrottle: number;
    rotateSeconds: number;
    log: (s: string) => void;
  },
): Promise<KioskSoakFigures> {
  const tab = await openTab(browser, baseURL, 'worker', opts.cpuThrottle);
  const { page, cdp } = tab;
  try {
    let loads = 0;
    let rotations = 0;
    const paths = new Set<string>();
    const url = kioskSoakUrl(opts.rotateSeconds);
    let moved: () => void = () => undefined;
    const nextMove = () =>
      new Promise<void>((resolve) => {
        const timeout = setTimeout(resolve, opts.rotateSeconds * 3000); // stuck: sample anyway
        moved = () => {
          clearTimeout(timeout);
          resolve();
        };
      });
    await page.goto(url);
    await page.locator('[data-testid="kiosk-strip"]').waitFor();
    await page.locator('[data-testid="data-age"][data-source="live"]').first().waitFor({ timeout: 90_000 });
    const marker = `soak-${Date.now()}`;
    await page.evaluate((m) => (window.__kioskSoakMarker = m), marker);
    page.on('load', () => loads++);
    page.on('framenavigated', (f) => {
      if (f !== page.mainFrame()) return;
      rotations++;
      paths.add(new URL(f.url()).pathname);
      moved();
    });
    paths.add(new URL(page.url()).pathname);

    // One sample per page turn, at the same phase of every visit (a page just shown is still
    // filling in: comparing it with itself later would read as growth).
    const totalMs = opts.minutes * 60_000;
    const samples: KioskSoakSample[] = [];
    const t0 = Date.now();
    for (;;) {
      await nextMove();
      await sleep(opts.rotateSeconds * 1000 * SAMPLE_PHASE);
      const s = await sample(page, cdp, marker, Date.now() - t0);
      samples.push(s);
      opts.log(
        `kiosk soak ${Math.round(s.atMs / 1000)} s on ${s.path}: heap ${s.heapUsedMB.toFixed(1)} MB, ` +
          `DOM ${s.domNodes}, listeners ${s.listeners}, ${s.live ? 'live' : `NOT LIVE ${s.notLiveBecause}`}` +
          `${s.sameDocument ? '' : ', RELOADED'}`,
      );
      if (Date.now() - t0 >= totalMs) break;
    }
    const hours = (Date.now() - t0) / 3_600_000;
    const slopes = [...new Set(samples.map((s) => s.path))].map((path) => {
      const same = samples.filter((s) => s.path === path);
      const fit = (k: 'heapUsedMB' | 'domNodes' | 'listeners') =>
        slope(same.map((s) => [s.atMs / 3_600_000, s[k]] as const));
      return {
        path,
        samples: same.length,
        heapMBPerHour: fit('heapUsedMB'),
        domPerHour: fit('domNodes'),
        listenersPerHour: fit('listeners'),
      };
    });
    const heapSlopes = slopes.map((s) => s.heapMBPerHour).filter((v): v is number => v !== null);
    const heap = floorDrift(samples, 'heapUsedMB');
    const last = samples.at(-1)!;
    return {
      url,
      minutes: hours * 60,
      speed: opts.speed,
      samples,
      slopes,
      heapFittedGrowthMB: heapSlopes.length ? Math.max(...heapSlopes) * hours : null,
      heapDriftMB: heap ? heap.end - heap.start : null,
      domDrift: floorDrift(samples, 'domNodes'),
      listenerDrift: floorDrift(samples, 'listeners'),
      rotations,
      pathsSeen: [...paths],
      reloaded: loads > 0 || samples.some((s) => !s.sameDocument),
      liveAtEnd: last.live && last.sameDocument,
    };
  } finally {
    await tab.close();
  }
}

const drift = (d: { path: string; start: number; end: number } | null) =>
  d ? `${d.start} → ${d.end} (${d.path})` : 'n/a (no page sampled twice)';

/**
 * Pass: heap after GC grows < 5 MB (the same page's last − first sample, and the least-squares
 * slope extrapolated over the run: one sample caught mid-render cannot pass or fail it alone);
 * DOM nodes and listeners of the same page flat (±2 %, min ±20: a row appearing in an alarm
 * list is not a leak, a list growing per tick is); the rotation moved; no reload; live at the end.
 */
export function kioskSoakChecks(k: KioskSoakFigures): BudgetCheck[] {
  const flat = `flat (±${BUDGETS.flatPercent} %, min ±${BUDGETS.flatMinimum})`;
  const fitted = k.heapFittedGrowthMB;
  return [
    {
      figure: `kiosk soak ${round(k.minutes, 1)} min: heap growth after GC (same page, floor of the last third − first third)`,
      value: k.heapDriftMB === null ? 'n/a (no page sampled twice)' : `${round(k.heapDriftMB, 2)} MB`,
      budget: `< ${BUDGETS.heapGrowthMB} MB`,
      pass: k.heapDriftMB === null ? null : k.heapDriftMB < BUDGETS.heapGrowthMB,
    },
    {
      figure: 'kiosk soak: heap growth the fitted slope implies over the run',
      value: fitted === null ? 'n/a' : `${round(fitted, 2)} MB`,
      budget: `< ${BUDGETS.heapGrowthMB} MB`,
      pass: fitted === null ? null : fitted < BUDGETS.heapGrowthMB,
    },
    {
      figure: 'kiosk soak: DOM nodes of the same page (floor, first → last third)',
      value: drift(k.domDrift),
      budget: flat,
      pass: k.domDrift === null ? null : isFlat(k.domDrift.end - k.domDrift.start, k.domDrift.start),
    },
    {
      figure: 'kiosk soak: listeners of the same page (floor, first → last third)',
      value: drift(k.listenerDrift),
      budget: flat,
      pass:
        k.listenerDrift === null
          ? null
          : isFlat(k.listenerDrift.end - k.listenerDrift.start, k.listenerDrift.start),
    },
    {
      figure: 'kiosk soak: rotation, reload, live at the end',
      value:
        `${k.rotations} moves over ${k.pathsSeen.join(', ')}; ${k.reloaded ? 'RELOADED' : 'no reload'}; ` +
        `${k.liveAtEnd ? 'live' : 'NOT live'} at the end (${k.samples.filter((x) => !x.live).length} of ${k.samples.length} samples not live)`,
      budget: 'moved, no reload, live',
      pass: k.rotations > 0 && !k.reloaded && k.liveAtEnd,
    },
  ];
}
