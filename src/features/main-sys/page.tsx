import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { PanelBoundary } from '@/components/panel-boundary';
import { useAutoPage } from '@/components/use-auto-page';
import { useFillHeight } from '@/components/use-fill-height';
import { useMediaQuery } from '@/components/use-media-query';
import { topics } from '@/contract/topics';
import { useIsStale, useTopicStale } from '@/realtime/use-freshness';
import { useOffline } from '@/realtime/use-offline';
import { useKiosk } from '@/stores/kiosk';
import { usePreferences } from '@/stores/preferences';
import { stationNameFor, useSite } from '@/stores/site';
import { AlarmSummary } from './alarm-summary';
import { ControlWhy } from './control-why';
import { DataAge } from './data-age';
import { EnergyFlow } from './energy-flow';
import { StationGridState } from './grid-state-label';
import { KpiCards } from './kpi-cards';
import { TariffNow } from './tariff-now';
import { Top7Chart } from './top7-chart';
import { useRestPowers, useStationLive } from './use-station';
import { WorstCellsCompact } from './worst-cells-compact';

const STALE_MS = 5000;

/**
 * mainSys: station KPIs, live energy flow, active alarms, last seven days' profit, data age.
 * The page itself renders when the data goes live, stale or offline, never with a batch: each
 * panel selects its own figures from the station topic (use-station.ts).
 */
export function Page() {
  const { t } = useTranslation('overview');
  const site = useSite((s) => s.currentSite);
  const siteInfo = useSite((s) => s.site);
  const language = usePreferences((s) => s.language);
  // A wall screen in kiosk mode has no scrolling: from 1280 px the panels take three columns.
  const kiosk = useKiosk((s) => s.options !== null);
  const wall = useMediaQuery('(min-width: 1280px)') && kiosk;
  const wide = useMediaQuery('(min-width: 1536px)');
  // The panels take the height left under the strip and banners; what a panel PC cannot show of
  // the middle column turns page by page instead of scrolling.
  const [panelsRef, panelsHeight] = useFillHeight<HTMLDivElement>(wall);
  const middleRef = useRef<HTMLDivElement>(null);
  useAutoPage(middleRef, panelsHeight !== null);
  const live = useStationLive(site);
  const rest = useRestPowers(site, !live);
  const offline = useOffline().offline;
  const liveStale = useTopicStale(topics.station(site), STALE_MS);
  const restStale = useIsStale(live ? null : rest.receivedAt, STALE_MS);
  const stale = (live ? liveStale : restStale) || offline;
  const dim = stale ? 'opacity-50 grayscale' : '';
  const currency = t('currency');
  return (
    <div className="space-y-3">
      {kiosk ? (
        // The kiosk strip names the station: a wall screen keeps only the data age line.
        <p className="text-sm text-muted">
          <DataAge site={site} live={live} restReceivedAt={rest.receivedAt} />
        </p>
      ) : (
        <PageHeader
          title={stationNameFor(siteInfo, language, t('title'))}
          subtitle={<DataAge site={site} live={live} restReceivedAt={rest.receivedAt} />}
        />
      )}
      <StationGridState site={site} />
      <ControlWhy site={site} />
      <div className={dim} data-testid="live-frame" data-dimmed={stale}>
        <PanelBoundary name="kpis">
          <KpiCards site={site} />
        </PanelBoundary>
      </div>
      <div
        ref={panelsRef}
        data-testid="overview-panels"
        className={`grid gap-3 ${kiosk ? 'xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] xl:grid-rows-[minmax(0,1fr)]' : 'xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]'}`}
        style={panelsHeight === null ? undefined : { height: panelsHeight }}
      >
        <div className={dim}>
          <PanelBoundary name="energy-flow">
            <EnergyFlow site={site} />
          </PanelBoundary>
        </div>
        <div
          className={
            kiosk
              ? 'grid min-h-0 content-start gap-3 xl:grid-cols-[minmax(0,4fr)_minmax(0,3fr)] xl:grid-rows-[minmax(0,1fr)]'
              : 'space-y-3'
          }
        >
          <div
            ref={middleRef}
            data-testid="overview-middle"
            className={`space-y-3 ${kiosk ? 'min-h-0 overflow-hidden' : ''}`}
          >
            <PanelBoundary name="alarms">
              <AlarmSummary site={site} />
            </PanelBoundary>
            <PanelBoundary name="tariff-now">
              <TariffNow />
            </PanelBoundary>
            <div className={dim}>
              <PanelBoundary name="worst-cells">
                {/* A panel PC's wall shows the worst of each kind; from 1536 px the top two. */}
                <WorstCellsCompact site={site} limit={kiosk && !wide ? 1 : 2} />
              </PanelBoundary>
            </div>
          </div>
          <PanelBoundary name="top7">
            <Top7Chart site={site} currency={currency} />
          </PanelBoundary>
        </div>
      </div>
    </div>
  );
}
