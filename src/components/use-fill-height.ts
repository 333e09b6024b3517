import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The height from an element's top to the bottom of the scrolling page area (`main`, less its
 * bottom padding), followed as banners come and go and the window resizes: a wall screen's page
 * that must fit without scrolling gives it to the box whose contents page instead. `null` while
 * off (`enabled` false) or before the first measure.
 */
export function useFillHeight<T extends HTMLElement>(
  enabled: boolean,
): [React.RefObject<T | null>, number | null] {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    const main = el?.closest('main');
    if (!enabled || !el || !main) {
      setHeight(null);
      return;
    }
    const measure = () => {
      const bottom =
        main.getBoundingClientRect().bottom - parseFloat(getComputedStyle(main).paddingBottom || '0');
      const h = Math.max(0, Math.floor(bottom - el.getBoundingClientRect().top));
      setHeight((prev) => (prev === h ? prev : h));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(main);
    // Whatever sits above the box (a banner, the page header wrapping) moves its top.
    if (main.firstElementChild) observer.observe(main.firstElementChild);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [enabled]);
  return [ref, height];
}
