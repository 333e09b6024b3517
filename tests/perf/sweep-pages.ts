// `npx tsx tests/perf/sweep-pages.ts --dist DIR [--port N] [--cpu-throttle N] [--sweep-seconds N]
//  [--warmup-seconds N] settings/users settings/about ...`: the page sweep (page-sweep.ts) on the
// pages named (by sweep name: `mainSys`, `settings/users`; none = every page), calibrated to the
// panel PC unless --cpu-throttle is given. For one page's figures before and after a change, back
// to back, without the full bench (issue 34). Prints the sweep table; writes nothing.
import { startFullStation } from './full-station';
import { calibrate } from './calibrate';
import { calibrationLine } from './calibration-math';
import { pageSweep, sweepTable } from './page-sweep';
import { launchBrowser } from './session';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const log = (s: string) => console.log(`[sweep ${new Date().toISOString().slice(11, 19)}] ${s}`);

async function main(): Promise<void> {
  const names = process.argv
    .slice(2)
    .filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
  const fixed = arg('cpu-throttle');
  const browser = await launchBrowser();
  const sim = await startFullStation(arg('dist') ?? 'dist', Number(arg('port') ?? 0));
  try {
    const c = await calibrate(browser, fixed === undefined ? null : Number(fixed));
    log(calibrationLine(c));
    const rows = await pageSweep(browser, sim.url, {
      cpuThrottle: c.cpuThrottle,
      windowMs: Number(arg('sweep-seconds') ?? 15) * 1000,
      warmupMs: Number(arg('warmup-seconds') ?? 5) * 1000,
      gapsMs: 0,
      settleTimeoutMs: 60_000,
      log,
      only: names.length > 0 ? names : undefined,
    });
    console.log(`\n${sweepTable(rows)}\n`);
  } finally {
    await browser.close();
    await sim.close();
  }
}

await main();
