import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatRate } from '@/lib/format/number';
import { usePreferences } from '@/stores/preferences';
import { branchState, storageDirection } from './flow-direction';
import { useStationStorage, useStationTodayShown } from './use-station';

/** One card; memoised, so a batch re-renders only the cards whose text changed. */
const Kpi = memo(function Kpi({
  id,
  label,
  value,
  unit,
  note,
}: {
  id: string;
  label: string;
  value: string;
  unit?: string;
  note?: string;
}) {
  return (
    <div className="isolate rounded-lg border border-line bg-surface px-3 py-2.5" data-testid={`kpi-${id}`}>
      <div className="text-xs text-muted wall:text-sm">{label}</div>
      <div className="mt-0.5 flex flex-wrap items-baseline gap-x-1 text-2xl font-semibold tabular-nums text-fg wall:text-3xl wall:2xl:text-4xl">
        {value}
        {unit && value !== '-' ? (
          <span className="text-sm font-normal text-muted wall:text-lg">{unit}</span>
        ) : null}
      </div>
      {note ? <div className="text-xs text-muted wall:text-sm">{note}</div> : null}
    </div>
  );
});

/** Storage power with its direction, SOC, today's charge/discharge and revenue. */
export const KpiCards = memo(function KpiCards({ site }: { site: string }) {
  const { t } = useTranslation('overview');
  const language = usePreferences((s) => s.language);
  // The storage's figures only: a new PV, grid or load power does not render the cards.
  const p = useStationStorage(site);
  // Today's figures as shown: a kWh or revenue moving in hidden digits renders nothing.
  const today = useStationTodayShown(site, language);
  const storageState = p ? branchState('storage', storageDirection(p.storagePowerKw)) : null;
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      <Kpi
        id="power"
        label={t('kpi.power')}
        value={formatNumber(p?.storagePowerKw, 1)}
        unit="kW"
        note={storageState ? t(`flow.state.${storageState}`) : undefined}
      />
      <Kpi id="soc" label={t('kpi.soc')} value={formatRate(p?.soc, 1)} />
      <Kpi id="charge" label={t('kpi.todayCharge')} value={today.chargeValue} unit={today.chargeUnit} />
      <Kpi
        id="discharge"
        label={t('kpi.todayDischarge')}
        value={today.dischargeValue}
        unit={today.dischargeUnit}
      />
      <Kpi id="revenue" label={t('kpi.todayRevenue')} value={today.revenueValue} unit={today.revenueUnit} />
    </div>
  );
});
