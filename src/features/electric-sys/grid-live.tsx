import { memo, useCallback, useMemo, useState } from 'react';
import { LiveDayChart } from '@/components/charts/live-day-chart';
import type { SeriesDef } from '@/components/charts/time-series-chart';
import { TopicAgeLine } from '@/components/realtime/data-age-line';
import type { DeviceModel } from '@/contract/api/node-config';
import type { GridRealtime } from '@/contract/realtime-payloads';
import { formatNumber } from '@/lib/format/number';
import { useTypeReporting } from '@/realtime/use-device-reporting';
import { useLiveText, type PutLiveText } from '@/components/realtime/use-live-text';
import { useIsStale, useTopicStale } from '@/realtime/use-freshness';
import { useTopic } from '@/realtime/use-topic';
import { useTopicSelect } from '@/realtime/use-topic-select';
import { GridFigures, paintGridFigures, paintPhases, PhaseTable, useGridWords } from './grid-panels';
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

const liveState = (v: GridRealtime | undefined) => v?.gridState ?? null;
const hasLive = (v: GridRealtime | undefined) => v !== undefined;

/**
 * The figures, dimmed while stale. Live, the tiles render when the grid state or staleness changes
 * and useLiveText writes the figures with each message (issue 34: 6.5 tiles rendered per batch);
 * before the topic flows they are rendered from the polled REST value.
 */
export const LiveGridFigures = memo(function LiveGridFigures({
  topic,
  rest,
  model,
}: {
  topic: string;
  rest: { data: GridView; at: number } | null;
  model: DeviceModel;
}) {
  const state = useTopicSelect(topic, liveState);
  const live = state !== null;
  const liveStale = useTopicStale(topic, 5000);
  const restStale = useIsStale(live ? null : (rest?.at ?? null));
  const stale = live ? liveStale : restStale;
  const words = useGridWords();
  const paint = useCallback((v: GridRealtime, put: PutLiveText) => paintGridFigures(v, words, put), [words]);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  useLiveText(live ? topic : null, root, `${model.id}|${state}`, paint);
  if (!live && !rest) return null;
  return (
    <div
      ref={setRoot}
      className={stale ? 'opacity-60 grayscale' : ''}
      data-stale={stale}
      data-model={model.id}
    >
      {live ? (
        <GridFigures g={{ gridState: state }} model={model} live />
      ) : (
        <GridFigures g={rest!.data} model={model} />
      )}
    </div>
  );
});

const paintPhaseTable = (v: GridRealtime, put: PutLiveText) => paintPhases(v, put);

/**
 * Voltage and current of L1–L3 (the caller shows it only for a meter model that has them): live,
 * written by useLiveText with each message, else rendered from the REST value.
 */
export const LivePhaseTable = memo(function LivePhaseTable({
  topic,
  rest,
}: {
  topic: string;
  rest: { data: GridView; at: number } | null;
}) {
  const live = useTopicSelect(topic, hasLive);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  useLiveText(live ? topic : null, root, live, paintPhaseTable);
  if (live)
    return (
      <div ref={setRoot}>
        <PhaseTable g={null} />
      </div>
    );
  const g = rest?.data;
  return g?.voltage && g.current ? <PhaseTable g={{ voltage: g.voltage, current: g.current }} /> : null;
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
