import { describe, expect, it } from 'vitest';
import { ClusterTable, clusterEntry } from '../../../workers/realtime/cluster-table';
import { topIndexes } from '../../../workers/realtime/worst-cells';
import { makeCluster } from '../realtime/fakes';

describe('worst cells ranked in the worker', () => {
  it('keeps the n largest or smallest, worst first, ties by lower index, skipping missing', () => {
    expect(topIndexes([3, 9, NaN, 9, 1, 7], 3)).toEqual([1, 3, 5]);
    expect(topIndexes([3, 9, NaN, 9, 1, 7], 2, true)).toEqual([4, 0]);
    expect(topIndexes([], 5)).toEqual([]);
  });

  it('ranks station-wide from every cluster, per site, with health', () => {
    const table = new ClusterTable();
    const volts = [
      (i: number) => 3300 + i,
      (i: number) => (i === 6 ? 3680 : 3310),
      (i: number) => (i === 2 ? 2790 : 3320),
    ];
    volts.forEach((v, k) =>
      table.put(
        `iot/WZ001/bms/clusterAndRackListData/${k + 1}`,
        clusterEntry('WZ001', makeCluster(k + 1, {}, v)),
      ),
    );
    table.put(
      'iot/WZ002/bms/clusterAndRackListData/1',
      clusterEntry(
        'WZ002',
        makeCluster(1, { site: 'WZ002' }, () => 3999),
      ),
    );
    const worst = table.build(false).worst!;
    const w = worst.WZ001;
    expect(w.highVoltage[0]).toMatchObject({ clusterNo: 2, index: 6, value: 3680, health: 2 });
    expect(w.highVoltage).toHaveLength(5);
    expect(w.lowVoltage[0]).toMatchObject({ clusterNo: 3, index: 2, value: 2790, health: 2 });
    expect(w.spread[0]).toMatchObject({ clusterNo: 3, value: 3320 - 2790, minIndex: 2 });
    expect(w.highTemp[0].value).toBe(257);
    expect(worst.WZ002.highVoltage[0].value).toBe(3999);
  });

  it('ranks 100 × 12 × 24 cells exactly as a full sort would', () => {
    const table = new ClusterTable();
    let seed = 7;
    const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 400 + 3200;
    const all: Array<{ clusterNo: number; index: number; value: number }> = [];
    for (let c = 1; c <= 100; c++) {
      const cl = makeCluster(c, { racks: 12, cellsPerRack: 24 }, () => Math.round(rnd()));
      cl.cellVoltageMv.forEach((value, index) => all.push({ clusterNo: c, index, value }));
      table.put(`iot/WZ001/bms/clusterAndRackListData/${c}`, clusterEntry('WZ001', cl));
    }
    const expected = all
      .sort((a, b) => b.value - a.value || a.clusterNo - b.clusterNo || a.index - b.index)
      .slice(0, 5)
      .map(({ clusterNo, index }) => ({ clusterNo, index }));
    const got = table
      .build(false)
      .worst!.WZ001.highVoltage.map(({ clusterNo, index }) => ({ clusterNo, index }));
    expect(got).toEqual(expected);
  });
});
