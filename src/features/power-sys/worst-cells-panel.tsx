import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { WorstCellsList } from '@/components/worst-cells';
import { useWorstCells } from '@/realtime/use-worst-cells';
import { ClustersOrOffline } from '@/widgets/realtime/device-offline';

/** Cells shown of each kind. */
const WORST_SHOWN = 3;

/** Station-wide worst cells (ranked in the worker), each linking to its cell; renders on its own 1 Hz. */
export const WorstCellsPanel = memo(function WorstCellsPanel({
  site,
  narrow = false,
}: {
  site: string;
  narrow?: boolean;
}) {
  const { t } = useTranslation('monitor');
  const worst = useWorstCells(site, WORST_SHOWN);
  return (
    <section
      className="mb-3 isolate rounded-lg border border-line bg-surface p-3"
      aria-labelledby="worst-title"
      data-testid="worst-cells"
    >
      <h2 id="worst-title" className="mb-2 text-sm font-semibold text-fg">
        {t('worst.title')}
      </h2>
      <ClustersOrOffline site={site} title="worstCells" testId="worst-offline">
        <WorstCellsList worst={worst} limit={WORST_SHOWN} narrow={narrow} />
      </ClustersOrOffline>
    </section>
  );
});
