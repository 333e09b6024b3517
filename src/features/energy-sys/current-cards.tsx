import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getEnergyCurrent } from '@/api/energy';
import { Card } from '@/components/card';
import { QueryState } from '@/components/states';
import { ENERGY_GROUPS, type EnergyGroup } from '@/contract/api/energy';
import { formatQuantity } from '@/lib/format/quantity';
import { usePreferences } from '@/stores/preferences';

const SLOTS = ['today', 'month', 'year', 'total'] as const;

/** Today, this month, this year and all time of each flow of the group (`get*EnergyCurrent`). */
export function CurrentCards({ group, site }: { group: EnergyGroup; site: string }) {
  const { t } = useTranslation('reports');
  const language = usePreferences((s) => s.language);
  const current = useQuery({
    queryKey: ['energyday', 'current', group, site],
    queryFn: () => getEnergyCurrent(group, { site }),
    refetchInterval: 60_000,
  });
  return (
    <Card title={t('energy.current.title')}>
      <QueryState query={current}>
        {(data) => (
          <div className="grid gap-3 sm:grid-cols-2">
            {ENERGY_GROUPS[group].map((flow) => (
              <div key={flow} data-testid={`current-${flow}`}>
                <div className="mb-1 text-sm font-medium text-fg">{t(`energy.flows.${flow}`)}</div>
                <dl className="grid grid-cols-2 gap-2 2xl:grid-cols-4">
                  {SLOTS.map((s) => (
                    <div key={s} className="rounded bg-surface-2 px-2 py-1.5">
                      <dt className="text-xs text-muted">{t(`energy.current.${s}`)}</dt>
                      <dd className="text-sm font-semibold text-fg tabular-nums">
                        {formatQuantity(data[flow]?.[s], 'energy', language)}
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))}
          </div>
        )}
      </QueryState>
    </Card>
  );
}
