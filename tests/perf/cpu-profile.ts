// `npx tsx tests/perf/cpu-profile.ts --dist DIR [--port N] [--cpu-throttle N] [--seconds N] page...`
// A CDP CPU profile (Profiler domain) of each page in the worker pipeline, the full station live,
// and the functions with the most self time on the main thread, per second of the window (issue
// 34: where the per-batch time of every page goes). Build with `--minify false` for names.
import { startFullStation } from './full-station';
import { launchBrowser, openTab } from './session';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

/** Self time per function (name, file:line), ms, from the samples' time deltas. */
export function selfTimes(p: Profile): Map<string, number> {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const out = new Map<string, number>();
  const samples = p.samples ?? [];
  const deltas = p.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const n = byId.get(samples[i]);
    if (!n) continue;
    const f = n.callFrame;
    const file = f.url.split('/').pop() ?? '';
    const key = `${f.functionName || '(anonymous)'} ${file}${file ? `:${f.lineNumber + 1}` : ''}`;
    // Each sample's delta is the time until the next one: attribute it to this sample's node.
    const d = (deltas[i + 1] ?? 0) / 1000;
    out.set(key, (out.get(key) ?? 0) + d);
  }
  return out;
}

async function main() {
  const dist = arg('dist', 'dist');
  const port = Number(arg('port', '18744'));
  const throttle = Number(arg('cpu-throttle', '13'));
  const seconds = Number(arg('seconds', '10'));
  const pages = process.argv
    .slice(2)
    .filter((a, i, all) => a.startsWith('/') && !all[i - 1]?.startsWith('--'));
  const sim = await startFullStation(dist, port);
  const browser = await launchBrowser();
  try {
    const tab = await openTab(browser, sim.url, 'worker', 1);
    await tab.cdp.send('Profiler.enable');
    await tab.cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    for (const path of pages) {
      await tab.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await tab.page.goto(path);
      await tab.page.waitForFunction(() => document.querySelector('main h1, main h2') !== null, null, {
        timeout: 90_000,
      });
      await tab.cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      await new Promise((r) => setTimeout(r, 6000));
      await tab.page.evaluate(() => window.__realtimeBatchCost?.reset());
      await tab.cdp.send('Profiler.start');
      await new Promise((r) => setTimeout(r, seconds * 1000));
      const { profile } = (await tab.cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      const cost = await tab.page.evaluate(() => window.__realtimeBatchCost?.read());
      const diag = await tab.page.evaluate(() => window.__realtimeDiagnostics?.());
      const wallS = (profile.endTime - profile.startTime) / 1e6;
      const self = selfTimes(profile);
      let busy = 0;
      for (const [k, v] of self) if (!/^\((idle|program|garbage collector)\)/.test(k)) busy += v;
      const batches = cost?.batches ?? 0;
      console.log(
        `\n## ${path} ×${throttle}: ${wallS.toFixed(1)} s, JS ${(busy / wallS).toFixed(1)} ms/s, ` +
          `${batches} batches, batch spans ${batches ? ((cost?.totalMs ?? 0) / batches).toFixed(1) : 'n/a'} ms/batch, ` +
          `${((cost?.totalMs ?? 0) / wallS).toFixed(1)} ms/s`,
      );
      console.log(`filters: ${JSON.stringify(diag?.subscriptions ?? null)}`);
      const top = [...self]
        .filter(([k]) => !k.startsWith('(idle)'))
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25);
      for (const [k, v] of top) console.log(`${(v / wallS).toFixed(2).padStart(7)} ms/s  ${k}`);
    }
    await tab.close();
  } finally {
    await browser.close();
    await sim.close();
  }
}

await main();
