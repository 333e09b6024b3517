import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getUpgradeOverview, stopUpgrade, upgradeKeys } from '@/api/upgrade';
import { Button } from '@/components/button';
import { confirm } from '@/components/confirm-store';
import { CrudSection } from '@/components/crud/crud-section';
import { listWithin } from '@/components/crud/use-crud-section';
import type { Column } from '@/components/data-table';
import { isUpgradeRunning, type UpgradeTask } from '@/contract/api/upgrade';
import { notify } from '@/lib/notify';
import { useMayCall } from '@/stores/permissions';

const STATUS_CLASS: Record<UpgradeTask['status'], string> = {
  upgrading: 'text-primary',
  successful: 'text-success',
  failed: 'text-danger',
  canceled: 'text-muted',
};

/** Names and words that must not break per character in a squeezed column (zh at 1280). */
const WHOLE = 'whitespace-nowrap';

function useReasonText() {
  const { t } = useTranslation('upgrade');
  return (task: UpgradeTask): string => {
    if (!task.reasonCode) return '';
    const step = task.step ? t(`steps.${task.step}`) : '';
    return t(`reasons.${task.reasonCode}`, {
      step,
      got: task.readBackVersion,
      expected: task.targetVersion,
    });
  };
}

/**
 * Upgrade tasks with status, step and progress, on the CRUD pattern without add, edit or delete (a
 * task is started from the devices); a running one can be stopped. Stop leads the row, kept in
 * view at the left: at rest it covers no column (a sticky end column covered Started/Ended (en) and
 * Operator (zh) at 1280 in the screen skin; issue 30). The list reads the section's overview query
 * (one call), which asks again while a task runs.
 */
export function TaskTable({ site, running }: { site: string; running: boolean }) {
  const { t } = useTranslation('upgrade');
  const { t: tc } = useTranslation();
  const mayStop = useMayCall('POST', 'upgrade/stop');
  const reasonText = useReasonText();
  const client = useQueryClient();
  const stop = useMutation({
    mutationFn: (task: UpgradeTask) => stopUpgrade(task.id),
    onSuccess: (task) => {
      notify.success(t('stopped', { device: task.deviceName }));
      void client.invalidateQueries({ queryKey: upgradeKeys.list(site) });
    },
  });
  const onStop = async (task: UpgradeTask) => {
    if (await confirm(t('confirmStop', { device: task.deviceName }), { title: t('stop'), danger: true }))
      stop.mutate(task);
  };
  const stopButton = (x: UpgradeTask) =>
    isUpgradeRunning(x) ? (
      <Button
        variant="danger"
        disabled={!mayStop || stop.isPending}
        title={mayStop ? undefined : tc('permission.adminOnly')}
        aria-label={`${t('stop')} ${x.deviceName}`}
        onClick={() => void onStop(x)}
      >
        {t('stop')}
      </Button>
    ) : null;
  const columns: Column<UpgradeTask>[] = [
    { key: 'device', header: t('device'), render: (x) => <span className={WHOLE}>{x.deviceName}</span> },
    { key: 'package', header: t('package'), render: (x) => <span className={WHOLE}>{x.packageName}</span> },
    {
      key: 'versions',
      header: t('versions'),
      render: (x) => (
        <div>
          <div className={WHOLE}>{t('versionChange', { from: x.fromVersion, to: x.targetVersion })}</div>
          {x.readBackVersion ? (
            <div className="text-xs text-muted">{t('readBack', { version: x.readBackVersion })}</div>
          ) : null}
        </div>
      ),
    },
    {
      key: 'status',
      header: t('status'),
      render: (x) => (
        <span className={`${WHOLE} ${STATUS_CLASS[x.status]}`} data-testid={`upgrade-status-${x.id}`}>
          {t(`statuses.${x.status}`)}
        </span>
      ),
    },
    {
      key: 'step',
      header: t('step'),
      render: (x) => <span className={WHOLE}>{x.step ? t(`steps.${x.step}`) : ''}</span>,
    },
    {
      key: 'progress',
      header: t('progress'),
      render: (x) => (
        <div className="flex min-w-28 items-center gap-2">
          <div
            role="progressbar"
            aria-label={`${t('progress')} ${x.deviceName}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={x.progress}
            className="h-2 flex-1 overflow-hidden rounded bg-surface-2"
          >
            <div className="h-full bg-primary" style={{ width: `${x.progress}%` }} />
          </div>
          <span className="tabular-nums text-xs">{x.progress}%</span>
        </div>
      ),
    },
    {
      key: 'reason',
      header: t('reason'),
      render: (x) => <span className="block min-w-40 text-danger">{reasonText(x)}</span>,
    },
    { key: 'startedAt', header: t('startedAt'), render: (x) => <span className={WHOLE}>{x.startedAt}</span> },
    { key: 'endedAt', header: t('endedAt'), render: (x) => <span className={WHOLE}>{x.endedAt ?? ''}</span> },
    { key: 'operator', header: t('operator'), render: (x) => x.operator },
  ];
  return (
    <CrudSection<UpgradeTask, Record<string, never>, never>
      variant="panel"
      title={t('tasks')}
      headerExtra={running ? <span className="text-xs text-muted">{t('refreshing')}</span> : null}
      list={() =>
        listWithin(
          { queryKey: upgradeKeys.list(site), queryFn: () => getUpgradeOverview(site) },
          (o) => o?.tasks ?? [],
        )
      }
      rowKey={(x) => x.id}
      rowLabel={(x) => x.deviceName}
      invalidate={upgradeKeys.list(site)}
      writeCall="POST upgrade/stop"
      messages={{}}
      columns={columns}
      rowActions={stopButton}
      emptyLabel={t('noTasks')}
    />
  );
}
