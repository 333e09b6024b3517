import { describe, expect, it } from 'vitest';
import type { StationTopology } from '@/contract/realtime-bounds';
import { topics } from '@/contract/topics';
import { Admission } from '../../../workers/realtime/admission';
import { makeCluster } from './fakes';
import { makeEnv, makePcs, makePiles } from './payloads';

/* Issue 33 defect 4: topology comes from the station, not from whoever publishes. */

const SITE = 'WZ001';
const TOPOLOGY: StationTopology = {
  clusters: [
    { clusterNo: 1, containerNo: 1 },
    { clusterNo: 2, containerNo: 1 },
  ],
  containers: [1],
  racks: 2,
  cellsPerRack: 4,
};
const known = () => {
  const a = new Admission();
  a.set(SITE, TOPOLOGY);
  return a;
};
const cluster = (n: number, over = {}) =>
  known().admit('cluster', SITE, topics.cluster(SITE, n), makeCluster(n, over), undefined);

describe('Admission', () => {
  it('takes the clusters the station has and refuses invented ones as unknown', () => {
    expect(cluster(2)).toMatchObject({ ok: true, unknown: 0 });
    expect(cluster(7)).toEqual({ ok: false, refusal: 'unknownTopology', unknown: 1 });
    // A known topic carrying another cluster, or the cluster in another container, is not it.
    const a = known();
    expect(a.admit('cluster', SITE, topics.cluster(SITE, 1), makeCluster(2), undefined).ok).toBe(false);
    expect(cluster(1, { containerNo: 3 }).ok).toBe(false);
    expect(a.knows('cluster', SITE, topics.cluster(SITE, 500))).toBe(false);
  });

  it('takes any cluster of a site whose configuration it does not know (ceilings only)', () => {
    const a = new Admission();
    expect(a.admit('cluster', 'OTHER', topics.cluster('OTHER', 500), makeCluster(500), undefined).ok).toBe(
      true,
    );
    expect(a.knows('cluster', 'OTHER', topics.cluster('OTHER', 500))).toBe(true);
    expect(a.overBound('pcs', 'OTHER', makePcs())).toBeNull();
  });

  it('leaves out PCS units the station does not have and counts them', () => {
    const r = known().admit('pcs', SITE, topics.pcs(SITE), makePcs(), undefined); // units 1 and 2
    expect(r).toMatchObject({ ok: true, unknown: 1 });
    expect((r as { value: ReturnType<typeof makePcs> }).value.units.map((u) => u.pcsNo)).toEqual([1]);
  });

  it('bounds by the site: 3 PCS units where the station has 1 container is over its bound', () => {
    const units = [1, 2, 3].map((pcsNo) => ({ ...makePcs().units[0], pcsNo }));
    expect(known().overBound('pcs', SITE, makePcs({ units }))).toBe('units');
    expect(new Admission().overBound('pcs', SITE, makePcs({ units }))).toBeNull();
  });

  it('refuses env cards of a container the station does not have', () => {
    const a = known();
    expect(a.admit('env', SITE, topics.env(SITE, 1), makeEnv(), undefined).ok).toBe(true);
    expect(a.admit('env', SITE, topics.env(SITE, 9), makeEnv({ containerNo: 9 }), undefined)).toMatchObject({
      ok: false,
      refusal: 'unknownTopology',
    });
  });

  it('refuses a device list that was full and is suddenly empty; an empty first list is taken', () => {
    const a = new Admission();
    const empty = makePiles({ piles: [] });
    expect(a.admit('chargingPiles', SITE, topics.chargingPiles(SITE), empty, makePiles())).toEqual({
      ok: false,
      refusal: 'emptyList',
      unknown: 0,
    });
    expect(a.admit('chargingPiles', SITE, topics.chargingPiles(SITE), empty, undefined).ok).toBe(true);
    expect(a.admit('chargingPiles', SITE, topics.chargingPiles(SITE), empty, empty).ok).toBe(true);
    // `{"ts":1,"units":[]}` after good PCS data; and units left out until none is left.
    expect(known().admit('pcs', SITE, topics.pcs(SITE), { ts: 1, units: [] }, makePcs()).ok).toBe(false);
    // Env cards follow the templates an administrator edits: removing the last one empties them.
    expect(known().admit('env', SITE, topics.env(SITE, 1), makeEnv({ cards: [] }), makeEnv()).ok).toBe(true);
    const strangers = makePcs({ units: [{ ...makePcs().units[0], pcsNo: 9 }] });
    expect(known().admit('pcs', SITE, topics.pcs(SITE), strangers, makePcs())).toEqual({
      ok: false,
      refusal: 'emptyList',
      unknown: 1,
    });
  });
});
