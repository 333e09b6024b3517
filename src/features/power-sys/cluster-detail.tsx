import { memo, useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridMetric, GridMode } from '@/components/charts/color-scale';
import { PanelBoundary } from '@/components/panel-boundary';
import { asHealth, HEALTH_BADGE, HealthIcon, LimitValue } from '@/components/health';
import { valueHealth } from '@/contract/limits';
import { useCellLimits, useLimits } from '@/stores/limits';
import type { ClusterTopology } from '@/contract/realtime-api';
import { formatNumber, formatRate, formatWithUnit } from '@/lib/format/number';
import { formatMv } from './cell-format';
import { cellPosition, type ClusterRow } from './summary-rows';
import { drillLevel, type DrillState } from './drill';
import { clusterShownText } from './cluster-shown';
import { shownKeys } from './shown-key';
import { EnvCards } from './env-cards';
import { LiveClusterGrid } from './live-cluster-grid';
import { activeSign } from './power-sign';
import { RackBalance, RackMaxMin } from './rack-balance';
import { RackTable } from './rack-table';
import { statusLabelKey, statusTone, TONE_CLASS } from './status';
import { MetricSwitch } from './toolbar';
import { useLiveRacks } from './use-live-racks';
import { CellDetail } from './cell-detail';
import { DeviceOffline } from '@/widgets/realtime/device-offline';
import { isOffline } from '@/realtime/device-reporting';
import { useClusterReporting } from '@/realtime/use-device-reporting';
import { ClusterTrend } from './cluster-trend';

function Kpi({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="rounded-md bg-surface-2 px-3 py-2" data-testid={testId}>
      <div className="text-xs text-muted">{label}</div>
      <div className="text-base font-semibold tabular-nums text-fg">{value}</div>
    </div>
  );
}

/** What the KPI cards show of a row, computed once per row object (see clusterShownText). */
const kpiKey = shownKeys(clusterShownText);

const sameKpis = (a: { row: ClusterRow }, b: { row: ClusterRow }) => {
  if (a.row === b.row) return true;
  const limits = useLimits.getState().cell;
  return kpiKey(a.row, limits) === kpiKey(b.row, limits);
};

/** The cluster's live figures: the only part of the detail that renders when a summary changes them. */
export const ClusterKpis = memo(function ClusterKpis({ row }: { row: ClusterRow }) {
  const { t } = useTranslation(['power', 'monitor']);
  const limits = useCellLimits();
  const sign = activeSign(row.power);
  const health = asHealth(row.health);
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 xl:grid-cols-8">
      <Kpi
        label={t('kpi.status')}
        testId="cluster-status"
        value={
          <span className="inline-flex items-center gap-1" data-health={health}>
            <HealthIcon health={health} />
            {health === 0
              ? t(statusLabelKey(row.status))
              : // The running status adds something only when it is not "normal" or "alarm" itself.
                [health === 2 ? t('monitor:health.alarm') : t('monitor:health.warning')]
                  .concat(row.status === 0 || row.status === 6 ? [] : [t(statusLabelKey(row.status))])
                  .join(' · ')}
          </span>
        }
      />
      <Kpi label={t('kpi.soc')} value={formatRate(row.soc, 1)} />
      <Kpi label={t('kpi.soh')} value={formatRate(row.soh, 1)} />
      <Kpi label={t('kpi.voltage')} value={formatWithUnit(row.voltage, 'V', 1)} />
      <Kpi label={t('kpi.current')} value={formatWithUnit(row.current, 'A', 1)} />
      <Kpi label={t('kpi.power')} value={`${formatNumber(row.power, 1)} kW · ${t(`sign.${sign}`)}`} />
      <Kpi
        label={t('kpi.spread')}
        value={
          <LimitValue health={valueHealth(row.spreadMv, limits.spreadMv)} text={formatMv(row.spreadMv)} />
        }
      />
      <div
        className={`flex items-center justify-center rounded-md px-3 py-2 text-sm font-semibold ${health > 0 ? HEALTH_BADGE[health] : TONE_CLASS[statusTone(row.status)]}`}
      >
        {t('tile.title', { cluster: row.clusterNo, container: row.containerNo })}
      </div>
    </div>
  );
}, sameKpis);

/**
 * Racks, balance and extremes: the live rack figures render here (every RACKS_RENDER_MS at most,
 * when something shown changed), not the cluster body with its grid, trend and environment.
 */
const RackViews = memo(function RackViews({
  site,
  clusterNo,
  selected,
  onOpen,
}: {
  site: string;
  clusterNo: number;
  selected: number | null;
  onOpen: (rack: number) => void;
}) {
  const liveRacks = useLiveRacks(site, clusterNo);
  return (
    <div className="grid gap-3 xl:grid-cols-2">
      <PanelBoundary name="racks">
        <RackTable
          site={site}
          clusterNo={clusterNo}
          live={liveRacks?.rows}
          selected={selected}
          onOpen={onOpen}
        />
      </PanelBoundary>
      <div className="space-y-3">
        <PanelBoundary name="rack-balance">
          <RackBalance site={site} clusterNo={clusterNo} live={liveRacks?.balance} />
        </PanelBoundary>
        <PanelBoundary name="rack-max-min">
          <RackMaxMin site={site} clusterNo={clusterNo} live={liveRacks?.extremes} />
        </PanelBoundary>
      </div>
    </div>
  );
});

interface BodyProps {
  site: string;
  clusterNo: number;
  containerNo: number;
  racks: number;
  cellsPerRack: number;
  cellsPerPack: number;
  state: DrillState;
  onChange: (next: Partial<DrillState>) => void;
  /** The BMS does not report: the live cell and rack figures are left out (never frozen numbers). */
  offline: boolean;
}

/**
 * Cell grid, racks, balance, extremes and environment. Its props are the cluster's shape and
 * the drill state, so the 1 Hz summaries pass it by: the grid repaints from frames itself and
 * the rack views (RackViews) take live figures every RACKS_RENDER_MS (REST only while there are none).
 */
const ClusterBody = memo(function ClusterBody({
  site,
  clusterNo,
  containerNo,
  racks,
  cellsPerRack,
  cellsPerPack,
  state,
  onChange,
  offline,
}: BodyProps) {
  const { t } = useTranslation(['power', 'monitor']);
  const level = drillLevel(state);
  const shape = useMemo<ClusterTopology>(
    () => ({ site, clusterNo, containerNo, racks, cellsPerRack, cellsPerPack, cellOffset: 0, rackOffset: 0 }),
    [site, clusterNo, containerNo, racks, cellsPerRack, cellsPerPack],
  );
  const onCell = useCallback(
    (index: number) => {
      const p = cellPosition(index, cellsPerRack, cellsPerPack);
      if (!p) return;
      if (level === 'cluster') onChange({ rack: p.rack });
      else if (level === 'rack') onChange({ pack: p.pack });
      else onChange({ cell: p.packCell });
    },
    [cellsPerRack, cellsPerPack, level, onChange],
  );
  const onMetric = useCallback((metric: GridMetric) => onChange({ metric }), [onChange]);
  const onMode = useCallback((mode: GridMode) => onChange({ mode }), [onChange]);
  const openRack = useCallback((rack: number) => onChange({ rack, pack: null, cell: null }), [onChange]);
  const perPack = cellsPerPack || cellsPerRack;
  const selectedIndex =
    state.rack !== null && state.pack !== null && state.cell !== null
      ? (state.rack - 1) * cellsPerRack + (state.pack - 1) * perPack + (state.cell - 1)
      : null;
  const trend = (
    <PanelBoundary name="cluster-trend">
      <ClusterTrend site={site} clusterNo={clusterNo} silent={offline} />
    </PanelBoundary>
  );
  const env = (
    <PanelBoundary name="env">
      <EnvCards site={site} containerNo={containerNo} />
    </PanelBoundary>
  );
  if (offline)
    return (
      <>
        {trend}
        {env}
      </>
    );
  return (
    <>
      <PanelBoundary name="cell-grid">
        <section className="rounded-lg border border-line bg-surface p-3" aria-labelledby="grid-title">
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <h2 id="grid-title" className="text-sm font-semibold text-fg">
              {t(`grid.title.${level === 'cell' ? 'pack' : level === 'station' ? 'cluster' : level}`)}
            </h2>
            <MetricSwitch metric={state.metric} mode={state.mode} onChange={onMetric} onMode={onMode} />
          </div>
          <LiveClusterGrid
            site={site}
            topology={shape}
            rack={state.rack}
            pack={state.pack}
            metric={state.metric}
            mode={state.mode}
            selectedCell={state.cell}
            onCell={onCell}
          />
        </section>
      </PanelBoundary>
      {trend}
      {selectedIndex !== null ? (
        <PanelBoundary name="cell-detail">
          <CellDetail site={site} topology={shape} index={selectedIndex} />
        </PanelBoundary>
      ) : null}
      <RackViews site={site} clusterNo={clusterNo} selected={state.rack} onOpen={openRack} />
      {env}
    </>
  );
});

/** Cluster, rack, pack or cell level: live cell grid, racks, balance, extremes, environment. */
export function ClusterDetail({
  site,
  row,
  state,
  onChange,
}: {
  site: string;
  row: ClusterRow;
  state: DrillState;
  /** Keep it stable (useCallback): the memoised body compares it. */
  onChange: (next: Partial<DrillState>) => void;
}) {
  const { t } = useTranslation('devices');
  const reporting = useClusterReporting(site, row.clusterNo);
  const offline = isOffline(reporting);
  return (
    <div
      className="space-y-3"
      data-testid="cluster-detail"
      data-cluster={row.clusterNo}
      data-live={Number.isFinite(row.updatedAt)}
      data-reporting={reporting.state}
    >
      {isOffline(reporting) ? (
        <DeviceOffline
          testId="cluster-offline"
          title={t('clusterOffline.title', { cluster: row.clusterNo })}
          unbound={t('clusterOffline.unbound')}
          reporting={reporting}
        />
      ) : (
        <ClusterKpis row={row} />
      )}
      <ClusterBody
        site={site}
        clusterNo={row.clusterNo}
        containerNo={row.containerNo}
        racks={row.racks}
        cellsPerRack={row.cellsPerRack}
        cellsPerPack={row.cellsPerPack}
        state={state}
        onChange={onChange}
        offline={offline}
      />
    </div>
  );
}
