import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { useStationTimeZone } from '@/api/site-info';
import { PageHeader } from '@/components/page-header';
import { useStationToday } from '@/components/period/use-station-today';
import { useSite } from '@/stores/site';
import { ConfigSection } from './config-section';
import { ExportForm } from './export-form';
import { TaskTable } from './task-table';

const VIEWS = ['export', 'config'] as const;

/**
 * dataExportSys: tag data export and export tasks (spec §2, §4, §5), and the export
 * configuration of each device type (the columns an export writes) in its own tab.
 */
export function Page() {
  const { t } = useTranslation('data');
  const site = useSite((s) => s.currentSite);
  const today = useStationToday(useStationTimeZone());
  const [params, setParams] = useSearchParams();
  const view = VIEWS.find((v) => v === params.get('view')) ?? 'export';
  return (
    <div className="space-y-4">
      <PageHeader title={t('export.title')} subtitle={t('export.description')} />
      <div role="tablist" aria-label={t('tabs.label')} className="flex flex-wrap gap-1">
        {VIEWS.map((v) => (
          <button
            key={v}
            role="tab"
            type="button"
            aria-selected={v === view}
            onClick={() => setParams((p) => ({ ...Object.fromEntries(p), view: v }))}
            className={`rounded-md px-3 py-1.5 text-sm ${v === view ? 'bg-primary text-on-primary' : 'bg-surface-2 text-fg hover:bg-surface'}`}
          >
            {t(`tabs.${v}`)}
          </button>
        ))}
      </div>
      {view === 'config' ? (
        <ConfigSection />
      ) : (
        <>
          <ExportForm key={site} site={site} defaultDay={today} />
          <TaskTable site={site} />
        </>
      )}
    </div>
  );
}
