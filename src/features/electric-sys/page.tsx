import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { nodeConfigQuery } from '@/api/node-config';
import { LiveDayChart } from '@/components/charts/live-day-chart';
import { PageHeader } from '@/components/page-header';
import { DataAgeLine } from '@/components/realtime/data-age-line';
import { EmptyState, QueryState } from '@/components/states';
import { chosenModel, modelHas } from '@/contract/api/node-config';
import { formatNumber } from '@/lib/format/number';
import { useIsStale } from '@/realtime/use-freshness';
import { useSite } from '@/stores/site';
import { AgeOrOffline, FiguresOrOffline } from '@/widgets/realtime/device-offline';
import { GridFigures, PhaseTable } from './grid-panels';
import { useGrid, useTodayGrid } from './use-grid';

/** electricSys: the grid connection point and the site load, live, with today's curve. */
export function Page() {
  const { t } = useTranslation('subsystems');
  const site = useSite((s) => s.currentSite);
  const grid = useGrid(site);
  const curve = useTodayGrid(site, grid.value?.ts ?? null);
  const stale = useIsStale(grid.receivedAt);
  const config = useQuery(nodeConfigQuery(site));
  const meter = chosenModel('grid', config.data);
  const series = useMemo(
    () => [
      { id: 'gridKw', kind: 'line' as const, colorVar: '--c-primary', title: t('grid.active') },
      { id: 'loadKw', kind: 'line' as const, colorVar: '--c-danger', title: t('grid.load') },
    ],
    [t],
  );
  const g = grid.value;
  // Per-phase values only from a meter model that measures them.
  const phases =
    g?.voltage && g.current && modelHas(meter, 'phases') ? { voltage: g.voltage, current: g.current } : null;
  const tick = useMemo(
    () => (g ? { t: g.ts, values: { gridKw: g.gridPowerKw, loadKw: g.loadPowerKw } } : null),
    [g],
  );
  return (
    <div className="space-y-3">
      <PageHeader
        title={t('grid.title')}
        subtitle={
          <AgeOrOffline site={site} type="meter">
            <DataAgeLine receivedAt={grid.receivedAt} source={grid.source} />
          </AgeOrOffline>
        }
      />
      <QueryState query={grid.groups}>
        {() =>
          grid.groupNo === null ? (
            <EmptyState label={t('grid.none')} />
          ) : !g ? (
            <QueryState query={grid.rest}>{() => null}</QueryState>
          ) : (
            <>
              <p className="text-xs text-muted" data-testid="sign-note">
                {t('grid.signNote')}
              </p>
              <FiguresOrOffline site={site} type="meter">
                <div className={stale ? 'opacity-60 grayscale' : ''} data-stale={stale} data-model={meter.id}>
                  <GridFigures g={g} model={meter} />
                </div>
              </FiguresOrOffline>
              <div className={`grid gap-3 ${phases ? 'xl:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]' : ''}`}>
                <section className="rounded-lg border border-line bg-surface p-3">
                  <h2 className="mb-2 text-sm font-semibold text-fg">{t('grid.curve')}</h2>
                  <LiveDayChart
                    series={series}
                    history={curve.data ?? {}}
                    live={tick}
                    formatValue={(x) => `${formatNumber(x, 1)} kW`}
                    data-testid="grid-chart"
                  />
                </section>
                {phases ? (
                  <FiguresOrOffline site={site} type="meter" hide>
                    <PhaseTable g={phases} />
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
