import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { PanelBoundary } from '@/components/panel-boundary';
import { useIsStale } from '@/realtime/use-freshness';
import { useOffline } from '@/realtime/use-offline';
import { usePreferences } from '@/stores/preferences';
import { stationNameFor, useSite } from '@/stores/site';
import { AlarmSummary } from './alarm-summary';
import { ControlWhy } from './control-why';
import { DataAge } from './data-age';
import { EnergyFlow } from './energy-flow';
import { GridStateLabel } from './grid-state-label';
import { KpiCards } from './kpi-cards';
import { TariffNow } from './tariff-now';
import { Top7Chart } from './top7-chart';
import { useStation } from './use-station';
import { WorstCellsCompact } from './worst-cells-compact';

/** mainSys: station KPIs, live energy flow, active alarms, last seven days' profit, data age. */
export function Page() {
  const { t } = useTranslation('overview');
  const site = useSite((s) => s.currentSite);
  const siteInfo = useSite((s) => s.site);
  const language = usePreferences((s) => s.language);
  const view = useStation(site);
  const offline = useOffline().offline;
  const stale = useIsStale(view.receivedAt) || offline;
  const dim = stale ? 'opacity-50 grayscale' : '';
  const currency = t('currency');
  return (
    <div className="space-y-3">
      <PageHeader
        title={stationNameFor(siteInfo, language, t('title'))}
        subtitle={<DataAge receivedAt={view.receivedAt} live={view.live} />}
      />
      <GridStateLabel state={view.gridState} />
      <ControlWhy site={site} />
      <div className={dim} data-testid="live-frame" data-dimmed={stale}>
        <PanelBoundary name="kpis">
          <KpiCards view={view} />
        </PanelBoundary>
      </div>
      <div className="grid gap-3 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className={dim}>
          <PanelBoundary name="energy-flow">
            <EnergyFlow powers={view.powers} />
          </PanelBoundary>
        </div>
        <div className="space-y-3">
          <PanelBoundary name="alarms">
            <AlarmSummary alarms={view.alarms} />
          </PanelBoundary>
          <PanelBoundary name="tariff-now">
            <TariffNow />
          </PanelBoundary>
          <div className={dim}>
            <PanelBoundary name="worst-cells">
              <WorstCellsCompact site={site} />
            </PanelBoundary>
          </div>
          <PanelBoundary name="top7">
            <Top7Chart site={site} currency={currency} />
          </PanelBoundary>
        </div>
      </div>
    </div>
  );
}
