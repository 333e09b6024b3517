/*
 * Links into powerSys' drill path (container → cluster → rack → pack → cell, kept in its URL),
 * for pages that point at a device: worst cells, alarm rows and popup cards. The drill's `cell`
 * is the cell's place within its pack.
 */

export interface CellShape {
  cellsPerRack: number;
  cellsPerPack: number;
}

/** powerSys at a cluster, optionally a rack, optionally a cell (rack-major index or rack + cell-in-rack). */
export function deviceHref(
  target: { clusterNo: number; rack?: number; cellInRack?: number },
  shape?: CellShape,
) {
  const p = new URLSearchParams({ cluster: String(target.clusterNo) });
  if (target.rack !== undefined) {
    p.set('rack', String(target.rack));
    if (target.cellInRack !== undefined && shape && shape.cellsPerRack > 0) {
      const perPack = shape.cellsPerPack > 0 ? shape.cellsPerPack : shape.cellsPerRack;
      const inRack = target.cellInRack - 1;
      p.set('pack', String(Math.floor(inRack / perPack) + 1));
      p.set('cell', String((inRack % perPack) + 1));
    }
  }
  return `/powerSys?${p.toString()}`;
}

/** powerSys at one cell of a cluster, from its rack-major index. */
export function cellHref(clusterNo: number, index: number, shape: CellShape): string {
  const rack = Math.floor(index / shape.cellsPerRack) + 1;
  return deviceHref({ clusterNo, rack, cellInRack: (index % shape.cellsPerRack) + 1 }, shape);
}

/** The address part the one formatter (cell-address.ts) writes into the station's alarm texts. */
const ALARM_ADDRESS = /(\d+)号架(?: · (\d+)号包)? · (\d+)号电芯/;

/**
 * Where an alarm's device is in powerSys: a BMS alarm ("BMS-3") at its cluster, down to the rack
 * and cell its text names (written by the one address formatter); a PCS or a fire or flooding
 * detector alarm at its container. Null for devices powerSys does not show (grid, generator, piles…).
 */
export function alarmDeviceHref(alarm: { deviceName: string; content: string }): string | null {
  const bms = /^BMS-(\d+)$/.exec(alarm.deviceName);
  if (bms) {
    const at = ALARM_ADDRESS.exec(alarm.content);
    const clusterNo = Number(bms[1]);
    if (!at) return deviceHref({ clusterNo });
    const p = new URLSearchParams({ cluster: String(clusterNo), rack: at[1], rackCell: at[3] });
    return `/powerSys?${p.toString()}`;
  }
  const container = /^(?:PCS|FIRE|FLOOD|ENV)-(\d+)$/.exec(alarm.deviceName);
  return container ? `/powerSys?container=${container[1]}` : null;
}

/** powerSys' container view with its camera, for a container's fire or flooding alarm; else null. */
export function alarmCameraHref(alarm: {
  type: string;
  serviceId: string;
  deviceName: string;
}): string | null {
  // The container's detectors ('FIRE-2', 'FLOOD-2'; 'ENV-2' in alarms raised before they were named).
  const container = /^(?:FIRE|FLOOD|ENV)-(\d+)$/.exec(alarm.deviceName);
  if (!container || alarm.type !== 'env' || !['fire', 'flooding'].includes(alarm.serviceId)) return null;
  return `/powerSys?container=${container[1]}&camera=1`;
}
