import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRate, formatWithUnit } from '@/lib/format/number';
import type { TrendMetric } from './trend-panel';

/*
 * Field numbers follow CELL_TREND_FIELDS (voltageMv, tempDeciC) and CLUSTER_TREND_FIELDS (soc,
 * power, maxCellMv, minCellMv) in src/contract/realtime-api.ts.
 */

/** A cell's voltage (V) and temperature (℃). */
export function useCellTrendMetrics(): TrendMetric[] {
  const { t } = useTranslation(['power', 'monitor']);
  return useMemo(
    () => [
      {
        id: 'voltage',
        label: t('grid.voltage'),
        lines: [{ id: 'v', field: 0, colorVar: '--c-primary', title: t('grid.voltage'), scale: 0.001 }],
        format: (v) => formatWithUnit(v, 'V', 3),
      },
      {
        id: 'temperature',
        label: t('grid.temperature'),
        lines: [{ id: 't', field: 1, colorVar: '--c-warning', title: t('grid.temperature'), scale: 0.1 }],
        format: (v) => formatWithUnit(v, '℃', 1),
      },
    ],
    [t],
  );
}

/** A cluster's SOC (%), power (kW, + discharge) and highest/lowest cell voltage (V). */
export function useClusterTrendMetrics(): TrendMetric[] {
  const { t } = useTranslation(['power', 'monitor']);
  return useMemo(
    () => [
      {
        id: 'soc',
        label: t('kpi.soc'),
        lines: [{ id: 'soc', field: 0, colorVar: '--c-primary', title: t('kpi.soc'), scale: 1 }],
        format: (v) => formatRate(v, 1),
      },
      {
        id: 'power',
        label: t('kpi.power'),
        lines: [{ id: 'p', field: 1, colorVar: '--c-discharge', title: t('kpi.power'), scale: 1 }],
        format: (v) => formatWithUnit(v, 'kW', 1),
      },
      {
        id: 'cellVoltage',
        label: t('monitor:trend.cellVoltage'),
        lines: [
          { id: 'max', field: 2, colorVar: '--c-danger', title: t('monitor:trend.max'), scale: 0.001 },
          { id: 'min', field: 3, colorVar: '--c-primary', title: t('monitor:trend.min'), scale: 0.001 },
        ],
        format: (v) => formatWithUnit(v, 'V', 3),
      },
    ],
    [t],
  );
}
