import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getGeneratorData } from '@/api/grid';
import { DataAgeLine, TopicAgeLine } from '@/components/realtime/data-age-line';
import { StatTiles } from '@/components/stat-tile';
import { QueryState } from '@/components/states';
import type { GeneratorDevice } from '@/contract/api/devicegroup';
import { modelHas, type DeviceModel, type ModelFieldOf } from '@/contract/api/node-config';
import type { GeneratorRealtime } from '@/contract/realtime-payloads';
import { formatNumber } from '@/lib/format/number';
import { useIsStale, useTopicStale } from '@/realtime/use-freshness';
import { useTopicSelect } from '@/realtime/use-topic-select';
import { usePreferences } from '@/stores/preferences';
import { AgeOrOffline, FiguresOrOffline } from '@/widgets/realtime/device-offline';
import { generatorStatusKey, STATUS_DOT, STATUS_TONE } from './status';

/** One unit of the live topic as its card shows it (figures as text); undefined when absent. */
function shownUnit(v: GeneratorRealtime | undefined, fdjId: string) {
  const u = v?.units.find((x) => x.fdjId === fdjId);
  if (!u) return undefined;
  return {
    status: u.status,
    powerKw: formatNumber(u.powerKw, 2),
    runHours: formatNumber(u.runHours, 2),
    fuelPercent: formatNumber(u.fuelPercent, 1),
  };
}

/** The card's age line: the live topic's receive time while its unit flows, else the REST answer's. */
function GeneratorAge({ topic, live, restAt }: { topic: string; live: boolean; restAt: number | null }) {
  // Live, the line writes the topic's age itself: a message renders nothing (issue 34).
  return live ? (
    <TopicAgeLine topic={topic} restAt={restAt} />
  ) : (
    <DataAgeLine receivedAt={restAt} source="rest" />
  );
}

/**
 * One generator: `fdj/getFdjData` (polled), the live topic's values over it when they flow. The
 * card reads its own unit from the topic and renders when its shown figures change, not with each
 * message (issue 34); only the age line follows every message.
 */
export function GeneratorCard({
  site,
  device,
  topic,
  model,
}: {
  site: string;
  device: GeneratorDevice;
  /** The chosen generator model: its fields are the tiles shown. */
  model: DeviceModel;
  /** The live generator topic of the site. */
  topic: string;
}) {
  const { t } = useTranslation('subsystems');
  const language = usePreferences((s) => s.language);
  const fdjId = device.fdjId;
  const live = useTopicSelect(
    topic,
    useCallback((v: GeneratorRealtime | undefined) => shownUnit(v, fdjId), [fdjId]),
  );
  const q = useQuery({
    queryKey: ['fdj', 'getFdjData', site, fdjId],
    queryFn: () => getGeneratorData(site, fdjId),
    refetchInterval: live ? 30_000 : 5_000,
  });
  const liveStale = useTopicStale(topic, 5000);
  const restStale = useIsStale(live ? null : q.data ? q.dataUpdatedAt : null);
  const stale = live ? liveStale : restStale;
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
                  {/* A silent generator (issue 27): offline with its last report, no figures. */}
                  <AgeOrOffline site={site} type="generator">
                    <GeneratorAge
                      topic={topic}
                      live={live !== undefined}
                      restAt={q.data ? q.dataUpdatedAt : null}
                    />
                  </AgeOrOffline>
                </span>
              </div>
              <FiguresOrOffline site={site} type="generator">
                <div className={stale ? 'opacity-60 grayscale' : ''} data-model={model.id}>
                  <StatTiles
                    className="grid-cols-2 md:grid-cols-3 2xl:grid-cols-6"
                    tiles={[
                      {
                        id: 'fdj-status',
                        label: t('fdj.status'),
                        value: t(`fdj.statuses.${key}`),
                        // The status's tone; its raw code only beside 'unknown', never on its own.
                        note: (
                          <span
                            className={
                              key === 'unknown'
                                ? `rounded px-1.5 py-0.5 ${STATUS_TONE[key]}`
                                : STATUS_DOT[key]
                            }
                            data-status={status}
                            aria-hidden={key !== 'unknown'}
                          >
                            {key === 'unknown' ? t('fdj.code', { code: String(status ?? '-') }) : '●'}
                          </span>
                        ),
                        hidden: !has('status'),
                      },
                      {
                        id: 'fdj-power',
                        label: t('fdj.power'),
                        value: live?.powerKw ?? formatNumber(d.powerKw, 2),
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
                        value: live?.runHours ?? formatNumber(d.runHours, 2),
                        unit: 'h',
                        hidden: !has('runHours'),
                      },
                      {
                        id: 'fdj-fuel',
                        label: t('fdj.fuel'),
                        value: live?.fuelPercent ?? formatNumber(d.fuelPercent, 1),
                        unit: '%',
                        hidden: !has('fuelPercent'),
                      },
                    ]}
                  />
                </div>
              </FiguresOrOffline>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
