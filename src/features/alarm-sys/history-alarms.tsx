import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alarmKeys, exportAlarmHistory, getAlarmHistory } from '@/api/alarm';
import { ExportButton } from '@/components/export-button';
import { DataTable } from '@/components/data-table';
import type { AlarmHistoryQuery } from '@/contract/api/alarm-api';
import { usePreferences } from '@/stores/preferences';
import { useSite } from '@/stores/site';
import { alarmColumns } from './alarm-columns';
import { HistoryFilters } from './history-filters';
import { EMPTY_HISTORY_FORM, toHistoryQuery, type HistoryForm } from './history-query';

const PAGE_SIZE = 10;

/** Cleared and recovered alarms, filtered and paged, with export of the filtered set. */
export function HistoryAlarms() {
  const { t } = useTranslation('alarm');
  const { t: te } = useTranslation('errors');
  const language = usePreferences((s) => s.language);
  const site = useSite((s) => s.currentSite);
  const [filters, setFilters] = useState<AlarmHistoryQuery>({});
  const [current, setCurrent] = useState(1);
  const [timeError, setTimeError] = useState<string | null>(null);
  const query = { ...filters, current, size: PAGE_SIZE };
  const history = useQuery({
    queryKey: alarmKeys.history(site, query),
    queryFn: () => getAlarmHistory(site, query),
    placeholderData: keepPreviousData,
  });

  const search = (form: HistoryForm) => {
    const result = toHistoryQuery(form);
    if ('timeError' in result) {
      setTimeError(te('timeChooseError'));
      return;
    }
    setTimeError(null);
    setFilters(result.query);
    setCurrent(1);
  };

  return (
    <section aria-labelledby="history-alarms-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="history-alarms-title" className="text-sm font-semibold text-fg">
          {t('tabs.history')}
        </h2>
        <ExportButton
          label={t('exportFile')}
          run={(control) => exportAlarmHistory(site, filters, t('exportFile'), control)}
        />
      </div>
      <HistoryFilters initial={EMPTY_HISTORY_FORM} error={timeError} onSearch={search} />
      <div data-testid="history-alarms">
        <DataTable
          columns={alarmColumns(t, language)}
          rows={history.data?.records}
          rowKey={(a) => a.id}
          loading={history.isPending}
          error={history.isError ? history.error.message : null}
          onRetry={() => void history.refetch()}
          caption={t('tabs.history')}
          paging={{
            current,
            size: PAGE_SIZE,
            total: history.data?.total ?? 0,
            onChange: setCurrent,
          }}
        />
      </div>
    </section>
  );
}
