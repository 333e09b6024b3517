import { useId, type ReactNode } from 'react';

/**
 * 'data': a panel of a data page (energy, history, reports), its title small and muted above the
 * figures. 'panel': a block of a settings section (a CRUD list, a push panel), its title a heading.
 */
export type CardTone = 'data' | 'panel';

const TONES: Record<CardTone, { box: string; heading: string; head: string; alone: string }> = {
  data: {
    box: 'rounded-md border border-line bg-surface p-3',
    heading: 'text-sm font-medium text-muted',
    head: 'mb-2 flex flex-wrap items-center justify-between gap-2',
    alone: 'mb-2',
  },
  panel: {
    box: 'rounded-lg border border-line bg-surface p-4',
    heading: 'text-base font-semibold',
    head: 'mb-3 flex flex-wrap items-center gap-3',
    alone: '',
  },
};

export interface CardProps {
  /** The h2 of the card; it names the region unless `label` does. */
  title: ReactNode;
  /** In the title's row (a select, an export button, a note): right of it ('data') or after it. */
  actions?: ReactNode;
  tone?: CardTone;
  /** The region's name when it is not the title's text (e.g. a title that holds a unit or a range). */
  label?: string;
  /** The landmark: a region (default) or a navigation list. */
  as?: 'section' | 'nav';
  /** More classes of the box (its width, a grid span, a gap between its children). */
  className?: string;
  /** The box's data-testid. */
  testId?: string;
  /**
   * Figures that change with live data: the box is its own paint layer (isolation), so that a
   * change repaints it alone, not the page around it (issue 34: powerSys painted its whole
   * document, 2 700 nodes, for each batch). Not for a card whose popup (a menu, a date picker)
   * must overlap what follows it: the popup stays inside the layer.
   */
  live?: boolean;
  children?: ReactNode;
}

/** A bordered box with an h2 title: one look for every titled panel of the console. */
export function Card({
  title,
  actions,
  tone = 'data',
  label,
  as: Box = 'section',
  className,
  testId,
  live = false,
  children,
}: CardProps) {
  const headingId = useId();
  const look = TONES[tone];
  const heading = (
    <h2 id={headingId} className={actions ? look.heading : `${look.alone} ${look.heading}`.trim()}>
      {title}
    </h2>
  );
  return (
    <Box
      className={`${look.box}${live ? ' isolate' : ''}${className ? ` ${className}` : ''}`}
      aria-label={label}
      aria-labelledby={label ? undefined : headingId}
      data-testid={testId}
    >
      {actions ? (
        <div className={look.head}>
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </Box>
  );
}
