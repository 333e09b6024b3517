import { useTranslation } from 'react-i18next';
import type { StrategyPlan, StrategyTemplate } from '@/contract/api/strategy';
import { dayStrip } from '@/contract/api/strategy-resolve';

const STRATEGY_FILL = {
  charge: 'var(--c-charge)',
  discharge: 'var(--c-discharge)',
  standby: 'var(--c-muted)',
};
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
  const rowOf = (h: (typeof hours)[number]) => {
    const plan = plans.find((p) => p.id === h.planId);
    const tpl = plan ? byId.get(plan.templateId) : undefined;
    return { plan, row: tpl && h.rowIndex >= 0 ? tpl.rows[h.rowIndex] : undefined };
  };
  // Consecutive hours under the same plan and row, as one readable segment.
  const segments: { from: number; to: number; planId: string | null; rowIndex: number }[] = [];
  for (const h of hours) {
    const last = segments.at(-1);
    if (last && last.planId === h.planId && last.rowIndex === h.rowIndex) last.to = h.hour + 1;
    else segments.push({ from: h.hour, to: h.hour + 1, planId: h.planId, rowIndex: h.rowIndex });
  }
  const hh = (n: number) => `${String(n).padStart(2, '0')}:00`;
  return (
    <div className="space-y-2">
      <ol className="grid grid-cols-24 gap-0.5 text-[10px]" aria-label={t('plan.strip')}>
        {hours.map((h) => {
          const { plan, row } = rowOf(h);
          const label = plan
            ? `${plan.name} · ${row ? `#${h.rowIndex + 1} ${t(`template.strategies.${row.strategy}`)}` : t('plan.noRow')}`
            : t('plan.noPlan');
          return (
            <li
              key={h.hour}
              data-testid={`strip-hour-${h.hour}`}
              data-plan={plan?.name ?? ''}
              data-row={h.rowIndex + 1}
              title={`${hh(h.hour)} ${label}`}
              className="flex h-9 items-end justify-center rounded-sm text-muted"
              style={{
                borderTop: `4px solid ${plan ? colour.get(plan.id) : 'var(--c-line)'}`,
                background: row
                  ? `color-mix(in srgb, ${STRATEGY_FILL[row.strategy]} 45%, transparent)`
                  : 'var(--c-surface-2)',
              }}
            >
              {String(h.hour).padStart(2, '0')}
            </li>
          );
        })}
      </ol>
      <ul className="space-y-0.5 text-xs" data-testid="strip-segments">
        {segments.map((g) => {
          const { plan, row } = rowOf({ hour: g.from, planId: g.planId, rowIndex: g.rowIndex });
          return (
            <li key={g.from} className="flex items-center gap-2">
              <span
                className="inline-block h-2 w-3 rounded-sm"
                style={{ background: plan ? colour.get(plan.id) : 'var(--c-line)' }}
              />
              <span className="tabular-nums text-muted">
                {hh(g.from)}–{hh(g.to)}
              </span>
              <span className="font-medium">{plan?.name ?? t('plan.noPlan')}</span>
              {plan ? (
                <span>
                  {row
                    ? `#${g.rowIndex + 1} ${t(`template.strategies.${row.strategy}`)} ${row.strategy === 'standby' ? '' : `${row.powerKw} kW`}`
                    : t('plan.noRow')}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
