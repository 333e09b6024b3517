import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The station name in the header: on one line whenever it fits, else wrapped onto a second line
 * at a word break (the wall skin's larger type at 1280 px); cut, the whole name on hover (title),
 * only when even two lines have no room for it.
 */
export function StationName({ name, label }: { name: string; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () =>
      setCut(el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [name]);
  return (
    <div
      ref={box}
      className="line-clamp-2 min-w-0 leading-tight"
      title={cut ? name : undefined}
      data-truncated={cut}
    >
      <span className="sr-only">{label}: </span>
      <span
        data-testid="station-name"
        className="text-base font-semibold whitespace-normal text-fg 2xl:text-lg"
      >
        {name}
      </span>
    </div>
  );
}
