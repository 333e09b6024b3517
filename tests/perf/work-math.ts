// The inline comparison in work, not share (issue 34). The busy share (ΔTaskDuration ÷ wall time)
// is wall time spent in tasks: on a slow or throttled machine the inline pipeline's share
// saturates near 100 % (it cannot be busier than always), and on a loaded machine every task's
// wall time also holds the time the OS gave the core to someone else, so `inline ÷ worker` of
// shares is capped and noisy. What the two pipelines cost is the CPU time the page's main thread
// spends, and that is read here:
// - CDP's ThreadTime (Performance.getMetrics): the renderer main thread's CPU time (the same as
//   /proc's utime + stime of that thread), time it ran, not time it waited for a core;
// - unthrottled (×1), in a window of its own after the throttled one: Chromium's CPU throttle
//   busy-waits in a signal handler on the main thread, idle or not (a blank page at ×4 showed
//   30–45 % of a core of ThreadTime and 0.01 % TaskDuration; at ×1, 0), so under a throttle CPU
//   time is not work. Work does not depend on the throttle: at the panel-PC speed the same work
//   takes about `throttle` times as long (the report says so beside the figures).
// - per second of live data: the station publishes every topic once a second, so a second of
//   live data is one tick of the topics the page holds; the window's seconds of live data are its
//   messages ÷ the page's messages per tick, pooled over the two pipelines' windows (the same
//   station and subscriptions). A pipeline that falls behind is charged per second of data it
//   handled, not per wall second, and a window that caught one 1 Hz burst more than the other
//   does not move the ratio (it is the ratio of CPU ms per message).
import { ratio, round } from './stats';
import type { PageFigures, PageName, PageWork, PipelineMode, WorkFigures } from './types';

/** The page's messages per second of live data: every window's messages over their wall time. */
export function messagesPerTick(windows: readonly WorkFigures[]): number | null {
  const wallMs = windows.reduce((s, w) => s + w.windowMs, 0);
  const messages = windows.reduce((s, w) => s + w.messages, 0);
  return wallMs > 0 && messages > 0 ? (messages * 1000) / wallMs : null;
}

/** Main-thread CPU ms per second of live data of one window; null when it received nothing. */
export function msPerLiveSecond(w: WorkFigures, perTick: number | null): number | null {
  if (perTick === null || !(perTick > 0) || !(w.messages > 0) || !Number.isFinite(w.mainCpuMs)) return null;
  return w.mainCpuMs / (w.messages / perTick);
}

/** Per page measured in both modes with a work window: ms per second of live data and the ratio. */
export function workByPage(pages: readonly PageFigures[]): Partial<Record<PageName, PageWork>> {
  const out: Partial<Record<PageName, PageWork>> = {};
  for (const name of new Set(pages.map((p) => p.page))) {
    const of = (mode: PipelineMode) => pages.find((p) => p.page === name && p.mode === mode)?.work ?? null;
    const w = of('worker');
    const i = of('inline');
    if (!w && !i) continue;
    const perTick = messagesPerTick([w, i].filter((x): x is WorkFigures => x !== null));
    const worker = w && msPerLiveSecond(w, perTick);
    const inline = i && msPerLiveSecond(i, perTick);
    out[name] = {
      messagesPerTick: perTick,
      worker,
      inline,
      ratio: worker === null || inline === null ? null : ratio(inline, worker),
    };
  }
  return out;
}

const ms = (v: number | null) => (v === null ? 'n/a' : `${round(v, v < 10 ? 2 : 1)}`);

/**
 * The report's work table: one row per page, both pipelines' main-thread CPU ms per second of
 * live data (unthrottled), what that is at the panel-PC throttle, and the two ratios side by side.
 */
export function workTable(
  pages: readonly PageFigures[],
  shareRatios: Partial<Record<PageName, number | null>>,
  cpuThrottle: number,
): string {
  const rows = Object.entries(workByPage(pages)) as Array<[PageName, PageWork]>;
  const x = (v: number | null) => (v === null ? 'n/a' : `${round(v, 1)}×`);
  const at = (v: number | null) => (v === null ? 'n/a' : ms(v * cpuThrottle));
  return [
    `| page | msg per s of data | worker ms/s | inline ms/s | ≈ at ×${cpuThrottle}: worker, inline | inline ÷ worker, work | inline ÷ worker, busy share |`,
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      ([page, w]) =>
        `| ${page} | ${w.messagesPerTick === null ? 'n/a' : round(w.messagesPerTick, 1)} | ${ms(w.worker)} | ${ms(w.inline)} | ` +
        `${at(w.worker)}, ${at(w.inline)} | ${x(w.ratio)} | ${x(shareRatios[page] ?? null)} |`,
    ),
  ].join('\n');
}
