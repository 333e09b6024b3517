import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getPilesNow } from '@/api/charging';
import { DataAgeLine } from '@/components/realtime/data-age-line';
import { StatTile } from '@/components/stat-tile';
import { EmptyState, QueryState } from '@/components/states';
import type { ChargingPileRealtime } from '@/contract/realtime-payloads';
import { topics } from '@/contract/topics';
import { formatNumber, formatWithUnit } from '@/lib/format/number';
import { useIsStale } from '@/realtime/use-freshness';
import { useTopic } from '@/realtime/use-topic';

const STATE_TONE = {
  idle: 'bg-surface-2 text-muted',
  charging: 'bg-success/20 text-success',
  fault: 'bg-danger/20 text-danger',
  offline: 'bg-warning/20 text-warning',
} as const;

const duration = (ms: number) => {
  const m = Math.max(0, Math.floor(ms / 60_000));
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
};

/** Every pile: state, power and session energy from the live topic; session start and today's totals polled. */
export function LivePiles({ site }: { site: string }) {
  const { t } = useTranslation('subsystems');
  const live = useTopic<ChargingPileRealtime>(topics.chargingPiles(site));
  const rest = useQuery({
    queryKey: ['chargingPile', 'realData', site],
    queryFn: () => getPilesNow(site),
    refetchInterval: 10_000,
  });
  const receivedAt = live.value ? live.receivedAt : rest.data ? rest.dataUpdatedAt : null;
  const stale = useIsStale(receivedAt);
  return (
    <QueryState query={rest}>
      {(now) =>
        now.piles.length === 0 ? (
          <EmptyState label={t('charging.none')} />
        ) : (
          <div className="space-y-3">
            <div className="text-xs text-muted">
              <DataAgeLine receivedAt={receivedAt} source={live.value ? 'live' : 'rest'} />
            </div>
            <div className="grid grid-cols-3 gap-3">
              <StatTile
                id="cp-sessions"
                label={t('charging.todaySessions')}
                value={formatNumber(now.today.sessions, 0)}
              />
              <StatTile
                id="cp-energy"
                label={t('charging.todayEnergy')}
                value={formatNumber(now.today.energyKwh, 2)}
                unit="kWh"
              />
              <StatTile
                id="cp-amount"
                label={t('charging.todayAmount')}
                value={formatNumber(now.today.amount, 2)}
                unit={t('charging.yuan')}
              />
            </div>
            <div
              className={`grid gap-3 sm:grid-cols-2 xl:grid-cols-3 ${stale ? 'opacity-60 grayscale' : ''}`}
            >
              {now.piles.map((p) => {
                const l = live.value?.piles.find((x) => x.no === p.no);
                const state = l?.state ?? p.state;
                const charging = state === 'charging' || state === 'offline';
                return (
                  <div
                    key={p.no}
                    className="rounded-lg border border-line bg-surface p-3 text-sm"
                    data-testid="pile"
                    data-state={state}
                  >
                    <div className="mb-2 flex items-center justify-between">
                      <span className="font-semibold">{t('charging.pile', { n: p.no })}</span>
                      <span className={`rounded px-1.5 py-0.5 text-xs ${STATE_TONE[state]}`}>
                        {t(`charging.states.${state}`)}
                      </span>
                    </div>
                    <dl className="grid grid-cols-2 gap-x-2 gap-y-0.5 tabular-nums">
                      <dt className="text-muted">{t('charging.power')}</dt>
                      <dd data-testid="pile-power">{formatWithUnit(l?.powerKw ?? p.powerKw, 'kW', 1)}</dd>
                      <dt className="text-muted">{t('charging.sessionEnergy')}</dt>
                      <dd>
                        {charging ? formatWithUnit(l?.sessionEnergyKwh ?? p.sessionEnergyKwh, 'kWh', 2) : '-'}
                      </dd>
                      <dt className="text-muted">{t('charging.sessionTime')}</dt>
                      <dd>
                        {charging && p.sessionStartMs !== null ? duration(now.ts - p.sessionStartMs) : '-'}
                      </dd>
                      <dt className="text-muted">{t('charging.vehicleSoc')}</dt>
                      <dd>
                        {(l?.vehicleSoc ?? p.vehicleSoc) === null
                          ? '-'
                          : `${l?.vehicleSoc ?? p.vehicleSoc} %`}
                      </dd>
                      <dt className="text-muted">{t('charging.connector')}</dt>
                      <dd>{p.connector}</dd>
                    </dl>
                  </div>
                );
              })}
            </div>
          </div>
        )
      }
    </QueryState>
  );
}
