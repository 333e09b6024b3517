/*
 * A fresh canvas has one drawing buffer. Its second paint makes Chromium allocate a second one
 * (the first is still held by the compositor); in software compositing, the panel PCs' and the
 * bench's mode, that allocation cost 25-35 ms of main-thread time at CPU ×4 for the day chart's
 * seven canvases, and it fell on the user's first click (historySys: the first period switch was
 * 125-220 ms, the later ones 70-100 ms). Redrawing once while the page is idle, after the chart's
 * first painted frame, pays it there: the first switch then costs what the others do.
 */
import { onIdle } from '@/lib/idle';

export interface IdleScheduler {
  frame(cb: () => void): () => void;
  idle(cb: () => void): () => void;
}

const browserScheduler: IdleScheduler = {
  frame(cb) {
    const id = requestAnimationFrame(cb);
    return () => cancelAnimationFrame(id);
  },
  idle: (cb) => onIdle(cb),
};

/**
 * Calls `redraw` once in the first idle period after the next frame (the chart paints its data in
 * that frame). Returns a cancel for unmount.
 */
export function scheduleWarmRedraw(
  redraw: () => void,
  scheduler: IdleScheduler = browserScheduler,
): () => void {
  let cancel = scheduler.frame(() => {
    cancel = scheduler.idle(() => {
      cancel = () => {};
      redraw();
    });
  });
  return () => cancel();
}

/** A chart's one warm redraw: scheduled after its first data, dropped by newer data or a tick. */
export interface WarmRedraw {
  /** New data: drops a pending redraw; schedules `redraw` if none was yet and there is data. */
  afterData(hasData: boolean, redraw: () => void): void;
  /** A live tick painted the chart itself: the pending redraw would set older data again. */
  drop(): void;
  /** The chart was removed: a new one is warmed again. */
  reset(): void;
}

export function warmRedraw(scheduler: IdleScheduler = browserScheduler): WarmRedraw {
  let warmed = false;
  let cancel: (() => void) | null = null;
  const drop = () => {
    cancel?.();
    cancel = null;
  };
  return {
    afterData(hasData, redraw) {
      drop();
      if (warmed || !hasData) return;
      warmed = true;
      cancel = scheduleWarmRedraw(redraw, scheduler);
    },
    drop,
    reset() {
      drop();
      warmed = false;
    },
  };
}
