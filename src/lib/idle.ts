/**
 * Runs `cb` in the browser's next idle period (after `timeout` ms at the latest, so a page that is
 * never idle still gets it); returns a cancel. Without requestIdleCallback (Safari, Node), a timer.
 */
export function onIdle(cb: () => void, timeout = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => cb(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(cb, 500);
  return () => clearTimeout(id);
}
