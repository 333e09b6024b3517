import { memo, useMemo } from 'react';
import { LiveDayChart } from '@/components/charts/live-day-chart';
import type { SeriesDef } from '@/components/charts/time-series-chart';
import { TopicAgeLine } from '@/components/realtime/data-age-line';
import type { DeviceModel } from '@/contract/api/node-config';
import type { GridRealtime } from '@/contract/realtime-payloads';
import { formatNumber } from '@/lib/format/number';
import { useTypeReporting } from '@/realtime/use-device-reporting';
import { useIsStale } from '@/realtime/use-freshness';
import { useTopic } from '@/realtime/use-topic';
import { GridFigures, PhaseTable } from './grid-panels';
import type { GridView } from './use-grid';

/*
 * The parts of electricSys that follow the grid topic, each reading what it shows (issue 34): a
 * grid message renders the figures, the phase table, the chart's tick and the age line, not the
 * page around them.
 */

/** The live value, else the polled REST one, and when it was received. */
function useGridValue(topic: string, rest: { data: GridView; at: number } | null) {
  const live = useTopic<GridRealtime>(topic);
  const value: GridView | null = live.value ?? rest?.data ?? null;
  const receivedAt = live.value ? live.receivedAt : (rest?.at ?? null);
  return { value, receivedAt };
}

/** The header's age line: the live topic's receive time, or the REST answer's. */
export function GridAge({ topic, restAt }: { topic: string; restAt: number | null }) {
  return <TopicAgeLine topic={topic} restAt={restAt} />;
}

/** The figures, dimmed while stale. */
export const LiveGridFigures = memo(function LiveGridFigures({
  topic,
  rest,
  model,
}: {
  topic: string;
  rest: { data: GridView; at: number } | null;
  model: DeviceModel;
}) {
  const { value, receivedAt } = useGridValue(topic, rest);
  const stale = useIsStale(receivedAt);
  if (!value) return null;
  return (
    <div className={stale ? 'opacity-60 grayscale' : ''} data-stale={stale} data-model={model.id}>
      <GridFigures g={value} model={model} />
    </div>
  );
});

/** Voltage and current of L1–L3 (the caller shows it only for a meter model that has them). */
export const LivePhaseTable = memo(function LivePhaseTable({
  topic,
  rest,
}: {
  topic: string;
  rest: { data: GridView; at: number } | null;
}) {
  const { value } = useGridValue(topic, rest);
  return value?.voltage && value.current ? (
    <PhaseTable g={{ voltage: value.voltage, current: value.current }} />
  ) : null;
});

const formatKw = (x: number) => `${formatNumber(x, 1)} kW`;

/** Today's curve with the live tick. */
export const LiveGridChart = memo(function LiveGridChart({
  site,
  topic,
  rest,
  series,
  history,
}: {
  site: string;
  topic: string;
  rest: { data: GridView; at: number } | null;
  series: SeriesDef[];
  history: Parameters<typeof LiveDayChart>[0]['history'];
}) {
  const { value: g } = useGridValue(topic, rest);
  const tick = useMemo(
    () => (g ? { t: g.ts, values: { gridKw: g.gridPowerKw, loadKw: g.loadPowerKw } } : null),
    [g],
  );
  const silent = useTypeReporting(site, 'meter').state === 'silent';
  return (
    <LiveDayChart
      series={series}
      history={history}
      live={tick}
      silent={silent}
      formatValue={formatKw}
      data-testid="grid-chart"
    />
  );
});
