// Issue 28 "Performance": an export of 1 000 000 values completes without stalling the API:
// p95 of `devicegroup/initUIP` during the export < 2× its p95 when idle. Measured from Node
// against the bench's simulator (100 × 12 × 24, live at 1 Hz): no browser, no throttle.
import { addDays } from '../../src/lib/period';
import { zonedDay } from '../../src/lib/station-time';
import type { ExportTask } from '../../src/contract/api/data';
import type { Page } from '../../src/contract/envelope';
import { apiCall, apiData, loginToken } from '../integration/helpers/sim-api';
import type { BenchOptions } from './args';
import { BUDGETS, budgetTable } from './budgets';
import { percentile } from './stats';
import type { BudgetCheck } from './types';

/** 29 clusters × 4 tags × 30 days of 5-minute rows (8 640) = 1 002 240 values. */
const CLUSTERS = 29;
const TAGS = ['CLU_SOC', 'CLU_P', 'CLU_T', 'CLU_SOH'];
const IDLE_MS = 20_000;
/** One initUIP call every this many ms (after the previous answer). */
const GAP_MS = 50;
const EXPORT_TIMEOUT_MS = 15 * 60_000;

export interface ExportLoadFigures {
  values: number;
  exportSeconds: number;
  idle: { calls: number; p50Ms: number; p95Ms: number; maxMs: number };
  during: { calls: number; p50Ms: number; p95Ms: number; maxMs: number };
  /** The same, split: while rows are read into the part file, and while the .xlsx is written. */
  reading: { calls: number; p50Ms: number; p95Ms: number; maxMs: number };
  writing: { calls: number; p50Ms: number; p95Ms: number; maxMs: number };
  ratio: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const summary = (ms: number[]) => ({
  calls: ms.length,
  p50Ms: percentile(ms, 50) ?? NaN,
  p95Ms: percentile(ms, 95) ?? NaN,
  maxMs: Math.max(...ms),
});

/** Calls initUIP one after another until `done()`; each call's answer time, ms, and phase. */
async function sampleInitUip(
  sim: { url: string },
  token: string,
  done: () => boolean,
  phase: () => string = () => '',
): Promise<Array<{ ms: number; phase: string }>> {
  const out: Array<{ ms: number; phase: string }> = [];
  while (!done()) {
    const at = phase();
    const t0 = performance.now();
    const answer = await apiCall(sim, 'devicegroup/initUIP', { token });
    if (answer.status !== 200) throw new Error(`initUIP answered ${answer.status}`);
    out.push({ ms: performance.now() - t0, phase: at });
    await sleep(GAP_MS);
  }
  return out;
}

export async function measureExportLoad(
  sim: { url: string },
  log: (s: string) => void,
): Promise<ExportLoadFigures> {
  const token = await loginToken(sim, 'admin');
  // The simulator settles after start (seeding, first rounds) before the idle window opens.
  await sleep(5_000);
  log(`initUIP idle: ${IDLE_MS / 1000} s`);
  const idleEnd = Date.now() + IDLE_MS;
  const idle = await sampleInitUip(sim, token, () => Date.now() > idleEnd);

  const end = addDays(zonedDay(Date.now(), 'Asia/Shanghai'), -1);
  const request = {
    deviceIds: Array.from({ length: CLUSTERS }, (_, i) => `cluster-${i + 1}`),
    tagNos: TAGS,
    startTime: `${addDays(end, -29)} 00:00:00`,
    endTime: `${end} 23:59:59`,
  };
  const task = await apiData<ExportTask>(sim, 'devicedata/export', { method: 'POST', token, body: request });
  const values = task.estimatedRows * TAGS.length;
  log(`export task ${task.id}: ${task.estimatedRows} rows × ${TAGS.length} tags = ${values} values`);
  const t0 = Date.now();
  let status: ExportTask['status'] = task.status;
  // The runner reads rows up to 95 % and writes the workbook after (data-export-runner.ts).
  let progress = 0;
  const finished = () => status === 'success' || status === 'error';
  const poll = (async () => {
    while (!finished()) {
      if (Date.now() - t0 > EXPORT_TIMEOUT_MS) throw new Error('export-load: the export did not finish');
      await sleep(1_000);
      const page = await apiData<Page<ExportTask>>(sim, 'task/page', { token, query: { size: 20 } });
      const now = page.records.find((r) => r.id === task.id);
      status = now?.status ?? status;
      progress = now?.progress ?? progress;
    }
  })();
  const during = await sampleInitUip(sim, token, finished, () => (progress >= 95 ? 'writing' : 'reading'));
  await poll;
  if (status !== 'success') throw new Error('export-load: the export task ended in error');
  const exportSeconds = (Date.now() - t0) / 1000;
  const idleFig = summary(idle.map((x) => x.ms));
  const duringFig = summary(during.map((x) => x.ms));
  const of = (p: string) => summary(during.filter((x) => x.phase === p).map((x) => x.ms));
  return {
    values,
    exportSeconds,
    idle: idleFig,
    during: duringFig,
    reading: of('reading'),
    writing: of('writing'),
    ratio: duringFig.p95Ms / idleFig.p95Ms,
  };
}

export function exportLoadChecks(f: ExportLoadFigures): BudgetCheck[] {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  return [
    {
      figure: `export of ${f.values} values: initUIP p95 during ÷ idle (${ms(f.during.p95Ms)} ÷ ${ms(f.idle.p95Ms)})`,
      value: `${f.ratio.toFixed(2)}×`,
      budget: `< ${BUDGETS.exportInitUipRatio}×`,
      pass: f.values >= 1_000_000 && f.ratio < BUDGETS.exportInitUipRatio,
    },
    {
      figure: 'export duration',
      value: `${f.exportSeconds.toFixed(1)} s`,
      budget: '— (reported)',
      pass: null,
    },
    {
      figure: 'initUIP max during the export (idle max)',
      value: `${ms(f.during.maxMs)} (${ms(f.idle.maxMs)})`,
      budget: '— (reported)',
      pass: null,
    },
  ];
}

/** `npm run bench -- --only export-load`: this case alone, its figures printed; exit code 0/1. */
export async function runExportLoadOnly(
  opts: BenchOptions,
  startSim: () => Promise<{ url: string; close(): Promise<unknown> }>,
  cleanups: Array<() => Promise<unknown>>,
  log: (s: string) => void,
): Promise<number> {
  const sim = await startSim();
  cleanups.push(() => sim.close());
  const cpu0 = process.cpuUsage();
  const figures = await measureExportLoad(sim, log);
  const cpu = process.cpuUsage(cpu0);
  const checks = exportLoadChecks(figures);
  console.log(`\n${budgetTable(checks)}\n`);
  const line = (name: string, f: ExportLoadFigures['idle']) =>
    `${name} ${f.calls} calls, p50 ${f.p50Ms.toFixed(1)} ms, p95 ${f.p95Ms.toFixed(1)} ms, max ${f.maxMs.toFixed(1)} ms`;
  console.log(`initUIP ${line('idle:', figures.idle)}`);
  console.log(`  during the export: ${line('', figures.during)}`);
  console.log(`  while rows are read: ${line('', figures.reading)}`);
  console.log(`  while the .xlsx is written: ${line('', figures.writing)}`);
  console.log(`bench process CPU (simulator + client): ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`);
  const passed = checks.every((c) => c.pass !== false);
  return passed || !opts.enforce ? 0 : 1;
}
