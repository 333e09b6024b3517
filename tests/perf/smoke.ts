// `npm test`'s bench smoke: the bench's own machinery (build check, Chromium, simulator, login,
// in-page probe, CDP metrics, one measuring window) on one page for a few seconds, unthrottled.
// It fails when the bench itself is broken (no page, no figures), never on a budget: budgets are
// judged by `npm run bench` on a quiet machine (README, "Performance").
import { existsSync } from 'node:fs';
import { startSimulator } from '../../simulator/server';
import { measureWindow, measureWork } from './measure';
import { launchBrowser, openMainSys, openTab } from './session';
import type { WindowFigures, WorkFigures } from './types';

const DIST = process.env.E2E_DIST ?? 'dist';

/** What must hold of any window the bench measures; empty when the figures are usable. */
export function smokeProblems(f: WindowFigures): string[] {
  const problems: string[] = [];
  const finite = (name: string, v: number) => {
    if (!Number.isFinite(v) || v < 0) problems.push(`${name} is ${v}`);
  };
  finite('windowMs', f.windowMs);
  finite('mainThreadShare', f.mainThreadShare);
  finite('heapUsedMB', f.heapUsedMB);
  if (f.windowMs <= 0) problems.push('the window lasted no time');
  if (f.domNodes <= 0) problems.push('the page has no DOM nodes');
  if (f.rafFrames <= 0) problems.push('no animation frame was seen');
  if (f.service.messages <= 0) problems.push('no realtime message arrived');
  return problems;
}

/** What must hold of the unthrottled work window (the inline comparison's figure, work-math.ts). */
export function workProblems(w: WorkFigures): string[] {
  const problems: string[] = [];
  if (!Number.isFinite(w.mainCpuMs) || w.mainCpuMs <= 0)
    problems.push(`no main-thread CPU time was read (ThreadTime gave ${w.mainCpuMs} ms)`);
  if (!(w.windowMs > 0)) problems.push('the work window lasted no time');
  if (w.messages <= 0) problems.push('no realtime message arrived in the work window');
  return problems;
}

async function main(): Promise<number> {
  if (!existsSync(`${DIST}/index.html`)) {
    console.error(`bench smoke: no built console in ${DIST}/ (run npx vite build first)`);
    return 1;
  }
  const browser = await launchBrowser();
  const sim = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    db: ':memory:',
    clusters: 2,
    racks: 2,
    cells: 8,
    speed: 1,
    seed: 7,
    distDir: DIST,
  });
  try {
    const tab = await openTab(browser, sim.url, 'worker', 1);
    try {
      await openMainSys(tab.page);
      const f = await measureWindow(tab.page, tab.cdp, {
        label: 'smoke/mainSys',
        windowMs: 3_000,
        warmupMs: 500,
        gapsMs: 1_000,
      });
      const w = await measureWork(tab.page, tab.cdp, { windowMs: 2_000, settleMs: 0, cpuThrottle: 1 });
      const problems = [...smokeProblems(f), ...workProblems(w)];
      console.log(
        `bench smoke, mainSys (worker, unthrottled, ${f.windowMs} ms): main thread ${(f.mainThreadShare * 100).toFixed(1)} %, ` +
          `${f.rafFrames} frames, ${f.domNodes} DOM nodes, ${f.service.messages} messages, heap ${f.heapUsedMB.toFixed(1)} MB; ` +
          `work window ${w.windowMs} ms: main-thread CPU ${w.mainCpuMs.toFixed(1)} ms, ${w.messages} messages`,
      );
      for (const p of problems) console.error(`bench smoke: ${p}`);
      return problems.length === 0 ? 0 : 1;
    } finally {
      await tab.close();
    }
  } catch (e) {
    console.error('bench smoke failed:', e);
    return 1;
  } finally {
    await browser.close();
    await sim.close();
  }
}

process.exitCode = await main();
