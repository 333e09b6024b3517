import { useTranslation } from 'react-i18next';
import type { StrategyPlan, StrategyTemplate } from '@/contract/api/strategy';
import { dayStrip } from '@/contract/api/strategy-resolve';

const PALETTE = [
  'var(--c-primary)',
  'var(--c-warning)',
  'var(--c-success)',
  'var(--c-discharge)',
  'var(--c-charge)',
];

export interface DayStripProps {
  day: string;
  plans: readonly (StrategyPlan | (Omit<StrategyPlan, 'site' | 'updatedAt'> & { updatedAt?: string }))[];
  templates: readonly StrategyTemplate[];
}

/** For each hour of `day`, which plan and which template row apply (the higher priority wins). */
export function DayStrip({ day, plans, templates }: DayStripProps) {
  const { t } = useTranslation('strategy');
  const byId = new Map(templates.map((x) => [x.id, x]));
  const refs = plans.map((plan) => ({ plan, template: byId.get(plan.templateId) }));
  const hours = dayStrip(refs, day);
  const colour = new Map(plans.map((p, i) => [p.id, PALETTE[i % PALETTE.length]]));
  return (
    <div className="space-y-1">
      <ol className="grid grid-cols-12 gap-0.5 text-[10px] xl:grid-cols-24" aria-label={t('plan.strip')}>
        {hours.map((h) => {
          const plan = plans.find((p) => p.id === h.planId);
          const tpl = plan ? byId.get(plan.templateId) : undefined;
          const row = tpl && h.rowIndex >= 0 ? tpl.rows[h.rowIndex] : undefined;
          const label = plan
            ? `${plan.name} · ${row ? `${t('template.rows')} ${h.rowIndex + 1} ${t(`template.strategies.${row.strategy}`)}` : t('plan.noRow')}`
            : t('plan.noPlan');
          return (
            <li
              key={h.hour}
              data-testid={`strip-hour-${h.hour}`}
              data-plan={plan?.name ?? ''}
              data-row={h.rowIndex + 1}
              title={`${String(h.hour).padStart(2, '0')}:00 ${label}`}
              className="flex min-h-12 flex-col justify-between rounded-sm border border-line p-0.5"
              style={{ borderTop: `4px solid ${plan ? colour.get(plan.id) : 'transparent'}` }}
            >
              <span className="text-muted">{String(h.hour).padStart(2, '0')}</span>
              <span className="truncate font-medium">{plan?.name ?? '–'}</span>
              <span className="truncate">
                {row
                  ? `#${h.rowIndex + 1} ${t(`template.strategies.${row.strategy}`)}`
                  : plan
                    ? t('plan.noRow')
                    : ''}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
