/**
 * What React and the DOM do, counted (not timed): so a loaded machine gives the same figures as a
 * quiet one. Installed with addInitScript before the console's scripts: it poses as the React
 * DevTools hook, which react-dom (production builds too) calls after every commit, and counts the
 * components that rendered in each commit (a fiber with React's PerformedWork flag, in subtrees
 * the commit touched); a MutationObserver counts DOM mutation records.
 */
export interface RenderProbeReading {
  commits: number;
  /** Components (function, class, forwardRef, memo) rendered, all commits together. */
  renders: number;
  /** Renders by component name (minified names in a minified build). */
  byComponent: Record<string, number>;
  /** DOM mutation records: childList, attributes, characterData. */
  mutations: { childList: number; attributes: number; characterData: number };
}

declare global {
  interface Window {
    __renderProbe?: { reset(): void; read(): RenderProbeReading };
  }
}

export function installRenderProbe(): void {
  interface Fiber {
    tag: number;
    flags: number;
    type: unknown;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
  }
  const PERFORMED_WORK = 1;
  // FunctionComponent, ClassComponent, ForwardRef, SimpleMemoComponent (MemoComponent's inner
  // component is a fiber of its own, so tag 14 is not counted twice).
  const COUNTED = new Set([0, 1, 11, 15]);
  let commits = 0;
  let renders = 0;
  let byComponent: Record<string, number> = {};
  const mutations = { childList: 0, attributes: 0, characterData: 0 };

  const nameOf = (f: Fiber): string => {
    const t = f.type as { displayName?: string; name?: string; render?: { name?: string } } | null;
    if (!t) return '?';
    return t.displayName || t.name || t.render?.name || '?';
  };
  const visit = (root: Fiber) => {
    const stack: Fiber[] = [root];
    while (stack.length) {
      const f = stack.pop()!;
      if (COUNTED.has(f.tag) && (f.flags & PERFORMED_WORK) !== 0) {
        renders++;
        const n = nameOf(f);
        byComponent[n] = (byComponent[n] ?? 0) + 1;
      }
      // A child list the commit did not replace is a subtree React did not enter.
      if (f.child && !(f.alternate && f.alternate.child === f.child)) {
        let c: Fiber | null = f.child;
        while (c) {
          stack.push(c);
          c = c.sibling;
        }
      }
    }
  };
  const hook = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      commits++;
      visit(root.current);
    },
  };
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = hook;

  const observe = () =>
    new MutationObserver((records) => {
      for (const r of records) mutations[r.type]++;
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  if (document.documentElement) observe();
  else document.addEventListener('DOMContentLoaded', observe, { once: true });

  window.__renderProbe = {
    reset() {
      commits = renders = 0;
      byComponent = {};
      mutations.childList = mutations.attributes = mutations.characterData = 0;
    },
    read: () => ({ commits, renders, byComponent: { ...byComponent }, mutations: { ...mutations } }),
  };
}
