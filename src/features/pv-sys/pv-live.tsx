import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveDayChart } from '@/components/charts/live-day-chart';
import { TopicAgeLine } from '@/components/realtime/data-age-line';
import { StatTiles } from '@/components/stat-tile';
import type { SeriesDef } from '@/components/charts/time-series-chart';
import type { PvDetailsShow } from '@/contract/api/pv';
import type { PvRealtime } from '@/contract/realtime-payloads';
import { formatNumber } from '@/lib/format/number';
import { quantityParts } from '@/lib/format/quantity';
import { useTypeReporting } from '@/realtime/use-device-reporting';
import { useIsStale, useTopicStale } from '@/realtime/use-freshness';
import { useTopicSelect } from '@/realtime/use-topic-select';
import { usePreferences } from '@/stores/preferences';

/*
 * The parts of pvSys that follow the live topic, each reading only what it shows (issue 34): a PV
 * message renders the tiles when one of their texts changed, the chart when the minute or the
 * power did, and the data-age line; not the page, its table or its header.
 */

const MINUTE = 60_000;

/** The live figures as the tiles show them; null before the first message. */
function tileTexts(v: PvRealtime | undefined) {
  if (!v) return null;
  return {
    power: formatNumber(v.powerKw, 2),
    irradiance: formatNumber(v.irradianceWm2, 0),
    today: formatNumber(v.todayEnergyKwh, 2),
  };
}

export const PvTiles = memo(function PvTiles({
  topic,
  show,
  restAt,
}: {
  topic: string;
  /** pvdetails/show: capacity, total and the figures before live data flows. */
  show: PvDetailsShow;
  restAt: number;
}) {
  const { t } = useTranslation('subsystems');
  const language = usePreferences((s) => s.language);
  // The labels and REST figures once per language and answer, not per message (a t() call costs
  // ~0.2 ms at CPU ×1 in the profile: i18next interpolates every string).
  const fixed = useMemo(
    () => ({
      power: t('pv.power'),
      capacity: t('pv.capacity'),
      capacityValue: formatNumber(show.capacityKw, 0),
      irradiance: t('pv.irradiance'),
      today: t('pv.todayEnergy'),
      total: t('pv.totalEnergy'),
      totalParts: quantityParts(show.totalEnergyKwh, 'energy', language),
    }),
    [t, show, language],
  );
  const live = useTopicSelect(topic, tileTexts);
  const liveStale = useTopicStale(topic, 5000);
  const restStale = useIsStale(live ? null : restAt);
  const stale = live ? liveStale : restStale;
  return (
    <div className={stale ? 'opacity-60 grayscale' : ''} data-stale={stale}>
      <StatTiles
        className="grid-cols-2 md:grid-cols-3 2xl:grid-cols-5"
        tiles={[
          {
            id: 'pv-power',
            label: fixed.power,
            value: live?.power ?? formatNumber(show.powerKw, 2),
            unit: 'kW',
          },
          { id: 'pv-capacity', label: fixed.capacity, value: fixed.capacityValue, unit: 'kWp' },
          { id: 'pv-irradiance', label: fixed.irradiance, value: live?.irradiance ?? '-', unit: 'W/m²' },
          {
            id: 'pv-today',
            label: fixed.today,
            value: live?.today ?? formatNumber(show.todayEnergyKwh, 2),
            unit: 'kWh',
          },
          { id: 'pv-total', label: fixed.total, ...fixed.totalParts },
        ]}
      />
    </div>
  );
});

/** The chart's live point: what update() draws (minute resolution), kept while it is the same. */
function livePoint(v: PvRealtime | undefined) {
  return v ? { minute: Math.floor(v.ts / MINUTE) * MINUTE, kw: v.powerKw } : null;
}

const formatKw = (x: number) => `${formatNumber(x, 1)} kW`;

export const PvCurve = memo(function PvCurve({
  site,
  topic,
  series,
  history,
}: {
  site: string;
  topic: string;
  series: SeriesDef[];
  history: Parameters<typeof LiveDayChart>[0]['history'];
}) {
  const point = useTopicSelect(topic, livePoint);
  const tick = point ? { t: point.minute, values: { pvKw: point.kw } } : null;
  const silent = useTypeReporting(site, 'pv').state === 'silent';
  return (
    <LiveDayChart
      series={series}
      history={history}
      live={tick}
      silent={silent}
      formatValue={formatKw}
      data-testid="pv-chart"
    />
  );
});

/** The header's age line: the live topic's receive time, or the REST answer's. */
export function PvAge({ topic, restAt }: { topic: string; restAt: number | null }) {
  return <TopicAgeLine topic={topic} restAt={restAt} />;
}
