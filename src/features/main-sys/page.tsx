import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useIsStale } from '@/realtime/use-freshness';
import { usePreferences } from '@/stores/preferences';
import { stationNameFor, useSite } from '@/stores/site';
import { AlarmSummary } from './alarm-summary';
import { ControlWhy } from './control-why';
import { DataAge } from './data-age';
import { EnergyFlow } from './energy-flow';
import { KpiCards } from './kpi-cards';
import { TariffNow } from './tariff-now';
import { Top7Chart } from './top7-chart';
import { useStation } from './use-station';

/** mainSys: station KPIs, live energy flow, active alarms, last seven days' profit, data age. */
export function Page() {
  const { t } = useTranslation('overview');
  const site = useSite((s) => s.currentSite);
  const siteInfo = useSite((s) => s.site);
  const language = usePreferences((s) => s.language);
  const view = useStation(site);
  const stale = useIsStale(view.receivedAt);
  const currency = t('currency');
  return (
    <div className="space-y-3">
      <PageHeader
        title={stationNameFor(siteInfo, language, t('title'))}
        subtitle={<DataAge receivedAt={view.receivedAt} live={view.live} />}
      />
      <ControlWhy site={site} />
      <div className={stale ? 'opacity-80' : ''}>
        <KpiCards view={view} currency={currency} />
      </div>
      <div className="grid gap-3 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <EnergyFlow powers={view.powers} />
        <div className="space-y-3">
          <AlarmSummary alarms={view.alarms} />
          <TariffNow />
          <Top7Chart site={site} currency={currency} />
        </div>
      </div>
    </div>
  );
}
