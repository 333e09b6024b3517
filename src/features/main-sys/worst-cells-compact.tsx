import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { WorstCellsList } from '@/components/worst-cells';
import { useWorstCells } from '@/realtime/use-worst-cells';
import { ClustersOrOffline } from '@/widgets/realtime/device-offline';

/** The overview's compact worst cells: the top two (or `limit`) of each kind, linking into powerSys. */
export const WorstCellsCompact = memo(function WorstCellsCompact({
  site,
  limit = 2,
}: {
  site: string;
  limit?: number;
}) {
  const { t } = useTranslation('monitor');
  const worst = useWorstCells(site, limit);
  return (
    <section
      className="isolate rounded-lg border border-line bg-surface p-3"
      aria-labelledby="worst-compact-title"
      data-testid="worst-cells"
    >
      <h2 id="worst-compact-title" className="mb-2 text-sm font-semibold text-fg">
        {t('worst.compactTitle')}
      </h2>
      <ClustersOrOffline site={site} title="worstCells" testId="worst-offline">
        <WorstCellsList worst={worst} compact limit={limit} />
      </ClustersOrOffline>
    </section>
  );
});
