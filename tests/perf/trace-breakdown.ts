// `npx tsx tests/perf/trace-breakdown.ts --dist DIR [--cpu-throttle N] [--seconds N] page...`
// A Chromium trace (devtools.timeline) of each page in the worker pipeline, the full station live
// (100 × 12 × 24 at 1 Hz): the renderer main thread's time per event (script, style, layout, paint)
// per second of the window, the costliest layouts and paints, and what invalidated layout and style
// (by reason and the first two frames of its stack). Issue 34: pages whose time per batch goes
// outside script (settings/devices relaid its whole table for each gateway's last-seen time).
// Build with `--minify false` for names in the stacks. `--css RULES` adds a style sheet to each page
// before its window (what-if: '* { box-shadow: none !important }'). Prints; writes nothing.
import { startFullStation } from './full-station';
import { launchBrowser, openTab } from './session';

interface StackFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface EventData {
  reason?: string;
  nodeName?: string;
  stackTrace?: StackFrame[];
  [key: string]: unknown;
}
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string; data?: EventData; beginData?: EventData };
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

const INVALIDATIONS = new Set(['LayoutInvalidationTracking', 'StyleRecalcInvalidationTracking']);
const per = (ms: number, seconds: number) => `${(ms / seconds).toFixed(1)} ms/s`;

function report(path: string, throttle: number, seconds: number, events: TraceEvent[]): void {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const mine = events.filter(
    (e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur,
  );
  const byName = new Map<string, number>();
  for (const e of mine) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur! / 1000);
  console.log(`\n${path} ×${throttle}: tasks ${per(byName.get('RunTask') ?? 0, seconds)}`);
  for (const [name, ms] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 16))
    console.log(`  ${name.padEnd(52)} ${per(ms, seconds)}`);
  const costly = mine
    .filter((e) => e.name === 'Layout' || e.name === 'Paint')
    .sort((a, b) => b.dur! - a.dur!)
    .slice(0, 6);
  for (const e of costly)
    console.log(
      `  costly ${e.name} ${(e.dur! / 1000).toFixed(1)} ms ${JSON.stringify(e.args?.beginData ?? e.args?.data ?? {}).slice(0, 160)}`,
    );
  fullLayouts(mine, events, seconds);
  const who = new Map<string, number>();
  for (const e of events) {
    if (!INVALIDATIONS.has(e.name)) continue;
    const stack = (e.args?.data?.stackTrace ?? [])
      .slice(0, 2)
      .map((f) => `${f.functionName} ${f.url.split('/').pop()}:${f.lineNumber}`)
      .join(' < ');
    const key = `${e.name.replace('InvalidationTracking', '')}: ${e.args?.data?.reason ?? '?'} @ ${stack || '(no stack)'}`;
    who.set(key, (who.get(key) ?? 0) + 1);
  }
  for (const [key, n] of [...who].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`  invalidated ${(n / seconds).toFixed(1)}/s ${key}`);
}

/**
 * How many layouts were partial (from a relayout boundary) and what was invalidated (node and
 * reason) before each full one: the text that lacks a box of its own size.
 */
function fullLayouts(mine: TraceEvent[], events: TraceEvent[], seconds: number): void {
  const layouts = mine.filter((e) => e.name === 'Layout').sort((a, b) => a.ts - b.ts);
  const marks = events.filter((e) => e.name === 'LayoutInvalidationTracking').sort((a, b) => a.ts - b.ts);
  const full = layouts.filter((e) => e.args?.beginData?.partialLayout === false);
  console.log(
    `  layouts ${(layouts.length / seconds).toFixed(1)}/s, full ${(full.length / seconds).toFixed(1)}/s`,
  );
  const before = new Map<string, number>();
  let from = 0;
  for (const l of layouts) {
    const seen = new Set<string>();
    for (const m of marks) {
      if (m.ts <= from || m.ts > l.ts) continue;
      const d = m.args?.data ?? {};
      const f = d.stackTrace?.[0];
      const at = f ? ` @ ${f.functionName} ${f.url.split('/').pop()}:${f.lineNumber}` : '';
      seen.add(`${d.nodeName ?? '?'} (${d.reason ?? '?'})${at}`);
    }
    if (l.args?.beginData?.partialLayout === false)
      for (const k of seen) before.set(k, (before.get(k) ?? 0) + 1);
    from = l.ts + (l.dur ?? 0);
  }
  for (const [key, n] of [...before].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`  before ${n} of ${full.length} full layouts: ${key}`);
}

async function main(): Promise<void> {
  const throttle = Number(arg('cpu-throttle', '10'));
  const seconds = Number(arg('seconds', '8'));
  const pages = process.argv
    .slice(2)
    .filter((a, i, all) => a.startsWith('/') && !all[i - 1]?.startsWith('--'));
  const sim = await startFullStation(arg('dist', 'dist'), 0);
  const browser = await launchBrowser();
  try {
    const tab = await openTab(browser, sim.url, 'worker', 1);
    for (const path of pages) {
      await tab.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await tab.page.goto(path);
      await tab.page.waitForFunction(() => document.querySelector('main h1, main h2') !== null, null, {
        timeout: 90_000,
      });
      const css = arg('css', '');
      if (css) await tab.page.addStyleTag({ content: css });
      await tab.cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      await new Promise((r) => setTimeout(r, 6000));
      await browser.startTracing(tab.page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-devtools.timeline.invalidationTracking',
        ],
      });
      await new Promise((r) => setTimeout(r, seconds * 1000));
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      report(path, throttle, seconds, trace.traceEvents);
    }
  } finally {
    await browser.close();
    await sim.close();
  }
}

void main();
