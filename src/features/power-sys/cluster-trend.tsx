import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStationTimeZone } from '@/api/site-info';
import { type TREND_HOURS, useStoredClusterTrend } from './stored-trend';
import { useClusterTrendMetrics } from './trend-metrics';
import { TrendPanel } from './trend-panel';

const TITLE = {
  1: 'trend.clusterTitle',
  24: 'trend.clusterTitle24',
  168: 'trend.clusterTitle7d',
} as const;

/**
 * A cluster's trend: the worker's live hour, or 24 hours / 7 days of the station's stored
 * 5-minute SOC and power (`cluster-<n>`) joined with it (issue 28).
 */
export function ClusterTrend({
  site,
  clusterNo,
  silent = false,
}: {
  site: string;
  clusterNo: number;
  /** Its BMS does not report (the live hour stays empty). */
  silent?: boolean;
}) {
  const { t } = useTranslation('monitor');
  const metrics = useClusterTrendMetrics();
  const trendKey = useMemo(() => ({ site, clusterNo }), [site, clusterNo]);
  const [hours, setHours] = useState<(typeof TREND_HOURS)[number]>(1);
  const stored = useStoredClusterTrend(site, clusterNo, hours, useStationTimeZone());
  const history = useMemo(
    () => ({ hours, setHours, stored: stored.data ?? null, loading: stored.isFetching }),
    [hours, stored.data, stored.isFetching],
  );
  return (
    <div>
      <TrendPanel
        trendKey={trendKey}
        metrics={metrics}
        title={t(TITLE[hours])}
        history={history}
        silent={silent}
        data-testid="cluster-trend"
      />
      {hours > 1 ? <p className="mt-1 text-xs text-muted">{t('trend.clusterStoredNote')}</p> : null}
    </div>
  );
}
