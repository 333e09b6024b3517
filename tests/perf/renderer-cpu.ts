// CPU time of the page's renderer main thread, read from /proc (Linux): time the thread actually
// ran, not wall time, so a loaded machine gives nearly the figure a quiet one does (issue 34: eight
// engineers share two cores). The renderer's main thread is its process's first thread (tid = pid);
// the realtime worker is a thread of its own in the same process and is counted apart.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

interface ThreadTimes {
  /** utime + stime of the renderer's main thread, ms. */
  mainMs: number;
  /** utime + stime of the whole renderer process (main thread, workers, compositor...), ms. */
  processMs: number;
}

function readStat(path: string): { ppid: number; cpuMs: number } | null {
  try {
    const s = readFileSync(path, 'utf8');
    // The command name may hold spaces and parentheses: fields start after the last ')'.
    const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(f[11]) + Number(f[12]); // utime, stime (fields 14 and 15)
    return { ppid: Number(f[1]), cpuMs: (ticks * 1000) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

function cmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/** The renderer processes descending from this Node process (the browser it launched). */
function rendererPids(root = process.pid): number[] {
  const parent = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const st = readStat(`/proc/${pid}/stat`);
    if (st) parent.set(pid, st.ppid);
  }
  const descends = (pid: number) => {
    for (let p = parent.get(pid), hops = 0; p !== undefined && hops < 16; p = parent.get(p), hops++)
      if (p === root) return true;
    return false;
  };
  return [...parent.keys()].filter((pid) => descends(pid) && cmdline(pid).includes('--type=renderer'));
}

function snapshot(): Map<number, ThreadTimes> {
  const out = new Map<number, ThreadTimes>();
  for (const pid of rendererPids()) {
    const main = readStat(`/proc/${pid}/task/${pid}/stat`);
    const proc = readStat(`/proc/${pid}/stat`);
    if (main && proc) out.set(pid, { mainMs: main.cpuMs, processMs: proc.cpuMs });
  }
  return out;
}

/**
 * Starts a CPU reading of the renderers; `stop()` gives the busiest renderer's main-thread and
 * process CPU ms over the span (with one tab open, that renderer is the page's). Null where /proc
 * is not there.
 */
export function startRendererCpu(): { stop(): ThreadTimes | null } {
  const before = snapshot();
  return {
    stop() {
      let best: ThreadTimes | null = null;
      for (const [pid, t] of snapshot()) {
        const b = before.get(pid);
        if (!b) continue;
        const d = { mainMs: t.mainMs - b.mainMs, processMs: t.processMs - b.processMs };
        if (!best || d.mainMs > best.mainMs) best = d;
      }
      return best;
    },
  };
}
