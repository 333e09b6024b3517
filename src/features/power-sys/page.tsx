import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { useActiveAlarms } from '@/api/alarm';
import { ContainerPictureCard } from '@/widgets/container-picture-card';
import { PageHeader } from '@/components/page-header';
import { PanelBoundary } from '@/components/panel-boundary';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { useMediaQuery } from '@/components/use-media-query';
import { useSilentClusters } from '@/realtime/use-device-reporting';
import { useKiosk } from '@/stores/kiosk';
import { useSite } from '@/stores/site';
import { Breadcrumb } from './breadcrumb';
import { ClusterDetail } from './cluster-detail';
import { alarmLevelsByCluster, withHealth } from './cluster-health';
import { ClusterTiles } from './cluster-tiles';
import { drillSearch, parseDrill, type DrillState } from './drill';
import { ContainerCameraPanel } from './container-camera-panel';
import { ContainerEnvPanel } from './container-env-panel';
import { EnvCards } from './env-cards';
import { FreshnessFrame } from './freshness-frame';
import { PcsPanel } from './pcs-panel';
import { StackPanel } from './stack-panel';
import { StationHeatmap } from './station-heatmap';
import { cellPosition, containerKey, countsOfKey, selectRows, statusCountKey } from './summary-rows';
import { StationToolbar } from './toolbar';
import { useClusterRows } from './use-cluster-rows';
import { WallStation } from './wall-station';
import { WorstCellsPanel } from './worst-cells-panel';

/** powerSys: every cluster as a tile or heatmap row, then container → cluster → rack → pack → cell. */
export function Page() {
  const { t } = useTranslation('power');
  const site = useSite((s) => s.currentSite);
  const kiosk = useKiosk((s) => s.options !== null);
  const wide = useMediaQuery('(min-width: 1280px)');
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseDrill(params), [params]);
  const go = (next: DrillState) => setParams(new URLSearchParams(drillSearch(next)));
  const change = (patch: Partial<DrillState>) => go({ ...state, ...patch });
  // Stable handlers for the memoised tiles: they read the latest state through a ref.
  const changeRef = useRef(change);
  useEffect(() => {
    changeRef.current = change;
  });
  const openCluster = useCallback((cluster: number) => changeRef.current({ cluster }), []);
  const onChange = useCallback((patch: Partial<DrillState>) => changeRef.current(patch), []);
  const goRef = useRef(go);
  useEffect(() => {
    goRef.current = go;
  });
  const onGo = useCallback((next: DrillState) => goRef.current(next), []);
  const { rows: measuredRows, receivedAt, source, error } = useClusterRows(site, state.cluster);
  const { alarms } = useActiveAlarms();
  const alarmLevels = useMemo(() => alarmLevelsByCluster(alarms), [alarms]);
  // With a cluster open only its row is shown: the station's hundred rows cost nothing per batch
  // (their health, containers, filter and counts are for the station view; issue 34).
  const rows = useMemo(
    () =>
      withHealth(
        state.cluster === null ? measuredRows : measuredRows.filter((r) => r.clusterNo === state.cluster),
        alarmLevels,
      ),
    [measuredRows, alarmLevels, state.cluster],
  );
  // Kept while their contents are the same, so the memoised toolbar skips the live frames.
  const containersText = useMemo(() => containerKey(rows), [rows]);
  const containers = useMemo(
    () => (containersText ? containersText.split(',').map(Number) : []),
    [containersText],
  );
  const scoped = useMemo(
    () => rows.filter((r) => state.container === null || r.containerNo === state.container),
    [rows, state.container],
  );
  // A silent cluster counts and filters as offline, not by the last status it reported.
  const silentList = useSilentClusters(site);
  const silent = useMemo(() => new Set(silentList.map((c) => c.clusterNo)), [silentList]);
  const shown = useMemo(() => selectRows(scoped, state, silent), [scoped, state, silent]);
  const countsText = useMemo(() => statusCountKey(scoped, silent), [scoped, silent]);
  const counts = useMemo(() => countsOfKey(countsText), [countsText]);
  const row = state.cluster === null ? undefined : rows.find((r) => r.clusterNo === state.cluster);
  // A link that names a cell by its place in the rack (alarm texts) opens its pack and cell once
  // the cluster's pack size is known; replace, so Back skips the intermediate URL.
  const rackCell = params.get('rackCell');
  useEffect(() => {
    if (!rackCell || !row || state.rack === null) return;
    const at = cellPosition(
      (state.rack - 1) * row.cellsPerRack + Number(rackCell) - 1,
      row.cellsPerRack,
      row.cellsPerPack,
    );
    const next =
      at && Number(rackCell) <= row.cellsPerRack ? { ...state, pack: at.pack, cell: at.packCell } : state;
    setParams(new URLSearchParams(drillSearch(next)), { replace: true });
  }, [rackCell, row, state, setParams]);

  // The panels that follow their own topics, kept as the same elements while their inputs are:
  // a live frame renders this page (the rows) but not them (issue 34: the stack, worst-cells,
  // PCS and environment boundaries rendered with every batch).
  const camera = params.get('camera') === '1';
  const stationPanels = useMemo(
    () => (
      <>
        <PanelBoundary name="stack">
          <StackPanel site={site} />
        </PanelBoundary>
        <PanelBoundary name="worst-cells">
          <WorstCellsPanel site={site} />
        </PanelBoundary>
      </>
    ),
    [site],
  );
  const pcsPanel = useMemo(
    () => (
      <PanelBoundary name="pcs">
        <PcsPanel site={site} />
      </PanelBoundary>
    ),
    [site],
  );
  const envPanels = useMemo(
    () =>
      state.container !== null ? (
        <PanelBoundary name="env">
          <div className="flex items-start gap-3">
            <ContainerPictureCard site={site} containerNo={state.container} />
            <div className="min-w-0 flex-1">
              <EnvCards site={site} containerNo={state.container} />
              <ContainerEnvPanel site={site} containerNo={state.container} />
              <ContainerCameraPanel site={site} containerNo={state.container} focus={camera} />
            </div>
          </div>
        </PanelBoundary>
      ) : null,
    [site, state.container, camera],
  );

  let body;
  if (measuredRows.length === 0)
    body = error ? (
      <ErrorState message={error instanceof Error ? error.message : undefined} />
    ) : (
      <LoadingState />
    );
  else if (state.cluster !== null)
    body = row ? (
      <PanelBoundary name="cluster-detail">
        <ClusterDetail site={site} row={row} state={state} onChange={onChange} />
      </PanelBoundary>
    ) : (
      <EmptyState label={t('drill.unknownCluster', { n: state.cluster })} />
    );
  else if (kiosk) body = <WallStation site={site} rows={shown} onOpen={openCluster} wide={wide} />;
  else
    body = (
      <>
        {stationPanels}
        <StationToolbar state={state} containers={containers} counts={counts} onChange={onChange} />
        <PanelBoundary name="clusters">
          {shown.length === 0 ? (
            <EmptyState label={t('toolbar.noMatch')} />
          ) : state.view === 'heatmap' ? (
            <StationHeatmap
              site={site}
              rows={shown}
              metric={state.metric}
              mode={state.mode}
              onOpen={(cluster, rack) => change({ cluster, rack })}
            />
          ) : (
            <ClusterTiles site={site} rows={shown} onOpen={openCluster} />
          )}
        </PanelBoundary>
        <div className="mt-3 space-y-3">
          {envPanels}
          {pcsPanel}
        </div>
      </>
    );

  return (
    <FreshnessFrame
      site={site}
      source={source}
      receivedAt={receivedAt}
      header={(age) => <PageHeader title={t('title')} subtitle={age} />}
    >
      <Breadcrumb
        state={state}
        containerNo={row?.containerNo ?? state.container}
        cellsPerPack={row ? row.cellsPerPack || row.cellsPerRack : undefined}
        onGo={onGo}
      />
      {body}
    </FreshnessFrame>
  );
}
