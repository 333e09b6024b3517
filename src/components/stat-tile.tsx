import { memo, type ReactNode } from 'react';
import { liveKey } from './realtime/use-live-text';

/**
 * A live tile's figure row is a box of its own size, one line high and as wide as its grid cell
 * (issue 34): the figure written with every message then lays out that row, not the whole page
 * (electricSys relaid all 284 of its boxes per message). One line: a figure and its unit do not
 * wrap (they fit the narrowest tile, checked by the pages' screenshot tests).
 */
const LIVE_ROW = 'contain-strict h-[1lh] overflow-hidden whitespace-nowrap';

/**
 * One figure of a KPI row: label, value with unit, optional note (e.g. a sign convention).
 * Memoised: a live message re-renders the tiles whose text changed, not the whole row (issue 34).
 */
export const StatTile = memo(function StatTile({
  id,
  label,
  value,
  unit,
  note,
  live,
}: {
  id: string;
  label: ReactNode;
  value: string;
  unit?: string;
  note?: ReactNode;
  /**
   * A live tile: its value is written by the caller's useLiveText under this key (a figure that
   * moves with every message renders nothing, issue 34); `value` is then not shown.
   */
  live?: string;
}) {
  return (
    <div className="isolate rounded-lg border border-line bg-surface px-3 py-2.5" data-testid={`stat-${id}`}>
      <div className="text-xs text-muted wall:text-sm">{label}</div>
      <div
        className={`mt-0.5 flex items-baseline gap-x-1 text-2xl font-semibold tabular-nums text-fg wall:text-3xl wall:2xl:text-4xl ${live ? LIVE_ROW : 'flex-wrap'}`}
        data-testid={`stat-${id}-value`}
      >
        {live ? <span {...liveKey(live)} /> : value}
        {unit && (live || value !== '-') ? (
          <span className="text-sm font-normal text-muted wall:text-lg">{unit}</span>
        ) : null}
      </div>
      {note ? <div className="text-xs text-muted wall:text-sm">{note}</div> : null}
    </div>
  );
});

/** One tile of a {@link StatTiles} row; `hidden` tiles (e.g. a field the device model lacks) are left out. */
export interface StatTileSpec {
  id: string;
  label: ReactNode;
  value: string;
  unit?: string;
  note?: ReactNode;
  live?: string;
  hidden?: boolean;
}

/** A row of KPI tiles in a responsive grid (`className` sets the columns). */
export function StatTiles({ tiles, className }: { tiles: readonly StatTileSpec[]; className: string }) {
  return (
    <div className={`grid gap-3 ${className}`}>
      {tiles
        .filter((t) => !t.hidden)
        .map(({ hidden: _h, ...t }) => (
          <StatTile key={t.id} {...t} />
        ))}
    </div>
  );
}
