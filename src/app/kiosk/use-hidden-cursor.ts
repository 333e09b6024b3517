import { useEffect } from 'react';

const HIDE_AFTER_MS = 3000;

/** Hides the mouse pointer over a wall screen after a few still seconds; a move shows it again. */
export function useHiddenCursor(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      delete root.dataset.cursorHidden;
      clearTimeout(timer);
      timer = setTimeout(() => (root.dataset.cursorHidden = '1'), HIDE_AFTER_MS);
    };
    show();
    window.addEventListener('pointermove', show, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pointermove', show);
      delete root.dataset.cursorHidden;
    };
  }, [active]);
}
