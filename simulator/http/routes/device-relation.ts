import { fillMessage, RELATION_MESSAGES } from '../../../src/contract/api/device-messages';
import type { RelationCheck, RelationProblem } from '../../../src/contract/api/devices';
import { CLUSTERS_PER_CONTAINER } from '../../model/bank';
import type { StationModel } from '../../model/station';
import type { DeviceStore } from '../../store/device-store';

/**
 * The BMS relation check: every BMS bound to an existing cluster of its own container, with the
 * cluster's racks and cells, one BMS per cluster, and no cluster left without one.
 */
export function checkBmsRelations(
  store: DeviceStore,
  model: StationModel,
  site: string,
  lang: 'zh' | 'en',
): RelationCheck {
  const bank = model.runtime(site).site.bank;
  const containers = new Map(store.containers(site).map((c) => [c.id, c.no]));
  const problems: RelationProblem[] = [];
  const say = (key: keyof typeof RELATION_MESSAGES, values: Record<string, string | number>) =>
    fillMessage(RELATION_MESSAGES[key][lang], values);
  const owner = new Map<number, string>();
  for (const d of store.list(site, { type: 'bms' })) {
    const base = { deviceId: d.id, name: d.name, groupNo: d.groupNo };
    const g = d.groupNo;
    if (g === null) {
      problems.push({ ...base, message: say('unbound', { name: d.name }) });
      continue;
    }
    if (g > bank.clusters) {
      problems.push({
        ...base,
        message: say('noSuchCluster', { name: d.name, groupNo: g, clusters: bank.clusters }),
      });
      continue;
    }
    const other = owner.get(g);
    if (other) problems.push({ ...base, message: say('twice', { groupNo: g, name: d.name, other }) });
    else owner.set(g, d.name);
    const expected = Math.ceil(g / CLUSTERS_PER_CONTAINER);
    const container = containers.get(d.containerId);
    if (container !== expected)
      problems.push({
        ...base,
        message: say('wrongContainer', { name: d.name, container: container ?? '-', groupNo: g, expected }),
      });
    const p = d.clusterParam;
    if (p && (p.racks !== bank.racks || p.cellsPerRack !== bank.cells))
      problems.push({
        ...base,
        message: say('racks', {
          name: d.name,
          declared: p.racks,
          cells: p.cellsPerRack,
          groupNo: g,
          racks: bank.racks,
          actual: bank.cells,
        }),
      });
  }
  for (let g = 1; g <= bank.clusters; g++)
    if (!owner.has(g))
      problems.push({ deviceId: '', name: '', groupNo: g, message: say('missing', { groupNo: g }) });
  return { ok: problems.length === 0, clusters: bank.clusters, problems };
}
