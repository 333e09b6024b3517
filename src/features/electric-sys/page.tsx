import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { nodeConfigQuery } from '@/api/node-config';
import { PageHeader } from '@/components/page-header';
import { EmptyState, QueryState } from '@/components/states';
import { chosenModel, modelHas } from '@/contract/api/node-config';
import { useSite } from '@/stores/site';
import { AgeOrOffline, FiguresOrOffline } from '@/widgets/realtime/device-offline';
import { GridAge, LiveGridChart, LiveGridFigures, LivePhaseTable } from './grid-live';
import { useGrid, useTodayGrid } from './use-grid';
import { Card } from '@/components/card';

const NONE = {};

/** electricSys: the grid connection point and the site load, live, with today's curve. */
export function Page() {
  const { t } = useTranslation('subsystems');
  const site = useSite((s) => s.currentSite);
  const grid = useGrid(site);
  const curve = useTodayGrid(site, grid.day);
  const config = useQuery(nodeConfigQuery(site));
  const meter = chosenModel('grid', config.data);
  const series = useMemo(
    () => [
      { id: 'gridKw', kind: 'line' as const, colorVar: '--c-primary', title: t('grid.active') },
      { id: 'loadKw', kind: 'line' as const, colorVar: '--c-danger', title: t('grid.load') },
    ],
    [t],
  );
  // Per-phase values only from a meter model that measures them.
  const phases = modelHas(meter, 'phases');
  const { topic, restValue } = grid;
  return (
    <div className="space-y-3">
      <PageHeader
        title={t('grid.title')}
        subtitle={
          <AgeOrOffline site={site} type="meter">
            <GridAge topic={topic} restAt={restValue?.at ?? null} />
          </AgeOrOffline>
        }
      />
      <QueryState query={grid.groups}>
        {() =>
          grid.groupNo === null ? (
            <EmptyState label={t('grid.none')} />
          ) : !grid.has ? (
            <QueryState query={grid.rest}>{() => null}</QueryState>
          ) : (
            <>
              <p className="text-xs text-muted" data-testid="sign-note">
                {t('grid.signNote')}
              </p>
              <FiguresOrOffline site={site} type="meter">
                <LiveGridFigures topic={topic} rest={restValue} model={meter} />
              </FiguresOrOffline>
              <div className={`grid gap-3 ${phases ? 'xl:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]' : ''}`}>
                <Card title={t('grid.curve')} live>
                  <LiveGridChart
                    site={site}
                    topic={topic}
                    rest={restValue}
                    series={series}
                    history={curve.data ?? NONE}
                  />
                </Card>
                {phases ? (
                  <FiguresOrOffline site={site} type="meter" hide>
                    <LivePhaseTable topic={topic} rest={restValue} />
                  </FiguresOrOffline>
                ) : null}
              </div>
            </>
          )
        }
      </QueryState>
    </div>
  );
}
