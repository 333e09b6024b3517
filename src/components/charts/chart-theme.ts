/** Colours of the current skin, read from the CSS variables (styles.css) at call time. */
export function cssVar(name: string, fallback = '#888888'): string {
  if (typeof document === 'undefined') return fallback;
  const v = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return v || fallback;
}

/** Calls `onChange` whenever the skin (`data-theme` on <html>) changes; returns the unsubscribe. */
export function onThemeChange(onChange: () => void): () => void {
  if (typeof MutationObserver === 'undefined' || typeof document === 'undefined') return () => {};
  const mo = new MutationObserver(onChange);
  mo.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme', 'style', 'class'],
  });
  return () => mo.disconnect();
}
