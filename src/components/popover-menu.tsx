import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** w-64 */
const PANEL_WIDTH_PX = 256;

/**
 * A button that shows a panel under it (disclosure pattern): closes on Escape, on a click
 * outside, and when `close` is called by something inside (e.g. after an action).
 */
export function PopoverMenu(props: {
  label: ReactNode;
  /** Accessible name of the button and the panel. */
  name: string;
  children: (close: () => void) => ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  // Right-aligned under the button where the panel fits that way, else left-aligned (narrow screens).
  const [alignRight, setAlignRight] = useState(true);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className={`relative ${props.className ?? ''}`}>
      <button
        ref={button}
        type="button"
        aria-label={props.name}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={(e) => {
          setAlignRight(e.currentTarget.getBoundingClientRect().right >= PANEL_WIDTH_PX + 8);
          setOpen((o) => !o);
        }}
        className="inline-flex items-center gap-1 rounded-md px-3 py-1.5 text-sm font-medium text-fg hover:bg-surface-2"
      >
        {props.label}
      </button>
      {open ? (
        <div
          id={panelId}
          role="group"
          aria-label={props.name}
          className={`absolute ${alignRight ? 'right-0' : 'left-0'} z-30 mt-1 flex w-64 max-w-[calc(100vw-1rem)] flex-col gap-2 rounded-lg border border-line bg-surface p-3 shadow-xl`}
        >
          {props.children(() => setOpen(false))}
        </div>
      ) : null}
    </div>
  );
}
