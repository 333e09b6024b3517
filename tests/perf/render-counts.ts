// `npm run bench -- --only renders --window-seconds 10`: what each live page does per realtime
// batch, counted rather than timed (issue 34): React components rendered, commits and DOM mutation
// records per batch and per second, and the components that render most. Counts do not depend on
// the machine's speed or load, so a change can be judged on a busy machine. Beside them, the
// renderer main thread's CPU time over the window per batch (from /proc: time the thread ran,
// everything in the window: batches, clocks, refetches), which load moves only a little. Unthrottled; build
// with `npx vite build --minify false --outDir DIR` and pass `--dist DIR` for readable names.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { BenchOptions } from './args';
import { ensureBuilt } from './build-dist';
import { startRendererCpu } from './renderer-cpu';
import { installRenderProbe, type RenderProbeReading } from './render-probe';
import { launchBrowser, openTab, POWER_SYS_CLUSTER } from './session';

interface RenderCountFigures {
  page: string;
  windowMs: number;
  batches: number;
  renders: number;
  commits: number;
  mutations: number;
  rendersPerBatch: number | null;
  commitsPerBatch: number | null;
  mutationsPerBatch: number | null;
  rendersPerSec: number;
  /** Renderer main-thread CPU time (from /proc, not wall time) per batch, ms; null without /proc. */
  mainCpuMsPerBatch: number | null;
  /**
   * The same per second of the window: a page that receives fewer batches (nothing changed that it
   * shows) is judged by this, not by a per-batch figure over fewer batches.
   */
  mainCpuMsPerSec: number | null;
  /** The same, whole renderer process (main thread, realtime worker, compositor), ms per batch. */
  processCpuMsPerBatch: number | null;
  /** The most rendered components, renders per batch. */
  top: Array<{ name: string; perBatch: number }>;
}

/** The live pages counted by default: the two the issue measures, then the sweep's live pages. */
const RENDER_COUNT_PAGES = [
  '/index/mainSys',
  '/index/powerSys',
  `/index/powerSys?cluster=${POWER_SYS_CLUSTER}`,
  '/index/electricSys',
  '/index/pvSys',
  '/index/pvModeSys',
  '/index/fdjSys',
  '/index/chargingPileSys',
  '/index/alarmSys',
  '/index/deviceChooseSys',
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function renderFigures(
  page: string,
  windowMs: number,
  batches: number,
  r: RenderProbeReading,
  cpu: { mainMs: number; processMs: number } | null,
): RenderCountFigures {
  const per = (n: number) => (batches > 0 ? n / batches : null);
  const mutations = r.mutations.childList + r.mutations.attributes + r.mutations.characterData;
  const top = Object.entries(r.byComponent)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([name, n]) => ({ name, perBatch: batches > 0 ? n / batches : n }));
  return {
    page,
    windowMs,
    batches,
    renders: r.renders,
    commits: r.commits,
    mutations,
    rendersPerBatch: per(r.renders),
    commitsPerBatch: per(r.commits),
    mutationsPerBatch: per(mutations),
    rendersPerSec: (r.renders * 1000) / windowMs,
    mainCpuMsPerBatch: cpu ? per(cpu.mainMs) : null,
    mainCpuMsPerSec: cpu ? (cpu.mainMs * 1000) / windowMs : null,
    processCpuMsPerBatch: cpu ? per(cpu.processMs) : null,
    top,
  };
}

async function countPage(page: Page, path: string, windowMs: number, warmupMs: number) {
  await page.goto(path);
  await page.waitForFunction(() => document.querySelector('main h1, main h2') !== null, null, {
    timeout: 90_000,
  });
  if (path.includes('mainSys') || path.includes('cluster='))
    await page.locator('[data-testid="data-age"][data-source="live"]').first().waitFor({ timeout: 90_000 });
  await sleep(warmupMs);
  await page.evaluate(() => {
    window.__renderProbe?.reset();
    window.__realtimeBatchCost?.reset();
  });
  const t0 = Date.now();
  const cpu = startRendererCpu();
  await sleep(windowMs);
  const cpuMs = cpu.stop();
  // The CPU window's length (reading the probe afterwards takes seconds on a loaded machine).
  const wall = Date.now() - t0;
  const reading = await page.evaluate(() => window.__renderProbe?.read());
  const cost = await page.evaluate(() => window.__realtimeBatchCost?.read());
  if (!reading) throw new Error('the render probe is missing');
  return renderFigures(path, wall, cost?.batches ?? 0, reading, cpuMs);
}

const fmt = (n: number | null, d = 1) => (n === null ? 'n/a' : n.toFixed(d));

function renderTable(rows: RenderCountFigures[]): string {
  const head =
    '| page | batches | renders/batch | commits/batch | DOM mutations/batch | renders/s | main CPU ms/batch | main CPU ms/s | renderer CPU ms/batch | most rendered (per batch) |\n' +
    '|---|---|---|---|---|---|---|---|---|---|';
  const lines = rows.map(
    (r) =>
      `| ${r.page} | ${r.batches} | ${fmt(r.rendersPerBatch)} | ${fmt(r.commitsPerBatch)} | ` +
      `${fmt(r.mutationsPerBatch)} | ${r.rendersPerSec.toFixed(1)} | ` +
      `${fmt(r.mainCpuMsPerBatch)} | ${fmt(r.mainCpuMsPerSec)} | ${fmt(r.processCpuMsPerBatch)} | ` +
      `${r.top.map((t) => `${t.name} ${t.perBatch.toFixed(1)}`).join(', ')} |`,
  );
  return [head, ...lines].join('\n');
}

export async function runRenderCounts(
  opts: BenchOptions,
  startSim: () => Promise<{ url: string; close(): Promise<unknown> }>,
  cleanups: Array<() => Promise<unknown>>,
  log: (s: string) => void,
): Promise<number> {
  await ensureBuilt(opts, log);
  const startedAt = new Date().toISOString();
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const sim = await startSim();
  cleanups.push(() => sim.close());
  const tab = await openTab(browser, sim.url, 'worker', 1);
  cleanups.push(() => tab.close());
  await tab.context.addInitScript({
    content: `var __name = (f) => f; (${installRenderProbe.toString()})();`,
  });
  const rows: RenderCountFigures[] = [];
  for (const path of opts.pages ?? RENDER_COUNT_PAGES) {
    const row = await countPage(tab.page, path, opts.windowMs, opts.warmupMs);
    log(
      `${path}: ${row.batches} batches, ${fmt(row.rendersPerBatch)} renders/batch, ` +
        `${fmt(row.mutationsPerBatch)} DOM mutations/batch, ${fmt(row.mainCpuMsPerBatch)} main CPU ms/batch, ` +
        `${fmt(row.mainCpuMsPerSec)} ms/s`,
    );
    rows.push(row);
  }
  const table = renderTable(rows);
  console.log(`\n${table}\n`);
  mkdirSync('bench-results', { recursive: true });
  const out = `bench-results/renders-${startedAt.replace(/[:.]/g, '-')}.json`;
  writeFileSync(out, JSON.stringify({ startedAt, dist: opts.distDir, rows }, null, 2));
  console.log(`written: ${out}`);
  return 0;
}
