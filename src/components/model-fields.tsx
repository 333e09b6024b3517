import { useTranslation } from 'react-i18next';
import type { DeviceModel, DeviceModelType, ModelField } from '@/contract/api/node-config';
import { formatNumber } from '@/lib/format/number';

const UNITS: Partial<Record<ModelField, string>> = {
  soc: '%',
  soh: '%',
  voltage: 'V',
  current: 'A',
  power: 'kW',
  capacityKwh: 'kWh',
  chargeableKwh: 'kWh',
  dischargeableKwh: 'kWh',
  ratedPowerKw: 'kW',
  socUpperLimit: '%',
  socLowerLimit: '%',
  powerKw: 'kW',
  powerLimitKw: 'kW',
  ratedKw: 'kW',
  todayEnergyKwh: 'kWh',
  runHours: 'h',
  fuelPercent: '%',
  gridPowerKw: 'kW',
  reactivePowerKvar: 'kvar',
  frequencyHz: 'Hz',
  loadPowerKw: 'kW',
  todayImportKwh: 'kWh',
  todayExportKwh: 'kWh',
  todayLoadKwh: 'kWh',
};

/** The fields the chosen model shows, with the device's current values. */
export function ModelFields({
  type,
  model,
  values,
}: {
  type: DeviceModelType;
  model: DeviceModel;
  values: Record<string, unknown> | undefined;
}) {
  const { t } = useTranslation('subsystems');
  const text = (f: ModelField): string => {
    const v = values?.[f === 'phases' ? 'voltage' : f];
    if (v === undefined || v === null) return '-';
    if (f === 'status' && type === 'fdj')
      return t(`fdj.statuses.${v === 1 || v === 2 || v === 3 || v === 4 ? (String(v) as '1') : 'unknown'}`);
    if (f === 'status') return t(`runStatus.${v as 0}`);
    if (f === 'gridState') return t(`grid.states.${v as 'connected'}`);
    if (f === 'enable' || f === 'run') return t(v ? 'deviceModel.on' : 'deviceModel.off');
    if (f === 'strings') return t('deviceModel.stringCount', { n: Array.isArray(v) ? v.length : 0 });
    if (f === 'phases' && Array.isArray(v)) return `${v.map((x) => formatNumber(x, 1)).join(' / ')} V`;
    return `${formatNumber(v, 2)}${UNITS[f] ? ` ${UNITS[f]}` : ''}`;
  };
  return (
    <dl
      className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm tabular-nums sm:grid-cols-3"
      data-testid="model-fields"
      data-model={model.id}
    >
      {model.fields.map((f) => (
        <div key={f} className="rounded-md bg-surface-2 px-2 py-1" data-field={f}>
          <dt className="text-xs text-muted">{t(`deviceModel.fields.${f}`)}</dt>
          <dd>{text(f)}</dd>
        </div>
      ))}
    </dl>
  );
}
