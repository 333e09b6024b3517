import { describe, expect, it } from 'vitest';
import { createReporting, type ReportingType } from '../../simulator/model/reporting';
import { CLUSTER_TAGS, SITE_TAGS } from '../../simulator/store/tag-catalog';

/** A reporting model whose silent types and clusters the test sets. */
function setup() {
  const reporting = createReporting();
  const silentTypes = new Set<ReportingType>();
  const silentClusters = new Set<number>();
  const silentPiles = new Set<number>();
  reporting.connect({
    typeReports: (_site, type) => !silentTypes.has(type),
    clusterReports: (_site, no) => !silentClusters.has(no),
    pileReports: (_site, no) => !silentPiles.has(no),
  });
  return { reporting, silentTypes, silentClusters, silentPiles };
}

describe('the model reporting (issue 27)', () => {
  it('answers a read afresh while its devices report, and their last report while they are silent', () => {
    const { reporting, silentTypes } = setup();
    let now = 1;
    const read = reporting.lastReported('pv', (site) => ({ site, ts: now }));
    expect(read('WZ001')).toEqual({ site: 'WZ001', ts: 1 });
    now = 2;
    silentTypes.add('pv');
    reporting.wentSilent('WZ001', 'pv');
    now = 3;
    expect(read('WZ001')).toEqual({ site: 'WZ001', ts: 2 });
    now = 4;
    expect(read('WZ001').ts).toBe(2);
    // Another type going silent does not touch it; reporting again reads afresh.
    reporting.wentSilent('WZ001', 'meter');
    silentTypes.delete('pv');
    expect(read('WZ001').ts).toBe(4);
  });

  it('keeps a cluster read per cluster, and lets the caller read afresh its own way', () => {
    const { reporting, silentClusters } = setup();
    let now = 10;
    const read = reporting.lastReportedCluster((site, no) => `${site}/${no}@${now}`);
    silentClusters.add(2);
    reporting.clusterWentSilent('WZ001', 2);
    now = 11;
    expect(read('WZ001', 1)).toBe('WZ001/1@11');
    expect(read('WZ001', 1, () => 'cheap')).toBe('cheap');
    expect(read('WZ001', 2, () => 'cheap')).toBe('WZ001/2@10');
  });

  it('keeps one silent pile read as of its last report, the others read afresh', () => {
    const { reporting, silentPiles } = setup();
    let now = 20;
    const read = reporting.lastReportedPile((site, no) => `${site}/${no}@${now}`);
    silentPiles.add(3);
    reporting.pileWentSilent('WZ001', 3);
    now = 21;
    expect(read('WZ001', 1)).toBe('WZ001/1@21');
    expect(read('WZ001', 3)).toBe('WZ001/3@20');
    silentPiles.delete(3);
    expect(read('WZ001', 3)).toBe('WZ001/3@21');
  });

  it('names the history fields of silent types and masks what they and silent clusters measure', () => {
    const { reporting, silentTypes, silentClusters } = setup();
    expect(reporting.silentFields('WZ001')).toEqual([]);
    silentTypes.add('pv').add('meter');
    silentClusters.add(2);
    expect(reporting.silentFields('WZ001').sort()).toEqual(['grid', 'pv']);
    const n = SITE_TAGS.length + 2 * CLUSTER_TAGS.length;
    const v = reporting.maskPoints('WZ001', 2, new Float32Array(n).fill(1));
    const at = (tag: string) => v[SITE_TAGS.findIndex((t) => t.tagNo === tag)];
    expect(at('PV_P')).toBeNaN();
    expect(at('GRID_P')).toBeNaN();
    expect(at('ST_P')).toBe(1);
    expect(at('LOAD_P')).toBe(1);
    const cluster2 = Array.from(v.slice(SITE_TAGS.length + CLUSTER_TAGS.length));
    expect(cluster2.every(Number.isNaN)).toBe(true);
    expect(Array.from(v.slice(SITE_TAGS.length, SITE_TAGS.length + CLUSTER_TAGS.length))).toEqual([
      1, 1, 1, 1,
    ]);
  });

  it('masks the generator and pile power tags of silent types, and the history curves carry them as gaps', () => {
    const { reporting, silentTypes } = setup();
    silentTypes.add('generator').add('chargingPile');
    expect(reporting.silentFields('WZ001')).toEqual(['gen', 'pile']);
    const v = reporting.maskPoints('WZ001', 0, new Float32Array(SITE_TAGS.length).fill(1));
    const at = (tag: string) => v[SITE_TAGS.findIndex((t) => t.tagNo === tag)];
    expect(at('GEN_P')).toBeNaN();
    expect(at('PILE_P')).toBeNaN();
    expect(at('PV_P')).toBe(1);
    expect(at('GRID_P')).toBe(1);
  });
});
