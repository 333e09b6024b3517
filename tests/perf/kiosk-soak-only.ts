// `npm run bench -- --only kiosk-soak --kiosk-soak 120`: the kiosk soak alone (issue 17's 2-hour
// run), without the page windows, sweep and pipeline soak before it. Its figures and checks are
// printed and written to bench-results/kiosk-soak-<start>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { BenchOptions } from './args';
import { budgetTable } from './budgets';
import { ensureBuilt } from './build-dist';
import { kioskSoak, kioskSoakChecks } from './kiosk-soak';
import { launchBrowser } from './session';

export async function runKioskSoakOnly(
  opts: BenchOptions,
  speed: number,
  startSim: () => Promise<{ url: string; close(): Promise<unknown> }>,
  cleanups: Array<() => Promise<unknown>>,
  log: (s: string) => void,
): Promise<number> {
  await ensureBuilt(opts, log);
  const startedAt = new Date().toISOString();
  const loadStart = os.loadavg();
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const sim = await startSim();
  cleanups.push(() => sim.close());
  log(
    `kiosk soak alone: ${opts.kioskSoakMinutes} min on ${sim.url}, model at ${speed}× (messages still 1 Hz)`,
  );
  const figures = await kioskSoak(browser, sim.url, {
    minutes: opts.kioskSoakMinutes,
    speed,
    cpuThrottle: opts.cpuThrottle,
    rotateSeconds: opts.quick ? 10 : 30,
    log,
  });
  const checks = kioskSoakChecks(figures);
  const passed = checks.every((c) => c.pass !== false);
  mkdirSync('bench-results', { recursive: true });
  const out = `bench-results/kiosk-soak-${startedAt.replace(/[:.]/g, '-')}.json`;
  const machine = { cpus: os.cpus().length, chromium: browser.version(), loadStart, loadEnd: os.loadavg() };
  writeFileSync(
    out,
    JSON.stringify({ startedAt, machine, cpuThrottle: opts.cpuThrottle, figures, checks, passed }, null, 2),
  );
  console.log(
    `\n${budgetTable(checks)}\n\nwritten: ${out} — ${passed ? 'every budget met' : 'budget(s) MISSED'}`,
  );
  return passed || !opts.enforce ? 0 : 1;
}
