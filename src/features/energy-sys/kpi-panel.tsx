import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { EfficiencyValue } from '@/components/efficiency-value';
import { useStationToday } from '@/components/period/use-station-today';
import { QueryState } from '@/components/states';
import { reachesToday, roundTripEfficiency } from '@/lib/efficiency';
import { formatRate } from '@/lib/format/number';
import { formatQuantity } from '@/lib/format/quantity';
import type { Period } from '@/lib/period';
import { usePreferences } from '@/stores/preferences';
import { useEnergyRows } from './use-energy';

/** Share of the load not taken from the grid, percent (0 when the grid supplied it all). */
export function selfSufficiency(load?: number, gridImport?: number): number | null {
  if (!load || gridImport === undefined) return null;
  return Math.max(0, Math.min(100, ((load - gridImport) / load) * 100));
}

function Figure({
  label,
  value,
  formula,
  testId,
}: {
  label: string;
  value: ReactNode;
  formula: string;
  testId: string;
}) {
  return (
    <div className="rounded bg-surface-2 px-3 py-2" data-testid={testId}>
      <div className="flex items-center gap-1 text-xs text-muted">
        {label}
        <span
          role="img"
          tabIndex={0}
          title={formula}
          aria-label={formula}
          className="cursor-help rounded-full border border-line px-1 text-[10px] leading-4"
        >
          i
        </span>
      </div>
      <div className="text-base font-semibold whitespace-nowrap text-fg tabular-nums">{value}</div>
    </div>
  );
}

type Range = { start: string; end: string } | null;

/**
 * Round-trip efficiency and self-sufficiency of the period, and the flows kept apart as far as
 * the meters allow (PV → battery is metered; grid → battery is the rest of the charge).
 */
export function KpiPanel({
  range,
  kind,
  site,
  timeZone,
}: {
  range: Range;
  kind: Period['kind'];
  site: string;
  timeZone: string;
}) {
  const { t } = useTranslation('reports');
  const today = useStationToday(timeZone);
  const partial = range !== null && reachesToday(range.end, today);
  const language = usePreferences((s) => s.language);
  const cn = useEnergyRows('Cn', range, kind, site);
  const grid = useEnergyRows('Grid', range, kind, site);
  const load = useEnergyRows('Load', range, kind, site);
  const pv = useEnergyRows('BmsPv', range, kind, site);
  const all = {
    data:
      cn.data && grid.data && load.data && pv.data
        ? { cn: cn.data, grid: grid.data, load: load.data, pv: pv.data }
        : undefined,
    isPending: cn.isPending || grid.isPending || load.isPending || pv.isPending,
    isError: cn.isError || grid.isError || load.isError || pv.isError,
    error: cn.error ?? grid.error ?? load.error ?? pv.error,
    refetch: () => Promise.all([cn.refetch(), grid.refetch(), load.refetch(), pv.refetch()]),
  };
  return (
    <Card title={t('energy.kpi.title')}>
      <QueryState query={all}>
        {({ cn: c, grid: g, load: l, pv: p }) => {
          const charge = c.total.charge;
          const toBattery = p.total.bmsPv ?? 0;
          return (
            <div className="grid grid-cols-2 gap-2 lg:grid-cols-5">
              <Figure
                testId="kpi-efficiency"
                label={t('energy.kpi.efficiency')}
                value={
                  <EfficiencyValue
                    percent={roundTripEfficiency(charge, c.total.discharge)}
                    partial={partial}
                  />
                }
                formula={t('efficiencyDefinition')}
              />
              <Figure
                testId="kpi-self-sufficiency"
                label={t('energy.kpi.selfSufficiency')}
                value={formatRate(selfSufficiency(l.total.load, g.total.gridImport), 1)}
                formula={t('energy.kpi.selfSufficiencyFormula')}
              />
              <Figure
                testId="flow-pv-battery"
                label={t('energy.flowsApart.pvToBattery')}
                value={formatQuantity(toBattery, 'energy', language)}
                formula={t('energy.flows.bmsPv')}
              />
              <Figure
                testId="flow-grid-battery"
                label={t('energy.flowsApart.gridToBattery')}
                value={formatQuantity(Math.max(0, (charge ?? 0) - toBattery), 'energy', language)}
                formula={t('energy.flowsApart.gridToBatteryFormula')}
              />
              <Figure
                testId="flow-battery-out"
                label={t('energy.flowsApart.batteryOut')}
                value={formatQuantity(c.total.discharge, 'energy', language)}
                formula={t('energy.flowsApart.batteryOutFormula')}
              />
            </div>
          );
        }}
      </QueryState>
    </Card>
  );
}
