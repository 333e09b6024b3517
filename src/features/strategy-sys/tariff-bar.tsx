import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getFeeProfit } from '@/api/profit';
import { minutesOf } from '@/contract/api/strategy-schema';
import type { PricePeriod } from '@/contract/status';

const FILL: Record<PricePeriod, string> = {
  sharp: 'var(--c-danger)',
  peak: 'var(--c-warning)',
  flat: 'var(--c-primary)',
  valley: 'var(--c-success)',
};

/**
 * The tariff periods of the active price template under the 24-hour bar (the template comes with
 * `profitday/fee/profit/zip`, the call the profit pages already make). Says so when unavailable.
 */
export function TariffBar({ site, day }: { site: string; day: string }) {
  const { t } = useTranslation('strategy');
  const q = useQuery({
    queryKey: ['strategy', 'tariff', site, day],
    queryFn: () => getFeeProfit({ site, startTime: day, endTime: day }),
    staleTime: 300_000,
  });
  const slots = q.data?.template.timeTable ?? [];
  if (slots.length === 0) return <p className="text-xs text-muted">{t('template.tariffNote')}</p>;
  return (
    <div className="space-y-1">
      <svg
        viewBox="0 0 1440 10"
        preserveAspectRatio="none"
        className="h-2.5 w-full rounded"
        role="img"
        aria-label={t('template.tariff')}
      >
        {slots.map((s, i) => {
          const from = minutesOf(s.start);
          const to = i + 1 < slots.length ? minutesOf(slots[i + 1].start) : 1440;
          return (
            <rect
              key={s.start}
              data-period={s.period}
              x={from}
              width={to - from}
              y={0}
              height={10}
              fill={FILL[s.period]}
              opacity={0.6}
            />
          );
        })}
      </svg>
      <div className="flex flex-wrap gap-3 text-xs text-muted">
        <span>{t('template.tariff')}:</span>
        {(Object.keys(FILL) as PricePeriod[]).map((p) => (
          <span key={p} className="inline-flex items-center gap-1">
            <span className="inline-block h-2 w-3 rounded-sm opacity-60" style={{ background: FILL[p] }} />
            {t(`template.periods.${p}`)}
          </span>
        ))}
      </div>
    </div>
  );
}
