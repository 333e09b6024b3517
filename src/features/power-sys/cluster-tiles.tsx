import { memo, useLayoutEffect, useMemo, useState } from 'react';
import { useStationTimeZone } from '@/api/site-info';
import { useElementWidth } from '@/components/charts/use-element-width';
import { useAutoPage } from '@/components/use-auto-page';
import { fill } from '@/lib/fill-template';
import { formatZoned } from '@/lib/station-time';
import { useSilentClusters } from '@/realtime/use-device-reporting';
import { usePreferences } from '@/stores/preferences';
import { ClusterTile, paintTileFigures, TILE_HEIGHT_REM } from './cluster-tile';
import { useTileText } from './tile-text';
import type { ClusterRow } from './summary-rows';
import { tilesPerRow, visibleRows } from './virtual-window';

const GAP = 10;
/**
 * A tile's least width in rem: the large-screen skin's bigger type widens the tiles with it, so a
 * line such as 'Max V 3.254 V · R1-C12' stays whole (issue 30); 14.25 rem is 228 px at 16 px.
 */
const MIN_TILE_W_REM = 14.25;

/**
 * Tiles in their own scroll box, only the rows on screen mounted: the DOM stays the same size
 * for 10 or 1 000 clusters. Memoised: the page around it renders for other reasons too.
 */
export const ClusterTiles = memo(function ClusterTiles({
  site,
  rows,
  onOpen,
  wallHeight = null,
}: {
  site: string;
  rows: ClusterRow[];
  onOpen: (clusterNo: number) => void;
  /** Kiosk: the box's fixed height; tiles that do not fit turn page by page (no scrollbar). */
  wallHeight?: number | null;
}) {
  const [boxRef, width] = useElementWidth<HTMLDivElement>();
  const theme = usePreferences((s) => s.theme);
  const text = useTileText();
  // A cluster whose BMS went silent: the tile says so with its last-seen time, not its figures.
  const silent = useSilentClusters(site);
  const timeZone = useStationTimeZone();
  const offlineText = useMemo(
    () =>
      new Map(
        silent.map((c) => [
          c.clusterNo,
          c.lastSeen === null
            ? text.neverData
            : fill(text.noData, { time: formatZoned(c.lastSeen, timeZone).slice(11) }),
        ]),
      ),
    [silent, text, timeZone],
  );
  const [scroll, setScroll] = useState({ top: 0, height: 800 });
  const [remPx, setRemPx] = useState(16);
  useLayoutEffect(() => {
    const el = boxRef.current;
    if (el) setScroll({ top: el.scrollTop, height: el.clientHeight });
    // The skin sets the root font size (large-screen skin: 1.2×); tiles are sized in rem.
    setRemPx(parseFloat(getComputedStyle(document.documentElement).fontSize) || 16);
  }, [boxRef, width, theme, wallHeight]);
  const perRow = tilesPerRow(width, MIN_TILE_W_REM * remPx, GAP);
  const rowH = TILE_HEIGHT_REM * remPx + GAP;
  const totalRows = Math.ceil(rows.length / perRow);
  const { first, last } = visibleRows(scroll.top, scroll.height, rowH, totalRows);
  const shown = rows.slice(first * perRow, last * perRow);
  useAutoPage(boxRef, wallHeight !== null, rowH);
  // The moving figures of the mounted tiles, written with each batch (a tile renders only when
  // what it shows besides them changes).
  useLayoutEffect(() => {
    if (boxRef.current) paintTileFigures(boxRef.current, shown, text);
  });
  return (
    <div
      ref={boxRef}
      data-testid="cluster-tiles"
      data-count={rows.length}
      className={`isolate min-h-0 pr-1 ${wallHeight === null ? 'max-h-[calc(100vh-17rem)] overflow-y-auto' : 'overflow-hidden'}`}
      style={wallHeight === null ? undefined : { height: wallHeight }}
      onScroll={(e) => {
        const el = e.currentTarget;
        setScroll((s) =>
          s.top === el.scrollTop && s.height === el.clientHeight
            ? s
            : { top: el.scrollTop, height: el.clientHeight },
        );
      }}
    >
      <div style={{ height: Math.max(0, totalRows * rowH - GAP), position: 'relative' }}>
        <div
          className="grid"
          style={{
            gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))`,
            gap: GAP,
            transform: `translateY(${first * rowH}px)`,
          }}
        >
          {shown.map((row) => (
            <ClusterTile
              key={row.clusterNo}
              row={row}
              text={text}
              onOpen={onOpen}
              offline={offlineText.get(row.clusterNo)}
            />
          ))}
        </div>
      </div>
    </div>
  );
});
