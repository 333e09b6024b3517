import type { DeviceGroup, GroupDevice } from '../../../src/contract/api/devicegroup';
import type { RunningStatusCode } from '../../../src/contract/status';
import { CLUSTERS_PER_CONTAINER } from '../../model/bank';
import type { SiteRuntime } from '../../model/engine';
import { activeList } from '../../model/alarms';
import { clusterStatus, PV_INVERTERS } from '../../model/payloads';
import type { StationModel } from '../../model/station';

/** The groups of a site; their numbers are what `no`/`groupNo` queries name. */
export function groupsOf(rt: SiteRuntime): DeviceGroup[] {
  const s = rt.site.config.site;
  const storage: DeviceGroup[] = Array.from({ length: rt.site.containers }, (_, i) => {
    const first = i * CLUSTERS_PER_CONTAINER + 1;
    const last = Math.min(rt.site.bank.clusters, first + CLUSTERS_PER_CONTAINER - 1);
    return {
      groupNo: `${s}-ESS-${i + 1}`,
      name: `${i + 1}号储能舱`,
      nameEn: `Storage container ${i + 1}`,
      type: 'storage',
      containerNo: i + 1,
      clusterNos: Array.from({ length: last - first + 1 }, (_, k) => first + k),
    };
  });
  return [
    ...storage,
    { groupNo: `${s}-PV`, name: '光伏', nameEn: 'Photovoltaic', type: 'pv' },
    { groupNo: `${s}-GRID`, name: '电网', nameEn: 'Grid', type: 'grid' },
    { groupNo: `${s}-FDJ`, name: '柴油发电机', nameEn: 'Generator', type: 'generator' },
    { groupNo: `${s}-CP`, name: '充电桩', nameEn: 'Charging piles', type: 'chargingPile' },
  ];
}

export const gatewaysOf = (rt: SiteRuntime): string[] => [`${rt.site.config.site}-EMS-01`];

/** Devices of one group; null when the group does not exist. */
export function devicesOf(
  rt: SiteRuntime,
  groupNo: string,
  clusterStatus: (c: number) => RunningStatusCode,
): GroupDevice[] | null {
  const group = groupsOf(rt).find((g) => g.groupNo === groupNo);
  if (!group) return null;
  const s = rt.site.config.site;
  const dev = (id: string, zh: string, en: string, type: string, status: RunningStatusCode): GroupDevice => ({
    deviceId: `${s}-${id}`,
    deviceName: zh,
    deviceNameEn: en,
    type,
    groupNo,
    serialNumber: `${s}-${id}`,
    status,
  });
  switch (group.type) {
    case 'storage': {
      const k = group.containerNo!;
      return [
        ...group.clusterNos!.map((c) =>
          dev(`BMS-${String(c).padStart(3, '0')}`, `电池簇${c}`, `Cluster ${c}`, 'bms', clusterStatus(c - 1)),
        ),
        // A tripped PCS (level-1 fault, model/pcs-trip.ts) is a fault here too.
        dev(
          `PCS-${String(k).padStart(3, '0')}`,
          `PCS-${k}`,
          `PCS-${k}`,
          'pcs',
          rt.site.bank.tripped[(k - 1) * CLUSTERS_PER_CONTAINER] ? 6 : 0,
        ),
        dev(`ENV-${String(k).padStart(3, '0')}`, `${k}号环境`, `Environment ${k}`, 'env', 0),
      ];
    }
    case 'pv':
      return Array.from({ length: PV_INVERTERS }, (_, i) =>
        dev(`INV-${i + 1}`, `逆变器${i + 1}`, `Inverter ${i + 1}`, 'pv', rt.site.flows.pv > 0 ? 0 : 3),
      );
    case 'grid':
      return [dev('METER-1', '关口电表', 'Grid meter', 'meter', rt.site.outage ? 6 : 0)];
    case 'generator':
      return [
        dev(
          'FDJ-01',
          '柴油发电机1',
          'Generator 1',
          'fdj',
          rt.site.generator.status === 4 ? 6 : rt.site.generator.status === 3 ? 0 : 3,
        ),
      ];
    case 'chargingPile':
      return rt.site.piles.map((p) =>
        dev(
          `CP-${p.no}`,
          `充电桩${p.no}`,
          `Charging pile ${p.no}`,
          'chargingPile',
          p.state === 'charging' ? 0 : 3,
        ),
      );
  }
}

/** Status of each cluster (0-based index) of a site, alarm first. */
export function clusterStatuses(model: StationModel, site: string): (c: number) => RunningStatusCode {
  const rt = model.runtime(site);
  const alarmed = new Set(activeList(model.extras.get(site)!.alarms).map((a) => a.deviceName));
  return (c) => clusterStatus(rt, c, alarmed.has(`BMS-${c + 1}`));
}
