import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTagAlarmData, listTagAlarms, tagAlarmKeys } from '@/api/threshold';
import { Button } from '@/components/button';
import { DataTable, type Column } from '@/components/data-table';
import { Dialog } from '@/components/dialog';
import { PageHeader } from '@/components/page-header';
import type { TagAlarmRow } from '@/contract/api/tag-alarm';
import { useMayCall } from '@/stores/permissions';
import { useSite } from '@/stores/site';
import { BatchForm } from './batch-form';

const DATA_POLL_MS = 15_000;

/** Settings → tag alarms: every tag's rule and level now; batch edit of the selected tags. */
export function Section() {
  const { t, i18n } = useTranslation('thresholds');
  const { t: tc } = useTranslation();
  const mayEdit = useMayCall('POST', 'tagalarm/batchSubmit');
  const site = useSite((s) => s.currentSite);
  const list = useQuery({ queryKey: tagAlarmKeys.list(site), queryFn: () => listTagAlarms(site) });
  // The values now are the selected site's (the rules are station-wide).
  const data = useQuery({
    queryKey: tagAlarmKeys.data(site),
    queryFn: () => getTagAlarmData(site),
    refetchInterval: DATA_POLL_MS,
  });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState(false);
  const rows = list.data ?? undefined;
  const name = (r: TagAlarmRow) => (i18n.language.startsWith('zh') ? r.name : r.nameEn);
  const now = new Map((data.data ?? []).map((d) => [d.tagNo, d]));
  const toggle = (tagNo: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(tagNo);
      else next.delete(tagNo);
      return next;
    });
  const columns: Column<TagAlarmRow>[] = [
    {
      key: 'select',
      header: (
        <input
          type="checkbox"
          aria-label={t('tags.selectAll')}
          checked={Boolean(rows?.length) && selected.size === rows?.length}
          onChange={(e) => setSelected(new Set(e.target.checked ? (rows ?? []).map((r) => r.tagNo) : []))}
        />
      ),
      render: (r) => (
        <input
          type="checkbox"
          aria-label={t('tags.select', { name: name(r) })}
          checked={selected.has(r.tagNo)}
          onChange={(e) => toggle(r.tagNo, e.target.checked)}
        />
      ),
    },
    { key: 'tag', header: t('tags.tag'), render: (r) => `${name(r)} (${r.tagNo})` },
    {
      key: 'unit',
      header: <span className="whitespace-nowrap">{t('tags.unit')}</span>,
      render: (r) => r.unit,
    },
    {
      key: 'scope',
      header: t('tags.scope'),
      render: (r) => t(r.scope === 'site' ? 'tags.scopeSite' : 'tags.scopeCluster'),
    },
    ...([0, 1, 2] as const).map((i): Column<TagAlarmRow> => ({
      key: `l${i + 1}`,
      header: t('section.levelColumn', { level: i + 1 }),
      render: (r) =>
        r.levels[i].enabled ? (
          <span className="font-mono text-xs">{r.levels[i].expr}</span>
        ) : (
          // '关闭' stacked a character a line at 1280 (zh): a state word stays whole.
          <span className="whitespace-nowrap text-muted">{t('section.off')}</span>
        ),
    })),
    {
      key: 'now',
      header: t('tags.now'),
      align: 'right',
      render: (r) => {
        const d = now.get(r.tagNo);
        if (!d || d.value === null) return '-';
        return (
          <span className={`whitespace-nowrap ${d.level ? 'text-danger' : 'text-muted'}`}>
            {d.value} · {d.level ? t('tags.levelNow', { level: d.level }) : t('tags.normal')}
          </span>
        );
      },
    },
  ];
  const chosen = (rows ?? []).filter((r) => selected.has(r.tagNo));
  return (
    <div className="space-y-4">
      <PageHeader
        title={t('tags.title')}
        subtitle={t('tags.description')}
        actions={
          <Button
            variant="primary"
            disabled={chosen.length === 0}
            title={mayEdit ? undefined : tc('permission.adminOnly')}
            onClick={() => setEditing(true)}
          >
            {t('tags.batchEdit', { count: chosen.length })}
          </Button>
        }
      />
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.tagNo}
        loading={list.isPending}
        error={list.isError ? list.error.message : null}
        onRetry={() => void list.refetch()}
        caption={t('tags.title')}
      />
      {editing && chosen.length > 0 ? (
        <Dialog
          open
          onOpenChange={(open) => !open && setEditing(false)}
          title={t('tags.batchTitle', { count: chosen.length })}
          width="max-w-3xl"
        >
          <div className="max-h-[75vh] overflow-y-auto pr-1">
            <BatchForm
              tags={chosen}
              readOnlyReason={mayEdit ? undefined : tc('permission.adminOnly')}
              onDone={() => setEditing(false)}
            />
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
