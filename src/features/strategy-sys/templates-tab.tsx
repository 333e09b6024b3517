import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  copyTemplate,
  deliverTemplate,
  removeTemplates,
  strategyKeys,
  useControlState,
  usePlans,
  useTemplates,
} from '@/api/strategy';
import { Button } from '@/components/button';
import { confirm } from '@/components/confirm-store';
import { DataTable, type Column } from '@/components/data-table';
import { LoadingState } from '@/components/states';
import type { StrategyTemplate } from '@/contract/api/strategy';
import { notify } from '@/lib/notify';
import { useMayCall } from '@/stores/permissions';
import { DayBar } from './day-bar';
import { PlanForm } from './plan-form';
import { TemplateForm } from './template-form';
import { useStationClock } from './use-station-clock';
import { isNotSupported, NotSupported } from '@/components/not-supported';

type Editing = { template: StrategyTemplate | null } | null;

/** Strategy templates: list with copy / deliver / delete, and the editor with the 24-hour plan. */
export function TemplatesTab({ site }: { site: string }) {
  const { t } = useTranslation('strategy');
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const list = useTemplates(site);
  const state = useControlState(site);
  const clock = useStationClock();
  const [editing, setEditing] = useState<Editing>(null);
  // A template just delivered and scheduled in the same flow: the plan form, this template chosen.
  const [scheduling, setScheduling] = useState<StrategyTemplate | null>(null);
  const plans = usePlans(site);
  const mayWrite = useMayCall('POST', 'strategy/template/save');
  const denied = mayWrite ? undefined : tc('permission.adminOnly');
  const refresh = () => void client.invalidateQueries({ queryKey: strategyKeys.templates(site) });
  const act = useMutation({
    mutationFn: async ({ kind, tpl }: { kind: 'copy' | 'deliver' | 'delete'; tpl: StrategyTemplate }) => {
      if (kind === 'copy') await copyTemplate(site, tpl.id);
      else if (kind === 'deliver') await deliverTemplate(site, tpl.id);
      else await removeTemplates(site, [tpl.id]);
      return kind;
    },
    onSuccess: (kind, { tpl }) => {
      notify.success(
        t(
          kind === 'copy'
            ? 'template.copied'
            : kind === 'deliver'
              ? 'template.deliveredOk'
              : 'template.deleted',
        ),
      );
      refresh();
      if (kind === 'deliver') {
        void client.invalidateQueries({ queryKey: strategyKeys.active(site) });
        void offerSchedule(tpl);
      }
    },
    onError: (_e, { kind }) => {
      if (kind === 'deliver') notify.error(t('template.deliveryFailed'));
    },
  });
  // A delivered template runs only on the days a plan gives it: offer that plan at once.
  const offerSchedule = async (tpl: StrategyTemplate) => {
    const usedBy = (plans.data ?? []).filter((p) => p.templateId === tpl.id && p.endDate >= clock.day);
    const message = usedBy.length
      ? t('template.scheduleMore', { name: tpl.name, plans: usedBy.map((p) => p.name).join(', ') })
      : t('template.scheduleAsk', { name: tpl.name });
    if (await confirm(message, { title: t('template.scheduleTitle'), confirmLabel: t('template.schedule') }))
      setScheduling(tpl);
  };
  const run = async (kind: 'copy' | 'deliver' | 'delete', tpl: StrategyTemplate) => {
    if (act.isPending) return;
    if (
      kind === 'delete' &&
      !(await confirm(t('template.confirmDelete', { name: tpl.name }), { danger: true }))
    )
      return;
    if (kind === 'deliver' && !(await confirm(t('template.confirmDeliver', { name: tpl.name })))) return;
    act.mutate({ kind, tpl });
  };

  if (scheduling) {
    if (!plans.data || !list.data) return <LoadingState />;
    return (
      <PlanForm
        site={site}
        initial={null}
        plans={plans.data}
        templates={list.data}
        today={clock.day}
        readOnly={!mayWrite}
        preset={{ templateId: scheduling.id, name: scheduling.name }}
        scheduling={scheduling.name}
        onDone={() => setScheduling(null)}
      />
    );
  }
  if (editing) {
    if (!state.data) return <LoadingState />;
    return (
      <TemplateForm
        key={editing.template?.id ?? 'new'}
        site={site}
        initial={editing.template}
        station={state.data}
        nowMinute={clock.minute}
        today={clock.day}
        readOnly={!mayWrite}
        onDone={() => setEditing(null)}
      />
    );
  }

  const columns: Column<StrategyTemplate>[] = [
    { key: 'name', header: t('template.name'), render: (r) => <span className="font-medium">{r.name}</span> },
    { key: 'type', header: t('template.type'), render: (r) => t(`template.types.${r.type}`) },
    {
      key: 'bar',
      header: t('template.plan'),
      width: '32%',
      render: (r) => (
        <DayBar
          rows={r.rows}
          nowMinute={null}
          capacityKwh={0}
          startSoc={0}
          socLower={r.socLower}
          socUpper={r.socUpper}
          compact
        />
      ),
    },
    { key: 'soc', header: 'SOC', render: (r) => `${r.socLower}–${r.socUpper}%` },
    {
      key: 'delivered',
      header: t('template.delivered'),
      render: (r) =>
        r.deliveredAt ? (
          <span className={r.changedSinceDelivery ? 'text-warning' : undefined}>
            {r.deliveredAt}
            {r.changedSinceDelivery ? ` · ${t('template.changed')}` : ''}
          </span>
        ) : (
          <span className="text-muted">{t('template.notDelivered')}</span>
        ),
    },
    {
      key: 'actions',
      header: '',
      align: 'right',
      render: (r) => (
        <span className="inline-flex gap-1" title={denied}>
          <Button variant="ghost" onClick={() => setEditing({ template: r })}>
            {tc('actions.edit')}
          </Button>
          {(['copy', 'deliver', 'delete'] as const).map((k) => (
            <Button
              key={k}
              variant={k === 'delete' ? 'ghost' : 'ghost'}
              disabled={!mayWrite || act.isPending}
              onClick={() => void run(k, r)}
            >
              {k === 'delete' ? tc('actions.delete') : t(`template.${k}`)}
            </Button>
          ))}
        </span>
      ),
    },
  ];
  if (isNotSupported(list)) return <NotSupported feature={t('tabs.templates')} />;
  return (
    <div className="space-y-3">
      <div title={denied}>
        <Button variant="primary" disabled={!mayWrite} onClick={() => setEditing({ template: null })}>
          {t('template.add')}
        </Button>
      </div>
      <DataTable
        columns={columns}
        rows={list.data}
        rowKey={(r) => r.id}
        loading={list.isPending}
        error={list.isError ? (list.error.message ?? tc('state.error')) : null}
        onRetry={() => void list.refetch()}
        caption={t('tabs.templates')}
      />
    </div>
  );
}
