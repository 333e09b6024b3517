import type { ClusterUip, RackMaxMinInfo, StackModel } from '@/contract/api/devicegroup';
import { clusterHealth } from '@/contract/limits';
import type { ClusterRow } from './summary-rows';

/**
 * Tiles from the REST calls (initUIP, rackMaxMinInfo, getDuiModel), shown until the first live
 * batch arrives. Positions there are 1-based rack/cell; here they become rack-major indexes.
 */
export function rowsFromRest(
  uips: ClusterUip[],
  extremes: RackMaxMinInfo[],
  stack: Pick<StackModel, 'racks' | 'cellsPerRack'>,
  cellsPerPack = stack.cellsPerRack,
): ClusterRow[] {
  const byNo = new Map(extremes.map((e) => [e.clusterNo, e]));
  const idx = (rack: number, cell: number) => (rack - 1) * stack.cellsPerRack + (cell - 1);
  return uips.map((u) => {
    const e = byNo.get(u.clusterNo);
    const measured = e
      ? clusterHealth({
          maxCellMv: e.maxMv,
          minCellMv: e.minMv,
          maxTempDeciC: e.maxTempC * 10,
          minTempDeciC: e.minTempC * 10,
          spreadMv: e.spreadMv,
        })
      : 0;
    return {
      clusterNo: u.clusterNo,
      containerNo: u.containerNo,
      racks: stack.racks,
      cellsPerRack: stack.cellsPerRack,
      cellsPerPack,
      soc: u.soc,
      soh: NaN,
      voltage: u.voltage,
      current: u.current,
      power: u.power,
      status: u.status,
      maxCellMv: e?.maxMv ?? NaN,
      maxCellMvIndex: e ? idx(e.maxMvRack, e.maxMvCell) : NaN,
      minCellMv: e?.minMv ?? NaN,
      minCellMvIndex: e ? idx(e.minMvRack, e.minMvCell) : NaN,
      maxTempDeciC: e ? e.maxTempC * 10 : NaN,
      maxTempIndex: e ? idx(e.maxTempRack, e.maxTempCell) : NaN,
      minTempDeciC: e ? e.minTempC * 10 : NaN,
      minTempIndex: e ? idx(e.minTempRack, e.minTempCell) : NaN,
      spreadMv: e?.spreadMv ?? NaN,
      updatedAt: NaN,
      measured,
      health: measured,
    };
  });
}

/** Live rows replace REST rows of the same cluster; order by cluster number. */
export function mergeRows(rest: ClusterRow[], live: ClusterRow[]): ClusterRow[] {
  if (rest.length === 0) return live;
  const byNo = new Map(rest.map((r) => [r.clusterNo, r]));
  for (const r of live) byNo.set(r.clusterNo, r);
  return [...byNo.values()].sort((a, b) => a.clusterNo - b.clusterNo);
}
