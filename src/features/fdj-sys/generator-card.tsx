import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getGeneratorData } from '@/api/grid';
import { DataAgeLine } from '@/components/realtime/data-age-line';
import { StatTiles } from '@/components/stat-tile';
import { QueryState } from '@/components/states';
import type { GeneratorDevice } from '@/contract/api/devicegroup';
import { modelHas, type DeviceModel, type ModelFieldOf } from '@/contract/api/node-config';
import type { GeneratorRealtime } from '@/contract/realtime-payloads';
import { formatNumber } from '@/lib/format/number';
import { useIsStale } from '@/realtime/use-freshness';
import { usePreferences } from '@/stores/preferences';
import { generatorStatusKey, STATUS_TONE } from './status';

type Unit = GeneratorRealtime['units'][number];

/** One generator: `fdj/getFdjData` (polled), the live topic's values over it when they flow. */
export function GeneratorCard({
  site,
  device,
  live,
  liveAt,
  model,
}: {
  site: string;
  device: GeneratorDevice;
  /** The chosen generator model: its fields are the tiles shown. */
  model: DeviceModel;
  live: Unit | undefined;
  liveAt: number | null;
}) {
  const { t } = useTranslation('subsystems');
  const language = usePreferences((s) => s.language);
  const q = useQuery({
    queryKey: ['fdj', 'getFdjData', site, device.fdjId],
    queryFn: () => getGeneratorData(site, device.fdjId),
    refetchInterval: live ? 30_000 : 5_000,
  });
  const receivedAt = live ? liveAt : q.data ? q.dataUpdatedAt : null;
  const stale = useIsStale(receivedAt);
  const has = (f: ModelFieldOf<'fdj'>) => modelHas(model, f);
  return (
    <section
      className="rounded-lg border border-line bg-surface p-3"
      data-testid="generator"
      data-fdj={device.fdjId}
    >
      <QueryState query={q}>
        {(d) => {
          const status = live?.status ?? d.status;
          const key = generatorStatusKey(status);
          return (
            <>
              <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-sm font-semibold text-fg">{language === 'zh' ? d.name : d.nameEn}</h2>
                <span className="text-xs text-muted">
                  <DataAgeLine receivedAt={receivedAt} source={live ? 'live' : 'rest'} />
                </span>
              </div>
              <div className={stale ? 'opacity-60 grayscale' : ''} data-model={model.id}>
                <StatTiles
                  className="grid-cols-2 md:grid-cols-3 2xl:grid-cols-6"
                  tiles={[
                    {
                      id: 'fdj-status',
                      label: t('fdj.status'),
                      value: t(`fdj.statuses.${key}`),
                      note: (
                        <span className={`rounded px-1.5 py-0.5 ${STATUS_TONE[key]}`} data-status={status}>
                          {status}
                        </span>
                      ),
                      hidden: !has('status'),
                    },
                    {
                      id: 'fdj-power',
                      label: t('fdj.power'),
                      value: formatNumber(live?.powerKw ?? d.powerKw, 2),
                      unit: 'kW',
                      hidden: !has('powerKw'),
                    },
                    {
                      id: 'fdj-rated',
                      label: t('fdj.rated'),
                      value: formatNumber(d.ratedKw ?? device.ratedKw, 0),
                      unit: 'kW',
                      hidden: !has('ratedKw'),
                    },
                    {
                      id: 'fdj-energy',
                      label: t('fdj.todayEnergy'),
                      value: formatNumber(d.todayEnergyKwh, 2),
                      unit: 'kWh',
                      hidden: !has('todayEnergyKwh'),
                    },
                    {
                      id: 'fdj-hours',
                      label: t('fdj.runHours'),
                      value: formatNumber(live?.runHours ?? d.runHours, 2),
                      unit: 'h',
                      hidden: !has('runHours'),
                    },
                    {
                      id: 'fdj-fuel',
                      label: t('fdj.fuel'),
                      value: formatNumber(live?.fuelPercent ?? d.fuelPercent, 1),
                      unit: '%',
                      hidden: !has('fuelPercent'),
                    },
                  ]}
                />
              </div>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
