import { launchBrowser, openTab } from './tests/perf/session';
import { startSimulator } from './simulator/server';
import { zonedDay } from './src/lib/station-time';
const dist = process.argv[2] ?? '/tmp/dist-nomin';
const sim = await startSimulator({ port: 18759, host: '127.0.0.1', db: ':memory:', clusters: 100, racks: 12, cells: 24, speed: 1, seed: 7, distDir: dist });
const browser = await launchBrowser();
const tab = await openTab(browser, sim.url, 'worker', 4);
const { page, cdp } = tab;
const today = zonedDay(Date.now(), 'Asia/Shanghai');
await page.goto(`/index/historySys?period=day&from=${today}`);
await page.waitForTimeout(3000);
const self = new Map<string, number>(); const total = new Map<string, number>();
const key = (c: any) => `${c.functionName || '(anon)'} ${c.url.replace(/^.*\//, '')}:${c.lineNumber}`;
const N = 8;
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
for (let s = 0; s < N + 2; s++) {
  if (s >= 2) await cdp.send('Profiler.start');
  await page.evaluate(() => document.querySelector<HTMLButtonElement>('[data-testid="period-navigator"] button[aria-label="上一周期"]')!.click());
  if (s >= 2) {
    const { profile } = await cdp.send('Profiler.stop') as any;
    const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    profile.samples.forEach((id: number, i: number) => {
      const d = (profile.timeDeltas[i] ?? 0) / 1000 / N;
      const k0 = key(byId.get(id).callFrame); self.set(k0, (self.get(k0) ?? 0) + d);
      const seen = new Set<string>(); let cur: number | undefined = id;
      while (cur !== undefined) { const k = key(byId.get(cur).callFrame); if (!seen.has(k)) { seen.add(k); total.set(k, (total.get(k) ?? 0) + d); } cur = parent.get(cur); }
    });
  }
  await page.waitForTimeout(2500);
}
const top = (m: Map<string, number>, n: number) => [...m].filter(([k]) => !/^\((idle|program|root)\)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(2).padStart(7)} ms  ${k}`).join('\n');
console.log('SELF\n' + top(self, 25)); console.log('TOTAL\n' + top(total, 60));
await browser.close(); await sim.close();
