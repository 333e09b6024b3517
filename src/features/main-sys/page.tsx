import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { formatDate } from '@/lib/format/date';
import { useFreshness } from '@/realtime/use-freshness';
import { usePreferences } from '@/stores/preferences';
import { stationNameFor, useSite } from '@/stores/site';
import { AlarmSummary } from './alarm-summary';
import { EnergyFlow } from './energy-flow';
import { KpiCards } from './kpi-cards';
import { Top7Chart } from './top7-chart';
import { useStation } from './use-station';

/** mainSys: station KPIs, live energy flow, active alarms, last seven days' profit, data age. */
export function Page() {
  const { t } = useTranslation('overview');
  const site = useSite((s) => s.currentSite);
  const siteInfo = useSite((s) => s.site);
  const language = usePreferences((s) => s.language);
  const view = useStation(site);
  const { ageMs, stale } = useFreshness(view.receivedAt);
  const currency = t('currency');
  const age =
    view.receivedAt === null
      ? t('age.waiting')
      : t(view.live ? 'age.live' : 'age.rest', {
          seconds: ageMs === null ? '-' : Math.round(ageMs / 1000),
          time: formatDate(view.receivedAt, language, 'time'),
        });
  return (
    <div className="space-y-3">
      <PageHeader
        title={stationNameFor(siteInfo, language, t('title'))}
        subtitle={
          <span
            data-testid="data-age"
            data-stale={stale}
            data-source={view.receivedAt === null ? 'none' : view.live ? 'live' : 'rest'}
            className={stale ? 'text-warning' : ''}
          >
            {age}
          </span>
        }
      />
      <div className={stale ? 'opacity-80' : ''}>
        <KpiCards view={view} currency={currency} />
      </div>
      <div className="grid gap-3 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <EnergyFlow powers={view.powers} />
        <div className="space-y-3">
          <AlarmSummary alarms={view.alarms} />
          <Top7Chart query={view.top7} currency={currency} />
        </div>
      </div>
    </div>
  );
}
