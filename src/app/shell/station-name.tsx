import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The station name in the header: in full whenever it fits; cut with an ellipsis, the whole name
 * on hover (title), only when the header truly has no room for it.
 */
export function StationName({ name, label }: { name: string; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setCut(el.scrollWidth > el.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [name]);
  return (
    <div ref={box} className="min-w-0 truncate" title={cut ? name : undefined} data-truncated={cut}>
      <span className="sr-only">{label}: </span>
      <span
        data-testid="station-name"
        className="text-base font-semibold whitespace-nowrap text-fg 2xl:text-lg"
      >
        {name}
      </span>
    </div>
  );
}
