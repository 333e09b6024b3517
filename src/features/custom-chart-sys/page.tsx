import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customChartKeys, getCustomCharts, removeCustomCharts } from '@/api/custom-chart';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { confirm } from '@/components/confirm-store';
import { PageHeader } from '@/components/page-header';
import { EmptyState, QueryState } from '@/components/states';
import { useSearchParam } from '@/components/use-search-param';
import type { CustomChart } from '@/contract/api/custom-chart';
import { notify } from '@/lib/notify';
import { useSite } from '@/stores/site';
import { ChartEditor, type EditedChart } from './chart-editor';
import { ChartView } from './chart-view';
import { useTagLabels } from './use-tag-labels';

/** customChartSys: the user's charts of stored point history (spec §2, §3; issue 28). */
export function Page() {
  const { t } = useTranslation('custom-chart');
  const site = useSite((s) => s.currentSite);
  const qc = useQueryClient();
  // (the chart alone: the range below it changes the query without rendering the list)
  const [openId, open] = useSearchParam('chart');
  const [editing, setEditing] = useState<EditedChart | null>(null);
  const list = useQuery({ queryKey: customChartKeys.list(site), queryFn: () => getCustomCharts(site) });
  const charts = list.data ?? [];
  const current = charts.find((c) => c.id === openId) ?? null;
  const labels = useTagLabels(site);
  const remove = useMutation({
    mutationFn: (c: CustomChart) => removeCustomCharts(site, [c.id]),
    onSuccess: (_, c) => {
      notify.success(t('removed'));
      if (c.id === openId) open(null);
      void qc.invalidateQueries({ queryKey: customChartKeys.list(site) });
    },
  });
  const askRemove = async (c: CustomChart) => {
    if (await confirm(t('removeConfirm', { name: c.name }), { danger: true, confirmLabel: t('remove') }))
      remove.mutate(c);
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button variant="primary" onClick={() => setEditing({ name: '', tags: [] })}>
            {t('new')}
          </Button>
        }
      />
      {/* No charts: one message with the way to make one, not the list's and the chart area's
          empty states side by side (issue 30). */}
      {list.data?.length === 0 ? (
        <div className="rounded-md border border-line bg-surface" data-testid="custom-chart-none">
          <EmptyState label={t('none')} />
        </div>
      ) : (
        <div className="flex flex-col gap-4 lg:flex-row">
          <Card as="nav" title={t('list')} className="w-full shrink-0 lg:w-64">
            <QueryState query={list} isEmpty={(d) => d.length === 0}>
              {(data) => (
                <ul className="space-y-1">
                  {data.map((c) => (
                    <li key={c.id} className="flex items-center gap-1">
                      <button
                        type="button"
                        aria-current={c.id === openId ? 'page' : undefined}
                        onClick={() => open(c.id)}
                        className={`min-w-0 flex-1 truncate rounded px-2 py-1 text-left text-sm ${c.id === openId ? 'bg-primary text-on-primary' : 'hover:bg-surface-2'}`}
                      >
                        {c.name}
                      </button>
                      <Button
                        variant="ghost"
                        className="px-1.5 text-xs"
                        aria-label={`${t('edit')} ${c.name}`}
                        onClick={() =>
                          setEditing({
                            id: c.id,
                            name: c.name,
                            tags: c.tags.map((x) => ({ ...x, label: labels(x) })),
                          })
                        }
                      >
                        {t('edit')}
                      </Button>
                      <Button
                        variant="ghost"
                        className="px-1.5 text-xs"
                        aria-label={`${t('remove')} ${c.name}`}
                        onClick={() => void askRemove(c)}
                      >
                        {t('remove')}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </QueryState>
          </Card>
          {current ? (
            <ChartView key={`${site}-${current.id}-${current.updateTime}`} site={site} chart={current} />
          ) : (
            <div className="flex-1 rounded-md border border-line bg-surface">
              <EmptyState label={t('chooseChart')} />
            </div>
          )}
        </div>
      )}
      {editing ? (
        <ChartEditor
          site={site}
          chart={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            open(saved.id);
          }}
        />
      ) : null}
    </div>
  );
}
