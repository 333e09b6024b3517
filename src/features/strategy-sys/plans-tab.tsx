import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removePlans, strategyKeys, usePlans, useTemplates } from '@/api/strategy';
import { Button } from '@/components/button';
import { confirm } from '@/components/confirm-store';
import { DataTable, type Column } from '@/components/data-table';
import { LoadingState } from '@/components/states';
import type { StrategyPlan } from '@/contract/api/strategy';
import { notify } from '@/lib/notify';
import { useMayCall } from '@/stores/permissions';
import { DayStrip } from './day-strip';
import { StripDay } from './form-parts';
import { PlanForm } from './plan-form';
import { useStationClock } from './use-station-clock';
import { isNotSupported, NotSupported } from '@/components/not-supported';

type Editing = { plan: StrategyPlan | null } | null;

/** Strategy plans: list, the day strip for a chosen date, add / edit / delete. */
export function PlansTab({ site }: { site: string }) {
  const { t } = useTranslation('strategy');
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const plans = usePlans(site);
  const templates = useTemplates(site);
  const { day: today } = useStationClock();
  const [day, setDay] = useState(today);
  const [editing, setEditing] = useState<Editing>(null);
  const mayWrite = useMayCall('POST', 'strategy/plan/save');
  const denied = mayWrite ? undefined : tc('permission.adminOnly');
  const remove = useMutation({
    mutationFn: (p: StrategyPlan) => removePlans(site, [p.id]),
    onSuccess: () => {
      notify.success(t('plan.deleted'));
      void client.invalidateQueries({ queryKey: strategyKeys.plans(site) });
    },
  });
  const askRemove = async (p: StrategyPlan) => {
    if (remove.isPending) return;
    if (await confirm(t('plan.confirmDelete', { name: p.name }), { danger: true })) remove.mutate(p);
  };

  if (editing) {
    if (!plans.data || !templates.data) return <LoadingState />;
    return (
      <PlanForm
        key={editing.plan?.id ?? 'new'}
        site={site}
        initial={editing.plan}
        plans={plans.data}
        templates={templates.data}
        today={today}
        readOnly={!mayWrite}
        onDone={() => setEditing(null)}
      />
    );
  }
  const templateName = (id: string) => {
    const tpl = templates.data?.find((x) => x.id === id);
    if (!tpl) return '-';
    // The station runs the copy last delivered: say when there is none.
    return tpl.deliveredAt ? tpl.name : `${tpl.name} (${t('template.notDelivered')})`;
  };
  const schedule = (p: StrategyPlan) =>
    p.cycle === 'weekly'
      ? `${t('plan.cycles.weekly')}: ${p.weekdays.map((d) => t(`weekday.${d as 1}`)).join(' ')}`
      : p.cycle === 'monthly'
        ? `${t('plan.cycles.monthly')}: ${p.monthDays.join(', ')}`
        : t('plan.cycles.daily');
  const columns: Column<StrategyPlan>[] = [
    { key: 'name', header: t('plan.name'), render: (p) => <span className="font-medium">{p.name}</span> },
    { key: 'template', header: t('plan.template'), render: (p) => templateName(p.templateId) },
    {
      key: 'dates',
      header: `${t('plan.startDate')} – ${t('plan.endDate')}`,
      render: (p) => `${p.startDate} – ${p.endDate}`,
    },
    { key: 'cycle', header: t('plan.schedule'), render: schedule },
    { key: 'priority', header: t('plan.priority'), align: 'right', render: (p) => p.priority },
    {
      key: 'actions',
      header: '',
      align: 'right',
      render: (p) => (
        <span className="inline-flex gap-1" title={denied}>
          <Button variant="ghost" onClick={() => setEditing({ plan: p })}>
            {tc('actions.edit')}
          </Button>
          <Button variant="ghost" disabled={!mayWrite || remove.isPending} onClick={() => void askRemove(p)}>
            {tc('actions.delete')}
          </Button>
        </span>
      ),
    },
  ];
  if (isNotSupported(plans)) return <NotSupported feature={t('tabs.plans')} />;
  return (
    <div className="space-y-3">
      <div title={denied}>
        <Button variant="primary" disabled={!mayWrite} onClick={() => setEditing({ plan: null })}>
          {t('plan.add')}
        </Button>
      </div>
      <DataTable
        columns={columns}
        rows={plans.data}
        rowKey={(p) => p.id}
        loading={plans.isPending}
        error={plans.isError ? plans.error.message : null}
        onRetry={() => void plans.refetch()}
        caption={t('tabs.plans')}
      />
      {plans.data && templates.data ? (
        <section className="space-y-2 rounded-md border border-line bg-surface p-3">
          <StripDay day={day} today={today} onDay={setDay} />
          <DayStrip day={day} plans={plans.data} templates={templates.data} />
        </section>
      ) : null}
    </div>
  );
}
