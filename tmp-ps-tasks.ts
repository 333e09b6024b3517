// Top-level main-thread tasks of switch 3 (steady), with the main JS entry of each.
import { readFileSync } from 'node:fs';
import { launchBrowser, openTab } from './tests/perf/session';
import { startSimulator } from './simulator/server';
import { zonedDay } from './src/lib/station-time';
const dist = process.argv[2] ?? 'dist';
const sim = await startSimulator({ port: 18758, host: '127.0.0.1', db: ':memory:', clusters: 100, racks: 12, cells: 24, speed: 1, seed: 7, distDir: dist });
const browser = await launchBrowser();
const tab = await openTab(browser, sim.url, 'worker', 4);
const { page } = tab;
const today = zonedDay(Date.now(), 'Asia/Shanghai');
const path0 = process.argv[3] === 'month' ? `/index/historySys?period=month&from=${today.slice(0, 7)}-01` : `/index/historySys?period=day&from=${today}`;
await page.goto(path0);
await page.waitForTimeout(3000);
for (let s = 0; s < 3; s++) {
  const path = `/tmp/trace-t${s}.json`;
  if (s === 2) await browser.startTracing(page, { path, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'cc', 'toplevel'] });
  let started = 0, open = 0;
  const onReq = (q: any) => { if (q.url().includes('/api/datapower/')) { started++; open++; } };
  const onDone = (q: any) => { if (q.url().includes('/api/datapower/')) open--; };
  page.on('request', onReq); page.on('requestfinished', onDone);
  await page.evaluate(() => document.querySelector<HTMLButtonElement>('[data-testid="period-navigator"] button[aria-label="上一周期"]')!.click());
  while (started === 0 || open > 0) await new Promise((r) => setTimeout(r, 5));
  await page.evaluate(`new Promise((resolve) => { let settled = 0; const frame = () => { const busy = document.querySelector('[role="status"] .animate-spin') !== null; settled = busy ? 0 : settled + 1; if (settled >= 2) resolve(); else requestAnimationFrame(frame); }; requestAnimationFrame(frame); })`);
  page.off('request', onReq); page.off('requestfinished', onDone);
  if (s === 2) {
    await browser.stopTracing();
    const ev = JSON.parse(readFileSync(path, 'utf8')).traceEvents as any[];
    const main = ev.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && ev.some((x) => x.pid === e.pid && x.name === 'FunctionCall'));
    const mine = ev.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur).sort((a, b) => a.ts - b.ts);
    const tops = mine.filter((e) => e.name === 'ThreadControllerImpl::RunTask');
    let total = 0; const t0 = tops[0]?.ts ?? 0;
    for (const t of tops) {
      if (t.dur < 300) { total += t.dur; continue; }
      total += t.dur;
      const inner = mine.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t);
      const desc = inner.filter((e) => e.dur > 150 && !['RunTask', 'ThreadControllerImpl::RunTask', 'v8.callFunction'].includes(e.name)).map((e) => `${e.name}${e.args?.data?.functionName ? '(' + e.args.data.functionName + ')' : ''}${e.args?.data?.url ? '[' + String(e.args.data.url).replace(/^.*\//, '').slice(0, 30) + ']' : ''} ${(e.dur / 1000).toFixed(1)}`);
      console.log(`+${((t.ts - t0) / 1000).toFixed(0).padStart(5)} ms  task ${(t.dur / 1000).toFixed(1).padStart(5)} ms: ${desc.slice(0, 8).join(' | ')}`);
    }
    console.log(`total tasks ${(total / 1000).toFixed(1)} ms`);
  }
  await page.waitForTimeout(1500);
}
await browser.close(); await sim.close();
