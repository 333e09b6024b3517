import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportOperationLogs, getOperationLogs, getOperationLogUpdateTime } from '@/api/oplog';
import { Button } from '@/components/button';
import { ExportButton } from '@/components/export-button';
import { DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import type { OperationLogQuery } from '@/contract/api/oplog';
import { formatDate } from '@/lib/format/date';
import { usePreferences } from '@/stores/preferences';
import { useSite } from '@/stores/site';
import { logColumns } from './log-columns';
import { LogFilters } from './log-filters';
import { toLogQuery, type LogForm } from './log-query';

const PAGE_SIZE = 20;

/** operationSys: the operation log, filtered by time, user and operation type, paged, with export. */
export function Page() {
  // The changes column words settings as their own pages do (alarm, sysconfig, strategy).
  const { t } = useTranslation(['oplog', 'alarm', 'sysconfig', 'strategy']);
  const { t: tc } = useTranslation();
  const { t: te } = useTranslation('errors');
  const language = usePreferences((s) => s.language);
  const [filters, setFilters] = useState<OperationLogQuery>({});
  const [current, setCurrent] = useState(1);
  const [timeError, setTimeError] = useState<string | null>(null);
  const site = useSite((s) => s.currentSite);
  const query = { ...filters, site, current, size: PAGE_SIZE };
  const logs = useQuery({
    queryKey: ['oplog', 'page', site, query],
    queryFn: () => getOperationLogs(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const updated = useQuery({
    queryKey: ['oplog', 'updatetime', site],
    queryFn: () => getOperationLogUpdateTime(site),
    staleTime: 0,
  });

  const search = (form: LogForm) => {
    const result = toLogQuery(form);
    if ('timeError' in result) return setTimeError(te('timeChooseError'));
    setTimeError(null);
    setFilters(result.query);
    setCurrent(1);
  };

  return (
    <div>
      <PageHeader
        title={t('title')}
        subtitle={
          <span data-testid="oplog-updatetime">
            {updated.data ? t('updateTime', { time: formatDate(updated.data, language) }) : t('noUpdate')}
          </span>
        }
        actions={
          <>
            <Button
              onClick={() => {
                void logs.refetch();
                void updated.refetch();
              }}
            >
              {tc('actions.refresh')}
            </Button>
            <ExportButton
              label={t('exportFile')}
              run={(control) => exportOperationLogs({ ...filters, site }, t('exportFile'), control)}
            />
          </>
        }
      />
      <LogFilters error={timeError} onSearch={search} />
      <div data-testid="oplog-table">
        <DataTable
          columns={logColumns(t, language)}
          rows={logs.data?.records}
          rowKey={(l) => l.id}
          loading={logs.isPending}
          error={logs.isError ? logs.error.message : null}
          onRetry={() => void logs.refetch()}
          caption={t('title')}
          paging={{ current, size: PAGE_SIZE, total: logs.data?.total ?? 0, onChange: setCurrent }}
        />
      </div>
    </div>
  );
}
