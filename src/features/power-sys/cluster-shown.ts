import { valueHealth, type CellLimits } from '@/contract/limits';
import { formatNumber, formatRate, formatWithUnit } from '@/lib/format/number';
import { formatMv } from './cell-format';
import { activeSign } from './power-sign';
import type { ClusterRow } from './summary-rows';

/**
 * What the open cluster's view shows of its summary row, as one text (issue 34): the KPI cards'
 * figures at their shown precision, the status and health they are drawn from, and whether the
 * row is live. Not updatedAt's value, nor the cell extremes (the rack views read those from the
 * frames), nor figures that moved below the shown precision, which every 1 Hz message does: two
 * rows with the same text look the same in the cluster view.
 */
export function clusterShownText(row: ClusterRow, limits: CellLimits): string {
  return [
    row.clusterNo,
    row.containerNo,
    row.status,
    row.measured,
    row.health,
    Number.isFinite(row.updatedAt),
    formatRate(row.soc, 1),
    formatRate(row.soh, 1),
    formatWithUnit(row.voltage, 'V', 1),
    formatWithUnit(row.current, 'A', 1),
    formatNumber(row.power, 1),
    activeSign(row.power),
    formatMv(row.spreadMv),
    valueHealth(row.spreadMv, limits.spreadMv),
  ].join('|');
}
