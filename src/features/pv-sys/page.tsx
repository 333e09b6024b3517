import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { nodeConfigQuery } from '@/api/node-config';
import { LiveDayChart } from '@/components/charts/live-day-chart';
import { PageHeader } from '@/components/page-header';
import { DataAgeLine } from '@/components/realtime/data-age-line';
import { StatTiles } from '@/components/stat-tile';
import { EmptyState, QueryState } from '@/components/states';
import { chosenModel } from '@/contract/api/node-config';
import { formatNumber } from '@/lib/format/number';
import { quantityParts } from '@/lib/format/quantity';
import { useIsStale } from '@/realtime/use-freshness';
import { usePreferences } from '@/stores/preferences';
import { useSite } from '@/stores/site';
import { InverterTable } from './inverter-table';
import { usePvPlant, useTodayPv } from './use-pv';

/** pvSys: live PV power, today's and total energy, the day's curve and every inverter. */
export function Page() {
  const { t } = useTranslation('subsystems');
  const language = usePreferences((s) => s.language);
  const site = useSite((s) => s.currentSite);
  const { live, details } = usePvPlant(site);
  const v = live.value;
  const d = details.data;
  const curve = useTodayPv(site, v?.ts ?? d?.ts ?? null);
  const receivedAt = v ? live.receivedAt : d ? details.dataUpdatedAt : null;
  const stale = useIsStale(receivedAt);
  const config = useQuery(nodeConfigQuery(site));
  const series = useMemo(
    () => [{ id: 'pvKw', kind: 'area' as const, colorVar: '--c-warning', title: t('pv.power') }],
    [t],
  );
  const tick = useMemo(() => (v ? { t: v.ts, values: { pvKw: v.powerKw } } : null), [v]);
  return (
    <div className="space-y-3">
      <PageHeader
        title={t('pv.title')}
        subtitle={<DataAgeLine receivedAt={receivedAt} source={v ? 'live' : 'rest'} />}
      />
      <QueryState query={details}>
        {(show) =>
          show.capacityKw <= 0 ? (
            <EmptyState label={t('pv.none')} />
          ) : (
            <>
              <div className={stale ? 'opacity-60 grayscale' : ''} data-stale={stale}>
                <StatTiles
                  className="grid-cols-2 md:grid-cols-3 2xl:grid-cols-5"
                  tiles={[
                    {
                      id: 'pv-power',
                      label: t('pv.power'),
                      value: formatNumber(v?.powerKw ?? show.powerKw, 2),
                      unit: 'kW',
                    },
                    {
                      id: 'pv-capacity',
                      label: t('pv.capacity'),
                      value: formatNumber(show.capacityKw, 0),
                      unit: 'kWp',
                    },
                    {
                      id: 'pv-irradiance',
                      label: t('pv.irradiance'),
                      value: v ? formatNumber(v.irradianceWm2, 0) : '-',
                      unit: 'W/m²',
                    },
                    {
                      id: 'pv-today',
                      label: t('pv.todayEnergy'),
                      value: formatNumber(v?.todayEnergyKwh ?? show.todayEnergyKwh, 2),
                      unit: 'kWh',
                    },
                    {
                      id: 'pv-total',
                      label: t('pv.totalEnergy'),
                      ...quantityParts(show.totalEnergyKwh, 'energy', language),
                    },
                  ]}
                />
              </div>
              <section className="rounded-lg border border-line bg-surface p-3">
                <h2 className="mb-2 text-sm font-semibold text-fg">{t('pv.curve')}</h2>
                <LiveDayChart
                  series={series}
                  history={curve.data ?? {}}
                  live={tick}
                  formatValue={(x) => `${formatNumber(x, 1)} kW`}
                  data-testid="pv-chart"
                />
              </section>
              <InverterTable site={site} model={chosenModel('pv', config.data)} />
            </>
          )
        }
      </QueryState>
    </div>
  );
}
