import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExport, exportKeys, getExportTasks, retryExport } from '@/api/data';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import type { ExportTask } from '@/contract/api/data';
import { notify } from '@/lib/notify';

const SIZE = 10;

/** The station's export tasks, newest first; refreshed every 2 s while one is waiting or running. */
export function TaskTable({ site }: { site: string }) {
  const { t } = useTranslation('data');
  const qc = useQueryClient();
  const [current, setCurrent] = useState(1);
  const tasks = useQuery({
    queryKey: [...exportKeys.tasks(site), current],
    queryFn: () => getExportTasks(site, { current, size: SIZE }),
    refetchInterval: (q) =>
      (q.state.data?.records ?? []).some((x) => x.status === 'running' || x.status === 'notStarted')
        ? 2000
        : false,
  });
  const retry = useMutation({
    mutationFn: (id: string) => retryExport(site, id),
    onSuccess: () => {
      notify.info(t('export.retried'));
      void qc.invalidateQueries({ queryKey: exportKeys.tasks(site) });
    },
  });
  const page = tasks.data;
  return (
    <section aria-label={t('export.tasks')} className="space-y-2">
      <h2 className="text-base font-semibold text-fg">{t('export.tasks')}</h2>
      <DataTable<ExportTask>
        rows={page?.records ?? (tasks.isSuccess ? [] : undefined)}
        loading={tasks.isPending}
        error={tasks.isError ? tasks.error.message : null}
        onRetry={() => void tasks.refetch()}
        rowKey={(x) => x.id}
        emptyLabel={t('export.noTasks')}
        paging={page ? { current, size: SIZE, total: page.total, onChange: setCurrent } : undefined}
        columns={[
          {
            key: 'status',
            header: t('export.status'),
            render: (x) => <span data-status={x.status}>{t(`export.states.${x.status}`)}</span>,
          },
          {
            key: 'progress',
            header: t('export.progress'),
            render: (x) => (
              <span className="flex items-center gap-2">
                <progress className="w-24" max={100} value={x.progress} aria-label={t('export.progress')} />
                {Math.round(x.progress)} %
              </span>
            ),
          },
          { key: 'searchStart', header: t('export.searchStart'), render: (x) => x.searchStart },
          { key: 'searchEnd', header: t('export.searchEnd'), render: (x) => x.searchEnd },
          { key: 'taskStart', header: t('export.taskStart'), render: (x) => x.taskStart || '-' },
          {
            key: 'rows',
            header: t('export.rows'),
            align: 'right',
            render: (x) => `${x.writtenRows} / ${x.estimatedRows}`,
          },
          {
            key: 'actions',
            header: t('export.actions'),
            stickyEnd: true,
            render: (x) =>
              x.status === 'success' ? (
                <Button
                  variant="ghost"
                  onClick={() => void downloadExport(site, x.id, `${t('export.file')}_${x.id}.xlsx`)}
                >
                  {t('export.download')}
                </Button>
              ) : x.status === 'error' ? (
                <Button
                  variant="ghost"
                  title={x.error}
                  disabled={retry.isPending}
                  onClick={() => retry.mutate(x.id)}
                >
                  {t('export.retry')}
                </Button>
              ) : null,
          },
        ]}
      />
    </section>
  );
}
