import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/data-table';
import { FreshValue } from '@/components/realtime/fresh-value';
import { MODEL_FIELDS, modelHas, type DeviceModel, type ModelFieldOf } from '@/contract/api/node-config';
import type { PvDetailsRow } from '@/contract/api/pv';
import { formatNumber, formatWithUnit } from '@/lib/format/number';
import { usePreferences } from '@/stores/preferences';
import { usePvInverters } from './use-pv';

/** Per inverter (and its strings where the model has them): the chosen PV inverter model's fields; polled. */
export const InverterTable = memo(function InverterTable({
  site,
  model,
}: {
  site: string;
  model: DeviceModel;
}) {
  const { t } = useTranslation('subsystems');
  const language = usePreferences((s) => s.language);
  const q = usePvInverters(site);
  const onOff = (v: 0 | 1 | undefined) =>
    v === undefined ? '-' : t(v ? 'deviceModel.on' : 'deviceModel.off');
  const byField: Record<ModelFieldOf<'pv'>, Column<PvDetailsRow>> = {
    status: {
      key: 'status',
      header: t('pv.status'),
      render: (r) => (
        <span data-testid="inverter-status" data-status={r.status}>
          {r.status === undefined ? '-' : t(`runStatus.${r.status}`)}
        </span>
      ),
    },
    powerKw: {
      key: 'power',
      header: t('pv.power'),
      align: 'right',
      render: (r) => <span data-testid="inverter-power">{formatWithUnit(r.powerKw, 'kW', 2)}</span>,
    },
    powerLimitKw: {
      key: 'limit',
      header: t('pv.limit'),
      align: 'right',
      render: (r) => formatWithUnit(r.powerLimitKw, 'kW', 1),
    },
    ratedKw: {
      key: 'rated',
      header: t('deviceModel.fields.ratedKw'),
      align: 'right',
      render: (r) => formatWithUnit(r.ratedKw, 'kW', 1),
    },
    todayEnergyKwh: {
      key: 'today',
      header: t('pv.todayEnergy'),
      align: 'right',
      render: (r) => formatWithUnit(r.todayEnergyKwh, 'kWh', 2),
    },
    enable: { key: 'enable', header: t('deviceModel.fields.enable'), render: (r) => onOff(r.enable) },
    run: { key: 'run', header: t('deviceModel.fields.run'), render: (r) => onOff(r.run) },
    strings: {
      key: 'strings',
      header: t('pv.strings'),
      render: (r) =>
        (r.strings ?? []).map((s) => (
          <div key={s.no} className="whitespace-nowrap text-xs text-muted">
            {t('pv.string', { n: s.no })}: {formatNumber(s.voltage, 0)} V / {formatNumber(s.current, 1)} A
          </div>
        )),
    },
  };
  const columns: Column<PvDetailsRow>[] = [
    { key: 'name', header: t('pv.inverter'), render: (r) => (language === 'zh' ? r.name : r.nameEn) },
    ...MODEL_FIELDS.pv.filter((f) => modelHas(model, f)).map((f) => byField[f]),
  ];
  return (
    <section
      className="rounded-lg border border-line bg-surface p-3"
      aria-labelledby="inv-title"
      data-testid="inverter-table"
      data-model={model.id}
    >
      <h2 id="inv-title" className="mb-2 text-sm font-semibold text-fg">
        {t('pv.inverters')}
      </h2>
      <FreshValue receivedAt={q.data ? q.dataUpdatedAt : null} staleAfterMs={15_000}>
        <DataTable
          columns={columns}
          rows={q.data?.records}
          rowKey={(r) => String(r.no)}
          loading={q.isPending}
          error={q.isError ? (q.error instanceof Error ? q.error.message : '') : null}
          onRetry={() => void q.refetch()}
        />
      </FreshValue>
    </section>
  );
});
