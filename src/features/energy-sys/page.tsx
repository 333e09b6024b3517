import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { exportEnergyDetail } from '@/api/energy';
import { Card } from '@/components/card';
import { ExportButton } from '@/components/export-button';
import { PageHeader } from '@/components/page-header';
import { PeriodNavigator } from '@/components/period/period-navigator';
import { usePeriod } from '@/widgets/period/use-period';
import { EmptyState, QueryState } from '@/components/states';
import { ENERGY_GROUPS, type EnergyFlow, type EnergyGroup } from '@/contract/api/energy';
import { comparisonRange, type PeriodKind } from '@/lib/period';
import { useSite } from '@/stores/site';
import { Comparison } from './comparison';
import { CurrentCards } from './current-cards';
import { EnergyChart } from './energy-chart';
import { ENERGY_MAX_DAYS } from './energy-rows';
import { EnergyTable } from './energy-table';
import { GroupEnergyPanel } from './group-energy';
import { KpiPanel } from './kpi-panel';
import { EXTEND_GROUPS, TariffSplitPanel } from './tariff-split';
import { useEnergyRows } from './use-energy';

const KINDS: readonly PeriodKind[] = ['day', 'week', 'month', 'year', 'custom'];
const GROUPS = Object.keys(ENERGY_GROUPS) as EnergyGroup[];

/** energySys: energy per group and flow, today's figures and a period's days with export. */
export function Page() {
  const { t } = useTranslation('reports');
  const site = useSite((s) => s.currentSite);
  const [params, setParams] = useSearchParams();
  const group = GROUPS.find((g) => g === params.get('group')) ?? 'Grid';
  const [chartFlow, setChartFlow] = useState<EnergyFlow | null>(null);
  const flow =
    chartFlow && (ENERGY_GROUPS[group] as readonly string[]).includes(chartFlow)
      ? chartFlow
      : ENERGY_GROUPS[group][0];
  const state = usePeriod({ kinds: KINDS, defaultKind: 'month', maxDays: ENERGY_MAX_DAYS });
  const { period, range, commissioning } = state;
  const monthly = period.kind === 'year';
  const rows = useEnergyRows(group, range, period.kind, site);
  const prevRange = range && comparisonRange(period, range, 'previous', commissioning);
  const lastRange = range && comparisonRange(period, range, 'lastYear', commissioning);
  const previous = useEnergyRows(group, prevRange, period.kind, site);
  const lastYear = useEnergyRows(group, lastRange, period.kind, site);
  const exportFile = range
    ? t('energy.exportFile', {
        group: t(`energy.groups.${group}`),
        start: monthly ? range.start.slice(0, 7) : range.start,
        end: monthly ? range.end.slice(0, 7) : range.end,
      })
    : '';

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('energy.title')}
        subtitle={t('energy.subtitle')}
        actions={
          <ExportButton
            label={exportFile}
            disabled={!range}
            run={(control) =>
              exportEnergyDetail(
                group,
                {
                  startTime: range!.start,
                  endTime: range!.end,
                  site,
                  ...(monthly ? { unit: 'month' as const } : {}),
                },
                exportFile,
                control,
              )
            }
          />
        }
      />
      <div role="tablist" aria-label={t('energy.groupTabs')} className="flex flex-wrap gap-1">
        {GROUPS.map((g) => (
          <button
            key={g}
            role="tab"
            type="button"
            aria-selected={g === group}
            onClick={() => setParams((p) => ({ ...Object.fromEntries(p), group: g }))}
            className={`rounded-md px-3 py-1.5 text-sm ${g === group ? 'bg-primary text-on-primary' : 'bg-surface-2 text-fg hover:bg-surface'}`}
          >
            {t(`energy.groups.${g}`)}
          </button>
        ))}
      </div>
      <CurrentCards group={group} site={site} />
      <PeriodNavigator
        state={state}
        kinds={KINDS}
        maxDays={ENERGY_MAX_DAYS}
        tooLongMessage={t('limits.range92')}
      />
      {!range ? (
        state.problem ? null : (
          <EmptyState label={t('common.noRange')} />
        )
      ) : (
        <>
          <Card
            title={
              <>
                {t('energy.chartTitle', {
                  flow: t(`energy.flows.${flow}`),
                  unit: monthly ? t('energy.unitMonth') : t('energy.unitDay'),
                })}{' '}
                (kWh)
              </>
            }
            label={t('energy.chartTitle', { flow: t(`energy.flows.${flow}`), unit: '' })}
            actions={
              ENERGY_GROUPS[group].length > 1 ? (
                <label className="flex items-center gap-2 text-sm text-muted">
                  {t('energy.chartFlow')}
                  <select
                    value={flow}
                    onChange={(e) => setChartFlow(e.target.value as EnergyFlow)}
                    className="rounded-md border border-line bg-surface-2 px-2 py-1 text-sm text-fg"
                  >
                    {ENERGY_GROUPS[group].map((f) => (
                      <option key={f} value={f}>
                        {t(`energy.flows.${f}`)}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null
            }
          >
            <QueryState query={rows}>
              {(data) => (
                <EnergyChart
                  flow={flow}
                  rows={data.rows}
                  previous={prevRange ? previous.data?.rows : undefined}
                  lastYear={lastRange ? lastYear.data?.rows : undefined}
                  range={range}
                  previousStart={comparisonRange(period, range, 'previous', null)?.start}
                  lastYearStart={comparisonRange(period, range, 'lastYear', null)?.start}
                  timeZone={state.timeZone}
                />
              )}
            </QueryState>
          </Card>
          {/* Two columns when each has 30 rem: a fixed breakpoint put the comparison table in half
              of 1280 px in the wall skin's larger type, and the page scrolled 25 px sideways. */}
          <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,30rem),1fr))] gap-4">
            <QueryState query={rows}>
              {(data) => (
                <Comparison
                  group={group}
                  current={data}
                  previous={prevRange ? previous.data : null}
                  lastYear={lastRange ? lastYear.data : null}
                />
              )}
            </QueryState>
            <KpiPanel range={range} kind={period.kind} site={site} timeZone={state.timeZone} />
          </div>
          <section aria-label={t('energy.detailTitle')}>
            <QueryState query={rows} isEmpty={(d) => d.rows.length === 0}>
              {(data) => <EnergyTable group={group} data={data} monthly={monthly} />}
            </QueryState>
          </section>
          {EXTEND_GROUPS.includes(group) || group === 'Cn' ? (
            <div className={`grid gap-4 ${group === 'Cn' ? '2xl:grid-cols-2' : ''}`}>
              {EXTEND_GROUPS.includes(group) ? (
                <TariffSplitPanel group={group} flow={flow} range={range} monthly={monthly} site={site} />
              ) : null}
              {group === 'Cn' ? (
                <GroupEnergyPanel range={range} monthly={monthly} site={site} timeZone={state.timeZone} />
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
