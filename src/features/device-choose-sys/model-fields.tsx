import { useTranslation } from 'react-i18next';
import type { DeviceModel, ModelField } from '@/contract/api/node-config';
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
};

/** The fields the chosen model shows, with the device's current values. */
export function ModelFields({
  model,
  values,
}: {
  model: DeviceModel;
  values: Partial<Record<ModelField, number>> | undefined;
}) {
  const { t } = useTranslation('subsystems');
  return (
    <dl
      className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm tabular-nums sm:grid-cols-3"
      data-testid="model-fields"
      data-model={model.id}
    >
      {model.fields.map((f) => {
        const v = values?.[f];
        const text =
          v === undefined
            ? '-'
            : f === 'status'
              ? t(`runStatus.${v as 0}`)
              : f === 'enable' || f === 'run'
                ? t(v ? 'deviceModel.on' : 'deviceModel.off')
                : `${formatNumber(v, 2)}${UNITS[f] ? ` ${UNITS[f]}` : ''}`;
        return (
          <div key={f} className="rounded-md bg-surface-2 px-2 py-1" data-field={f}>
            <dt className="text-xs text-muted">{t(`deviceModel.fields.${f}`)}</dt>
            <dd>{text}</dd>
          </div>
        );
      })}
    </dl>
  );
}
