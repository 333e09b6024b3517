import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listShutdowns, removeShutdowns } from '@/api/shutdown';
import { Button } from '@/components/button';
import { confirm } from '@/components/confirm-store';
import { DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { SHUTDOWN_REASONS, type ShutdownRecord } from '@/contract/api/shutdown';
import { formatNumber } from '@/lib/format/number';
import { DEFAULT_STATION_TIME_ZONE, zonedDay } from '@/lib/station-time';
import { useMayCall } from '@/stores/permissions';
import { useSite } from '@/stores/site';
import { AvailabilityTable } from './availability';
import { ShutdownForm } from './shutdown-form';

const SIZE = 10;

/** outageSys: shutdown records (add, edit, delete) and the availability they leave per month. */
export function Page() {
  const { t } = useTranslation('subsystems');
  const { t: tc } = useTranslation('common');
  const site = useSite((s) => s.currentSite);
  const [thisYear] = useState(() => Number(zonedDay(Date.now(), DEFAULT_STATION_TIME_ZONE).slice(0, 4)));
  const [year, setYear] = useState(thisYear);
  const [reason, setReason] = useState('');
  const [current, setCurrent] = useState(1);
  const [editing, setEditing] = useState<ShutdownRecord | null | 'new'>(null);
  const mayWrite = useMayCall('POST', 'shutdown/save');
  const reasonTitle = mayWrite ? undefined : tc('permission.adminOnly');
  const client = useQueryClient();
  const list = useQuery({
    queryKey: ['shutdown', 'list', site, year, reason, current],
    queryFn: () =>
      listShutdowns(site, { current, size: SIZE, reason: reason || undefined, year: String(year) }),
  });
  const remove = useMutation({
    mutationFn: (id: string) => removeShutdowns(site, [id]),
    onSettled: () => void client.invalidateQueries({ queryKey: ['shutdown'] }),
  });
  const onDelete = async (r: ShutdownRecord) => {
    if (await confirm(t('outage.confirmDelete'), { danger: true })) remove.mutate(r.id);
  };
  return (
    <div className="space-y-3">
      <PageHeader
        title={t('outage.title')}
        actions={
          <Button
            variant="primary"
            disabled={!mayWrite}
            title={reasonTitle}
            onClick={() => setEditing('new')}
          >
            {t('outage.add')}
          </Button>
        }
      />
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <label className="flex items-center gap-1">
          {t('outage.year')}
          <select
            className="rounded-md border border-line bg-surface-2 px-2 py-1"
            value={year}
            onChange={(e) => {
              setYear(Number(e.target.value));
              setCurrent(1);
            }}
          >
            {[thisYear - 2, thisYear - 1, thisYear, thisYear + 1].map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-1">
          {t('outage.reason')}
          <select
            data-testid="reason-filter"
            className="rounded-md border border-line bg-surface-2 px-2 py-1"
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setCurrent(1);
            }}
          >
            <option value="">{t('outage.allReasons')}</option>
            {SHUTDOWN_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`outage.reasons.${r}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <section className="rounded-lg border border-line bg-surface p-3">
        <DataTable<ShutdownRecord>
          rows={list.data?.records}
          rowKey={(r) => r.id}
          loading={list.isPending}
          error={list.isError ? (list.error instanceof Error ? list.error.message : '') : null}
          onRetry={() => void list.refetch()}
          paging={
            list.data ? { current, size: SIZE, total: list.data.total, onChange: setCurrent } : undefined
          }
          columns={[
            { key: 'reason', header: t('outage.reason'), render: (r) => t(`outage.reasons.${r.reason}`) },
            { key: 'start', header: t('outage.start'), render: (r) => r.startTime },
            { key: 'end', header: t('outage.end'), render: (r) => r.endTime },
            {
              key: 'hours',
              header: t('outage.hours'),
              align: 'right',
              render: (r) => formatNumber(r.hours, 2),
            },
            { key: 'remark', header: t('outage.remark'), render: (r) => r.remark || '-' },
            {
              key: 'actions',
              header: t('outage.actions'),
              render: (r) => (
                <div className="flex gap-1">
                  <Button disabled={!mayWrite} title={reasonTitle} onClick={() => setEditing(r)}>
                    {tc('actions.edit')}
                  </Button>
                  <Button
                    variant="danger"
                    disabled={!mayWrite || remove.isPending}
                    title={reasonTitle}
                    onClick={() => void onDelete(r)}
                  >
                    {tc('actions.delete')}
                  </Button>
                </div>
              ),
            },
          ]}
        />
      </section>
      <AvailabilityTable site={site} year={year} />
      {editing !== null ? (
        <ShutdownForm
          site={site}
          record={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
