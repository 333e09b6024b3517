import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addPushPoints,
  exportPointTable,
  getPushPoints,
  northboundKeys,
  removePushPoints,
} from '@/api/northbound';
import { Button } from '@/components/button';
import { DataTable, pageCount, type Column } from '@/components/data-table';
import { TextInput } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/states';
import type { PushPoint } from '@/contract/api/datapush';
import { notify } from '@/lib/notify';
import { useMayCall } from '@/stores/permissions';
import { useSite } from '@/stores/site';

/** Rows per page: a station of 100 clusters has hundreds of points (the bench's DOM budget). */
const PAGE_SIZE = 50;

const matches = (p: PushPoint, q: string) =>
  !q || [p.id, p.name, p.nameEn].some((s) => s.toLowerCase().includes(q.toLowerCase()));

/**
 * Settings → data push (datapush/*): which of the site's points the northbound real-time message
 * carries, picked from a searchable list; and the point table as xlsx (config/exportPoint).
 */
export function Section() {
  const { t, i18n } = useTranslation('northbound');
  const { t: tc } = useTranslation();
  const site = useSite((s) => s.currentSite);
  const mayEdit = useMayCall('POST', 'datapush/save');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const query = useQuery({ queryKey: northboundKeys.points(site), queryFn: () => getPushPoints(site) });
  const change = useMutation({
    mutationFn: (v: { point: PushPoint; add: boolean }) =>
      (v.add ? addPushPoints : removePushPoints)(site, { points: [v.point.id] }),
    onSuccess: (list, v) => {
      client.setQueryData(northboundKeys.points(site), list);
      notify.success(t(v.add ? 'push.added' : 'push.removed', { count: 1 }));
    },
  });
  const name = (p: PushPoint) => (i18n.language === 'zh' ? p.name : p.nameEn || p.name);
  const columns: Column<PushPoint>[] = [
    { key: 'id', header: t('push.point'), render: (p) => <span className="font-mono text-xs">{p.id}</span> },
    { key: 'name', header: t('push.name'), render: name },
    { key: 'unit', header: t('push.unit'), render: (p) => p.unit },
    {
      key: 'pushed',
      header: t('push.status'),
      render: (p) =>
        p.pushed ? (
          <span className="text-success">{t('push.pushed')}</span>
        ) : (
          <span className="text-muted">{t('push.available')}</span>
        ),
    },
    {
      key: 'actions',
      header: '',
      align: 'right',
      render: (p) => (
        <Button
          variant={p.pushed ? 'secondary' : 'primary'}
          className="whitespace-nowrap"
          disabled={!mayEdit || change.isPending}
          title={mayEdit ? undefined : tc('permission.adminOnly')}
          aria-label={`${p.pushed ? t('push.remove') : t('push.add')} ${p.id}`}
          onClick={() => change.mutate({ point: p, add: !p.pushed })}
        >
          {p.pushed ? t('push.remove') : t('push.add')}
        </Button>
      ),
    },
  ];
  return (
    <div className="space-y-4">
      <PageHeader title={t('push.title')} subtitle={t('push.description')} />
      {mayEdit ? null : <p className="text-sm text-muted">{tc('permission.adminOnly')}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <TextInput
          type="search"
          aria-label={t('push.search')}
          placeholder={t('push.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          className="max-w-xs"
        />
        <Button onClick={() => void exportPointTable(site, t('push.file'))}>{t('push.export')}</Button>
      </div>
      <QueryState query={query}>
        {(list) => {
          const rows = (list ?? []).filter((p) => matches(p, search));
          const current = Math.min(page, pageCount(rows.length, PAGE_SIZE));
          return (
            <DataTable
              columns={columns}
              rows={rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE)}
              paging={
                rows.length > PAGE_SIZE
                  ? { current, size: PAGE_SIZE, total: rows.length, onChange: setPage }
                  : undefined
              }
              rowKey={(p) => p.id}
              caption={t('push.title')}
              emptyLabel={t('push.none')}
            />
          );
        }}
      </QueryState>
    </div>
  );
}
