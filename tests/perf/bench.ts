// `npm run bench`: the pipeline and the grids measured in headless Chromium, worker vs inline,
// plus a soak. Budgets: ARCHITECTURE.md §6. Results: bench-results/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { startSimulator, type RunningSimulator } from '../../simulator/server';
import { parseBenchArgs, UsageError, type BenchOptions } from './args';
import { measureBaseline } from './baseline';
import { budgetTable, checkBudgets, headline, pageTable, ratiosByPage } from './budgets';
import { workByPage, workTable } from './work-math';
import { ensureBuilt } from './build-dist';
import { calibrate } from './calibrate';
import { calibrationLine, type Calibration } from './calibration-math';
import { measurePages, runPipelinesOnly } from './pipeline-pages';
import { kioskSoak, kioskSoakChecks } from './kiosk-soak';
import { loginJsChecks, measureLoginJs } from './login-js';
import { runCustomChartOnly } from './custom-chart';
import { runExportLoadOnly } from './export-load';
import { runKioskSoakOnly } from './kiosk-soak-only';
import { pageSweep, sweepChecks, sweepTable } from './page-sweep';
import { runRenderCounts } from './render-counts';
import { runStationSizeOnly } from './station-size';
import { measurePeriodSwitches, periodSwitchChecks, runPeriodSwitchOnly } from './period-switch';
import { launchBrowser, POWER_SYS_CLUSTER, VIEWPORT } from './session';
import { soak } from './soak';
import { FULL_STATION } from './full-station';
import type { BenchResults, KioskSoakFigures, SoakFigures, SweepFigures } from './types';

const STATION = FULL_STATION;
const SOAK_SPEED = 10;
/** BENCH_OUT_DIR: a results folder of one's own (several people bench in one checkout). */
const OUT_DIR = process.env.BENCH_OUT_DIR || 'bench-results';

const log = (s: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${s}`);

const cleanups: Array<() => Promise<unknown>> = [];
async function cleanup() {
  while (cleanups.length) await cleanups.pop()!().catch((e) => console.error('cleanup:', e));
}

function simulator(opts: BenchOptions, port: number, speed: number): Promise<RunningSimulator> {
  const { clusters, racks, cells } = STATION;
  return startSimulator({
    port,
    host: '127.0.0.1',
    db: ':memory:',
    clusters,
    racks,
    cells,
    speed,
    seed: 7,
    distDir: opts.distDir,
  });
}

/** The plain, uncalibrated throttle the bench used before issue 34; its figures stay beside. */
const PLAIN_THROTTLE = 4;

/**
 * The machine's index and the throttle for this run (calibrated unless --cpu-throttle), measured
 * in a browser of its own before anything else runs.
 */
async function calibrateRun(opts: BenchOptions): Promise<Calibration> {
  const browser = await launchBrowser();
  try {
    log('calibrating: reference workload in a blank page, unthrottled, then at the chosen throttle');
    const c = await calibrate(browser, opts.calibrate ? null : opts.cpuThrottle, opts.panelIndex);
    log(calibrationLine(c));
    return c;
  } finally {
    await browser.close();
  }
}

async function run(opts: BenchOptions, calibration: Calibration): Promise<BenchResults> {
  const startedAt = new Date().toISOString();
  const loadStart = os.loadavg();
  await ensureBuilt(opts, log);
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  log(`Chromium ${browser.version()}, station ${STATION.clusters} × ${STATION.racks} × ${STATION.cells}`);

  const baselineMs = Math.min(opts.windowMs, 10_000);
  log(`baseline (blank page, probe only): measuring ${baselineMs / 1000} s`);
  const baseline = await measureBaseline(browser, opts.cpuThrottle, baselineMs);

  const sim = await simulator(opts, opts.port, STATION.speed);
  cleanups.push(() => sim.close());
  log(`simulator at ${sim.url} (speed ${STATION.speed})`);
  const loginJs = await measureLoginJs(browser, sim.url);
  log(`login page JS: ${loginJsChecks(loginJs)[0].value} in ${loginJs.files.length} files`);
  const pages = await measurePages(browser, sim.url, opts, { racks: STATION.racks, log });
  // The plain ×4 figures beside the calibrated ones (the issue's and older runs' numbers).
  const pagesPlain =
    Math.abs(opts.cpuThrottle - PLAIN_THROTTLE) < 0.05
      ? []
      : await measurePages(browser, sim.url, opts, {
          racks: STATION.racks,
          log,
          cpuThrottle: PLAIN_THROTTLE,
          withWork: false,
        });
  const periodSwitch = await measurePeriodSwitches(browser, sim.url, opts.cpuThrottle, log);
  let sweep: SweepFigures[] = [];
  if (opts.sweepWindowMs > 0) {
    log(`page sweep: every page and section, ${opts.sweepWindowMs / 1000} s each at ×${opts.cpuThrottle}`);
    sweep = await pageSweep(browser, sim.url, {
      cpuThrottle: opts.cpuThrottle,
      windowMs: opts.sweepWindowMs,
      warmupMs: opts.sweepWarmupMs,
      gapsMs: opts.quick ? 0 : 5_000,
      settleTimeoutMs: opts.quick ? 20_000 : 60_000,
      log,
    });
  }
  await cleanups.pop()!();

  let kiosk: KioskSoakFigures | null = null;
  if (opts.kioskSoakMinutes > 0) {
    const kioskSim = await simulator(opts, opts.port === 0 ? 0 : opts.port + 2, SOAK_SPEED);
    cleanups.push(() => kioskSim.close());
    log(`kiosk soak: ${opts.kioskSoakMinutes} min, model at ${SOAK_SPEED}× (messages still 1 Hz)`);
    kiosk = await kioskSoak(browser, kioskSim.url, {
      minutes: opts.kioskSoakMinutes,
      speed: SOAK_SPEED,
      cpuThrottle: opts.cpuThrottle,
      rotateSeconds: opts.quick ? 10 : 30,
      log,
    });
    await cleanups.pop()!();
  }

  let soakFigures: SoakFigures | null = null;
  if (opts.soakMinutes > 0) {
    const soakSim = await simulator(opts, opts.port === 0 ? 0 : opts.port + 1, SOAK_SPEED);
    cleanups.push(() => soakSim.close());
    log(`soak: ${opts.soakMinutes} min at ${SOAK_SPEED}× on ${soakSim.url}`);
    soakFigures = await soak(browser, soakSim.url, {
      minutes: opts.soakMinutes,
      speed: SOAK_SPEED,
      racks: STATION.racks,
      cpuThrottle: opts.cpuThrottle,
      warmupMs: opts.warmupMs,
      log,
    });
    await cleanups.pop()!();
  }

  const h = headline(pages, soakFigures);
  const checks = [
    ...checkBudgets(h, soakFigures),
    ...loginJsChecks(loginJs),
    ...periodSwitchChecks(periodSwitch),
    ...sweepChecks(sweep),
    ...(kiosk ? kioskSoakChecks(kiosk) : []),
  ];
  return {
    startedAt,
    finishedAt: new Date().toISOString(),
    scenario: {
      ...STATION,
      cpuThrottle: opts.cpuThrottle,
      calibration,
      windowMs: opts.windowMs,
      warmupMs: opts.warmupMs,
      viewport: VIEWPORT,
      powerSysView: `/index/powerSys?cluster=${POWER_SYS_CLUSTER}`,
      quick: opts.quick,
      soakMinutes: opts.soakMinutes,
      soakSpeed: SOAK_SPEED,
      sweepWindowMs: opts.sweepWindowMs,
      sweepWarmupMs: opts.sweepWarmupMs,
      kioskSoakMinutes: opts.kioskSoakMinutes,
    },
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      chromium: browser.version(),
      loadStart,
      loadEnd: os.loadavg(),
    },
    headline: h,
    baseline,
    pages,
    pagesPlainX4: pagesPlain,
    loginJs,
    ratioVsInlineByPage: ratiosByPage(pages),
    workByPage: workByPage(pages),
    soak: soakFigures,
    pageSweep: sweep,
    kioskSoak: kiosk,
    periodSwitch,
    checks,
    passed: checks.every((c) => c.pass !== false),
  };
}

function report(r: BenchResults): void {
  mkdirSync(OUT_DIR, { recursive: true });
  const json = JSON.stringify(r, null, 2);
  writeFileSync(`${OUT_DIR}/latest.json`, json);
  writeFileSync(`${OUT_DIR}/${r.startedAt.replace(/[:.]/g, '-')}.json`, json);
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  // The same text, dated and naming the machine, is the bench's table of record (README links it).
  const text =
    `\n## Bench ${r.startedAt}\n\n${r.machine.cpus} × ${r.machine.cpuModel}, Node ${r.machine.node}, ` +
    `Chromium ${r.machine.chromium}; load average ${load(r.machine.loadStart)} → ${load(r.machine.loadEnd)}\n` +
    `${r.scenario.clusters} × ${r.scenario.racks} × ${r.scenario.cells} at ${r.scenario.speed} Hz, ` +
    `CPU ×${r.scenario.cpuThrottle}, ${r.scenario.windowMs / 1000} s per window\n` +
    `Calibration: ${calibrationLine(r.scenario.calibration)}\n\n` +
    `${budgetTable(r.checks)}\n\n${pageTable([...r.pages, ...r.pagesPlainX4])}\n\n` +
    `Main-thread CPU ms per second of live data (CDP ThreadTime, unthrottled window after each page's; work-math.ts):\n\n` +
    `${workTable(r.pages, r.ratioVsInlineByPage, r.scenario.cpuThrottle)}\n\n` +
    (r.pageSweep.length ? `${sweepTable(r.pageSweep)}\n\n` : '') +
    `Floor (blank page, probe only, same throttling and load): busy ${(r.baseline.mainThreadShare * 100).toFixed(1)} %, ` +
    `rAF p95 ${r.baseline.rafGapP95Ms?.toFixed(1) ?? 'n/a'} ms, LoAF>50 ${r.baseline.loafOver50}\n`;
  console.log(text);
  writeFileSync(`${OUT_DIR}/latest.md`, text.trimStart());
  for (const p of [...r.pages, ...r.pagesPlainX4, ...r.pageSweep.map((s) => ({ ...s, mode: 'sweep' }))])
    for (const f of p.worstLoaf)
      console.log(
        `LoAF ${p.page}/${p.mode} ${f.durationMs} ms (blocking ${f.blockingMs}): ` +
          f.scripts.map((s) => `${s.invoker} ${s.source} ${s.durationMs} ms`).join('; '),
      );
  console.log(
    `\nwritten: ${OUT_DIR}/latest.json and latest.md — ${r.passed ? 'every budget met' : 'budget(s) MISSED'}`,
  );
}

async function main(): Promise<number> {
  let opts: BenchOptions;
  try {
    opts = parseBenchArgs(process.argv.slice(2));
  } catch (e) {
    if (e instanceof UsageError) {
      console.error(e.message);
      return 2;
    }
    throw e;
  }
  for (const sig of ['SIGINT', 'SIGTERM'] as const)
    process.once(sig, () => void cleanup().then(() => process.exit(130)));
  try {
    // Counts need no calibration: they are the same at any speed.
    if (opts.only === 'renders')
      return await runRenderCounts(opts, () => simulator(opts, opts.port, STATION.speed), cleanups, log);
    if (opts.only === 'export-load')
      return await runExportLoadOnly(opts, () => simulator(opts, opts.port, STATION.speed), cleanups, log);
    const calibration = await calibrateRun(opts);
    opts = { ...opts, cpuThrottle: calibration.cpuThrottle };
    if (opts.only === 'custom-chart')
      return await runCustomChartOnly(opts, () => simulator(opts, opts.port, STATION.speed), cleanups, log);
    if (opts.only === 'station-size') return await runStationSizeOnly(opts, cleanups, log);
    if (opts.only === 'pipelines')
      return await runPipelinesOnly(
        opts,
        STATION.racks,
        () => simulator(opts, opts.port, STATION.speed),
        cleanups,
        log,
      );
    if (opts.only === 'period-switch')
      return await runPeriodSwitchOnly(opts, () => simulator(opts, opts.port, STATION.speed), cleanups, log);
    if (opts.only === 'kiosk-soak')
      return await runKioskSoakOnly(
        opts,
        SOAK_SPEED,
        () => simulator(opts, opts.port, SOAK_SPEED),
        cleanups,
        log,
      );
    const results = await run(opts, calibration);
    report(results);
    if (!results.passed && !opts.enforce) console.log('(--no-enforce: exit 0 anyway)');
    return results.passed || !opts.enforce ? 0 : 1;
  } catch (e) {
    console.error('bench failed:', e);
    return 2;
  } finally {
    await cleanup();
  }
}

process.exitCode = await main();
