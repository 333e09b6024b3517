import { useTranslation } from 'react-i18next';
import { StatTiles } from '@/components/stat-tile';
import { modelHas, type DeviceModel, type ModelFieldOf } from '@/contract/api/node-config';
import { formatNumber } from '@/lib/format/number';
import { gridDirection, reactiveKind } from './signs';
import type { GridView } from './use-grid';
import { Card } from '@/components/card';

/** Power, state and today's energies, each with its sign read out: the grid meter model's fields. */
export function GridFigures({ g, model }: { g: GridView; model: DeviceModel }) {
  const { t } = useTranslation('subsystems');
  const has = (f: ModelFieldOf<'grid'>) => modelHas(model, f);
  const reactive = g.reactivePowerKvar ?? NaN;
  return (
    <StatTiles
      className="grid-cols-2 md:grid-cols-4 2xl:grid-cols-5"
      tiles={[
        {
          id: 'grid-state',
          label: t('grid.state'),
          value: t(`grid.states.${g.gridState}`),
          hidden: !has('gridState'),
        },
        {
          id: 'grid-active',
          label: t('grid.active'),
          value: formatNumber(g.gridPowerKw, 2),
          unit: 'kW',
          note: (
            <span data-sign={gridDirection(g.gridPowerKw)}>{t(`grid.${gridDirection(g.gridPowerKw)}`)}</span>
          ),
          hidden: !has('gridPowerKw'),
        },
        {
          id: 'grid-reactive',
          label: t('grid.reactive'),
          value: formatNumber(g.reactivePowerKvar, 2),
          unit: 'kvar',
          note: t(`grid.${reactiveKind(reactive)}`),
          hidden: !has('reactivePowerKvar'),
        },
        {
          id: 'grid-pf',
          label: t('grid.powerFactor'),
          value: formatNumber(g.powerFactor, 3),
          hidden: !has('powerFactor'),
        },
        {
          id: 'grid-frequency',
          label: t('grid.frequency'),
          value: formatNumber(g.frequencyHz, 2),
          unit: 'Hz',
          hidden: !has('frequencyHz'),
        },
        {
          id: 'grid-load',
          label: t('grid.load'),
          value: formatNumber(g.loadPowerKw, 2),
          unit: 'kW',
          hidden: !has('loadPowerKw'),
        },
        {
          id: 'grid-import',
          label: t('grid.todayImport'),
          value: formatNumber(g.todayImportKwh, 2),
          unit: 'kWh',
          hidden: !has('todayImportKwh'),
        },
        {
          id: 'grid-export',
          label: t('grid.todayExport'),
          value: formatNumber(g.todayExportKwh, 2),
          unit: 'kWh',
          hidden: !has('todayExportKwh'),
        },
        {
          id: 'grid-load-today',
          label: t('grid.todayLoad'),
          value: formatNumber(g.todayLoadKwh, 2),
          unit: 'kWh',
          hidden: !has('todayLoadKwh'),
        },
      ]}
    />
  );
}

/** Voltage and current of L1–L3. */
export function PhaseTable({ g }: { g: Required<Pick<GridView, 'voltage' | 'current'>> }) {
  const { t } = useTranslation('subsystems');
  return (
    <Card title={t('grid.phases')}>
      <table className="w-full text-sm tabular-nums">
        <thead className="text-xs text-muted">
          <tr>
            <th className="text-left font-normal">{t('grid.phase')}</th>
            <th className="text-right font-normal">{t('grid.voltage')}</th>
            <th className="text-right font-normal">{t('grid.current')}</th>
          </tr>
        </thead>
        <tbody>
          {(['L1', 'L2', 'L3'] as const).map((name, i) => (
            <tr key={name} className="border-t border-line" data-testid={`phase-${name}`}>
              <td>{name}</td>
              <td className="text-right">{formatNumber(g.voltage[i], 1)} V</td>
              <td className="text-right">{formatNumber(g.current[i], 1)} A</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
