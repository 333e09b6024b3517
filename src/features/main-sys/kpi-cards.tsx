import { useTranslation } from 'react-i18next';
import { formatNumber, formatRate } from '@/lib/format/number';
import { quantityParts } from '@/lib/format/quantity';
import { usePreferences } from '@/stores/preferences';
import { flowDirections, branchState } from './flow-direction';
import type { StationView } from './use-station';

function Kpi({
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
    <div className="rounded-lg border border-line bg-surface px-3 py-2.5" data-testid={`kpi-${id}`}>
      <div className="text-xs text-muted">{label}</div>
      <div className="mt-0.5 text-2xl font-semibold tabular-nums text-fg">
        {value}
        {unit && value !== '-' ? <span className="ml-1 text-sm font-normal text-muted">{unit}</span> : null}
      </div>
      {note ? <div className="text-xs text-muted">{note}</div> : null}
    </div>
  );
}

/** Storage power with its direction, SOC, today's charge/discharge and revenue. */
export function KpiCards({ view }: { view: StationView }) {
  const { t } = useTranslation('overview');
  const language = usePreferences((s) => s.language);
  const p = view.powers;
  const storageState = p ? branchState('storage', flowDirections(p).storage) : null;
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
      <Kpi
        id="charge"
        label={t('kpi.todayCharge')}
        {...quantityParts(view.today?.charge, 'energy', language, 1)}
      />
      <Kpi
        id="discharge"
        label={t('kpi.todayDischarge')}
        {...quantityParts(view.today?.discharge, 'energy', language, 1)}
      />
      <Kpi
        id="revenue"
        label={t('kpi.todayRevenue')}
        {...quantityParts(view.today?.revenue, 'money', language)}
      />
    </div>
  );
}
