import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelBoundary } from '@/components/panel-boundary';
import { EmptyState } from '@/components/states';
import { useAutoPage } from '@/components/use-auto-page';
import { useFillHeight } from '@/components/use-fill-height';
import { ClusterTiles } from './cluster-tiles';
import { PcsPanel } from './pcs-panel';
import { StackPanel } from './stack-panel';
import type { ClusterRow } from './summary-rows';
import { WorstCellsPanel } from './worst-cells-panel';

/**
 * powerSys' station view on a wall screen (kiosk mode): no filters or sorting (nobody clicks a
 * wall), the clusters beside the stack, worst cells and PCS, in exactly the screen's height; the
 * clusters that do not fit turn page by page. Below 1280 px the panels stack as elsewhere.
 */
export function WallStation({
  site,
  rows,
  onOpen,
  wide,
}: {
  site: string;
  rows: ClusterRow[];
  onOpen: (clusterNo: number) => void;
  /** The viewport is 1280 px or wider: the two columns fit. */
  wide: boolean;
}) {
  const { t } = useTranslation('power');
  const [ref, height] = useFillHeight<HTMLDivElement>(wide);
  // The side column turns its pages too where a small panel PC cannot show all of it.
  const side = useRef<HTMLDivElement>(null);
  useAutoPage(side, height !== null);
  return (
    <div
      ref={ref}
      data-testid="wall-station"
      className="grid gap-3 xl:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] 2xl:grid-cols-[minmax(0,1fr)_minmax(0,36rem)]"
      style={height === null ? undefined : { height }}
    >
      <PanelBoundary name="clusters">
        {rows.length === 0 ? (
          <EmptyState label={t('toolbar.noMatch')} />
        ) : (
          <ClusterTiles site={site} rows={rows} onOpen={onOpen} wallHeight={height} />
        )}
      </PanelBoundary>
      <div ref={side} className="min-h-0 overflow-hidden" data-testid="wall-side">
        <PanelBoundary name="stack">
          <StackPanel site={site} />
        </PanelBoundary>
        <PanelBoundary name="worst-cells">
          <WorstCellsPanel site={site} narrow />
        </PanelBoundary>
        <PanelBoundary name="pcs">
          <PcsPanel site={site} />
        </PanelBoundary>
      </div>
    </div>
  );
}
