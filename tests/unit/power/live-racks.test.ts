import { describe, expect, it } from 'vitest';
import { RACK_COL, RACK_STRIDE } from '@/contract/realtime-api';
import { liveRacks, shareLiveRacks } from '@/features/power-sys/live-racks';
import { pickCluster } from '@/features/power-sys/use-cluster-cells';
import { ClusterTable, clusterEntry } from '../../../workers/realtime/cluster-table';
import { makeCluster } from '../realtime/fakes';

/** A frame as the page gets it: clusters 1 (3 racks) and 2 (2 racks × 4 cells) of one site. */
function frame() {
  const table = new ClusterTable();
  table.put('iot/WZ001/bms/clusterAndRackListData/1', clusterEntry('WZ001', makeCluster(1, { racks: 3 })));
  const two = makeCluster(2, {
    rackVoltage: [13.2, 13.4],
    rackCurrent: [-20, -20],
    rackSoc: [61.5, 62],
    // rack 1: 3300 3310 3290 3305; rack 2: 3350 3280 3320 3300
    cellVoltageMv: [3300, 3310, 3290, 3305, 3350, 3280, 3320, 3300],
    cellTempDeciC: [250, 251, 262, 249, 255, 240, 258, 250],
  });
  table.put('iot/WZ001/bms/clusterAndRackListData/2', clusterEntry('WZ001', two));
  const b = table.build(true);
  return { ...b, topology: b.topology!, receivedAt: 1234 };
}

describe('rack views from the live frame', () => {
  const cells = pickCluster(frame(), 2)!;
  const racks = liveRacks(cells);

  it('rack rows like initDetailUIP: the payload rack figures, max/min cell per rack', () => {
    expect(racks.rows).toEqual([
      {
        rackNo: 1,
        voltage: 13.2,
        current: -20,
        soc: 61.5,
        maxMv: 3310,
        minMv: 3290,
        maxTempC: 26.2,
        minTempC: 24.9,
      },
      {
        rackNo: 2,
        voltage: 13.4,
        current: -20,
        soc: 62,
        maxMv: 3350,
        minMv: 3280,
        maxTempC: 25.8,
        minTempC: 24,
      },
    ]);
    expect(racks.receivedAt).toBe(1234);
  });

  it('balance like rackBalance/zip: min, max, average and spread per rack', () => {
    expect(racks.balance).toEqual([
      { rackNo: 1, maxMv: 3310, minMv: 3290, avgMv: 3301.3, spreadMv: 20 },
      { rackNo: 2, maxMv: 3350, minMv: 3280, avgMv: 3312.5, spreadMv: 70 },
    ]);
  });

  it('extremes like rackMaxMinInfo: 1-based rack and cell of each', () => {
    expect(racks.extremes).toEqual({
      clusterNo: 2,
      maxMv: 3350,
      maxMvRack: 2,
      maxMvCell: 1,
      minMv: 3280,
      minMvRack: 2,
      minMvCell: 2,
      maxTempC: 26.2,
      maxTempRack: 1,
      maxTempCell: 3,
      minTempC: 24,
      minTempRack: 2,
      minTempCell: 2,
      spreadMv: 70,
    });
  });

  it('shows a rack figure the payload lacked as missing, not as zero', () => {
    const table = new ClusterTable();
    const bare = makeCluster(1, { rackSoc: [1] }); // wrong length
    table.put('iot/WZ001/bms/clusterAndRackListData/1', clusterEntry('WZ001', bare));
    const b = table.build(true);
    const rows = liveRacks(pickCluster({ ...b, topology: b.topology!, receivedAt: 1 }, 1)!).rows;
    expect(rows[0].soc).toBeNaN();
    expect(rows[0].voltage).toBe(400);
  });

  it('keeps what shows the same (issue 34): a frame moving figures in hidden digits gives nothing new', () => {
    const cells = pickCluster(frame(), 2)!;
    const first = liveRacks(cells);
    // Rack 1's voltage and a cell move below the shown precision, receivedAt moves on.
    const rackFigures = cells.rackFigures.slice();
    rackFigures[cells.topology.rackOffset * RACK_STRIDE + RACK_COL.voltage] += 0.01;
    const voltageMv = cells.voltageMv.slice();
    voltageMv[cells.topology.cellOffset] += 0.2;
    expect(
      shareLiveRacks(first, liveRacks({ ...cells, rackFigures, voltageMv, receivedAt: 2000 })),
    ).toBeNull();
    // Rack 2's max cell moves by 2 mV: its row and the balance change; rack 1 and the extremes
    // (the worker's summary, unchanged here) keep their objects.
    const hotter = cells.voltageMv.slice();
    hotter[cells.topology.cellOffset + 4] += 2;
    const next = shareLiveRacks(first, liveRacks({ ...cells, voltageMv: hotter, receivedAt: 3000 }))!;
    expect(next.rows[0]).toBe(first.rows[0]);
    expect(next.rows[1]).not.toBe(first.rows[1]);
    expect(next.rows[1].maxMv).toBe(3352);
    expect(next.balance).not.toBe(first.balance);
    expect(next.extremes).toBe(first.extremes);
    expect(next.receivedAt).toBe(3000);
    // Another cluster is never shared.
    expect(shareLiveRacks(first, liveRacks(pickCluster(frame(), 1)!))?.extremes.clusterNo).toBe(1);
  });
});
