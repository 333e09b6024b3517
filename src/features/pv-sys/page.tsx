import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { nodeConfigQuery } from '@/api/node-config';
import { PageHeader } from '@/components/page-header';
import { EmptyState, QueryState } from '@/components/states';
import { chosenModel } from '@/contract/api/node-config';
import { DEFAULT_STATION_TIME_ZONE, zonedDay } from '@/lib/station-time';
import { useSite } from '@/stores/site';
import { AgeOrOffline, FiguresOrOffline } from '@/widgets/realtime/device-offline';
import { InverterTable } from './inverter-table';
import { PvAge, PvCurve, PvTiles } from './pv-live';
import { usePvDetails, usePvLive, useTodayPv } from './use-pv';
import { Card } from '@/components/card';

/** One empty curve before the day's points come (a new {} would be new chart data each time). */
const NO_CURVE = {};

/** pvSys: live PV power, today's and total energy, the day's curve and every inverter. */
export function Page() {
  const { t } = useTranslation('subsystems');
  const site = useSite((s) => s.currentSite);
  const { topic, live, day } = usePvLive(site);
  const details = usePvDetails(site, live);
  const d = details.data;
  const curve = useTodayPv(site, day ?? (d ? zonedDay(d.ts, DEFAULT_STATION_TIME_ZONE) : null));
  const config = useQuery(nodeConfigQuery(site));
  const series = useMemo(
    () => [
      { id: 'pvKw', kind: 'area' as const, colorVar: '--c-warning', title: t('pv.power'), nonNegative: true },
    ],
    [t],
  );
  return (
    <div className="space-y-3">
      <PageHeader
        title={t('pv.title')}
        subtitle={
          <AgeOrOffline site={site} type="pv">
            <PvAge topic={topic} restAt={d ? details.dataUpdatedAt : null} />
          </AgeOrOffline>
        }
      />
      <QueryState query={details}>
        {(show) =>
          show.capacityKw <= 0 ? (
            <EmptyState label={t('pv.none')} />
          ) : (
            <>
              <FiguresOrOffline site={site} type="pv">
                <PvTiles topic={topic} show={show} restAt={details.dataUpdatedAt} />
              </FiguresOrOffline>
              <Card title={t('pv.curve')} live>
                <PvCurve site={site} topic={topic} series={series} history={curve.data ?? NO_CURVE} />
              </Card>
              <FiguresOrOffline site={site} type="pv" hide>
                <InverterTable site={site} model={chosenModel('pv', config.data)} />
              </FiguresOrOffline>
            </>
          )
        }
      </QueryState>
    </div>
  );
}
