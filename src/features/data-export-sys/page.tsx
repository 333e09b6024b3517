import { useTranslation } from 'react-i18next';
import { useStationTimeZone } from '@/api/site-info';
import { PageHeader } from '@/components/page-header';
import { useStationToday } from '@/components/period/use-station-today';
import { useSite } from '@/stores/site';
import { ExportForm } from './export-form';
import { TaskTable } from './task-table';

/** dataExportSys: tag data export and export tasks (spec §2, §4, §5). */
export function Page() {
  const { t } = useTranslation('data');
  const site = useSite((s) => s.currentSite);
  const today = useStationToday(useStationTimeZone());
  return (
    <div className="space-y-4">
      <PageHeader title={t('export.title')} subtitle={t('export.description')} />
      <ExportForm key={site} site={site} defaultDay={today} />
      <TaskTable site={site} />
    </div>
  );
}
