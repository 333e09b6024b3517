import { useLayoutEffect } from 'react';
import { setText } from '@/lib/set-text';
import { realtimeStore } from '@/realtime/realtime-store';

/** The attribute that marks an element whose text useLiveText writes: data-live="<key>". */
const LIVE_ATTR = 'data-live';

/** Puts one marked element's text (and, optionally, one attribute); unknown keys are skipped. */
export type PutLiveText = (key: string, text: string, attr?: readonly [name: string, value: string]) => void;

/** Props that mark an element for useLiveText: spread them on an element rendered without children. */
export const liveKey = (key: string) => ({ [LIVE_ATTR]: key });

/**
 * Writes a topic's ticking figures straight into the DOM (issue 34: a figure that moves with every
 * 1 Hz message rendered its card or tile): elements under `root` marked with `liveKey(key)` and
 * rendered without children get their text from `paint(value, put)`, run once when mounted and
 * then on each store update that brings the topic a new value. Hold `root` in state through a
 * callback ref, so that a root mounted later (after an offline notice, say) is painted too. A text (or attribute) is written
 * only when it changed. `shape` is what the marked elements are rendered from: when it changes
 * (elements added or replaced) they are found again and everything is painted. Keep `paint`
 * stable; a new one (another language) repaints everything.
 */
export function useLiveText<T>(
  topic: string | null,
  root: HTMLElement | null,
  shape: unknown,
  paint: (value: T, put: PutLiveText) => void,
): void {
  useLayoutEffect(() => {
    if (!root || !topic) return;
    const marked = new Map<string, { el: Element; text?: string; attr?: string }>();
    for (const m of root.querySelectorAll(`[${LIVE_ATTR}]`))
      marked.set(m.getAttribute(LIVE_ATTR)!, { el: m });
    const put: PutLiveText = (key, text, attr) => {
      const m = marked.get(key);
      if (!m) return;
      if (m.text !== text) {
        m.text = text;
        setText(m.el, text);
      }
      if (attr && m.attr !== attr[1]) {
        m.attr = attr[1];
        m.el.setAttribute(attr[0], attr[1]);
      }
    };
    let entry: unknown;
    const run = () => {
      const e = realtimeStore.getState().topics[topic];
      if (e === entry) return;
      entry = e;
      if (e?.value !== undefined) paint(e.value as T, put);
    };
    run();
    return realtimeStore.subscribe(run);
  }, [topic, root, shape, paint]);
}
