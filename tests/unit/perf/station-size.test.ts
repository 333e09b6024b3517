import { describe, expect, it } from 'vitest';
import {
  stationSizeChecks,
  stationSizeTable,
  stationSizeThrottles,
  type StationSizeRow,
} from '../../perf/station-size';

function row(
  clusters: number,
  page: 'mainSys' | 'powerSys',
  cpuThrottle: number,
  busy: number,
): StationSizeRow {
  return {
    clusters,
    page,
    cpuThrottle,
    windowMs: 10_000,
    mainThreadShare: busy,
    scriptShare: busy / 2,
    layoutShare: 0,
    styleShare: 0,
    loafOver50: 0,
    loafTotal: 0,
    longTasks: 0,
    rafGapP95Ms: null,
    rafFrames: 0,
    domNodes: 900,
    cdpNodes: 1000,
    listeners: 300,
    heapUsedMB: 10,
    service: {
      messages: 20,
      bytesIn: 1,
      decodeMs: 2,
      batches: 10,
      messagesPerSec: 2,
      batchesPerSec: 1,
      decodeMsPerMsg: 0.1,
    },
    worstLoaf: [],
    batchCost: { batches: 10, msPerBatch: 3.25, maxMs: 7.5 },
  };
}

describe('station-size checks', () => {
  it('passes a page whose busy share stays within ±1 point of its 10-cluster figure', () => {
    const checks = stationSizeChecks([
      row(10, 'mainSys', 4, 0.05),
      row(50, 'mainSys', 4, 0.055),
      row(100, 'mainSys', 4, 0.059),
    ]);
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ pass: true, value: '+0.9 points at 100 vs 10 clusters' });
    expect(checks[0].figure).toContain('mainSys ×4');
    expect(checks[0].figure).toContain('5.0 % / 5.5 % / 5.9 %');
  });

  it('fails the page and throttle whose busy share moves by more than a point, either way', () => {
    const checks = stationSizeChecks([
      row(100, 'powerSys', 8.6, 0.09),
      row(10, 'powerSys', 8.6, 0.05),
      row(50, 'powerSys', 8.6, 0.06),
      row(10, 'mainSys', 8.6, 0.06),
      row(50, 'mainSys', 8.6, 0.048),
      row(100, 'mainSys', 8.6, 0.06),
    ]);
    const power = checks.find((c) => c.figure.startsWith('powerSys ×8.6'))!;
    const main = checks.find((c) => c.figure.startsWith('mainSys ×8.6'))!;
    expect(power).toMatchObject({ pass: false, value: '+4.0 points at 100 vs 10 clusters' });
    expect(main).toMatchObject({ pass: false, value: '−1.2 points at 50 vs 10 clusters' });
  });

  it('cannot judge a page without its 10-cluster figure or with one size only', () => {
    expect(stationSizeChecks([row(50, 'mainSys', 4, 0.05), row(100, 'mainSys', 4, 0.05)])[0].pass).toBe(
      false,
    );
    expect(stationSizeChecks([row(10, 'mainSys', 4, 0.05)])[0]).toMatchObject({ pass: false, value: 'n/a' });
  });

  it('measures the calibrated throttle and the plain ×4 beside it, ×4 once when they agree', () => {
    expect(stationSizeThrottles(8.63)).toEqual([8.63, 4]);
    expect(stationSizeThrottles(4.02)).toEqual([4]);
  });

  it('prints one table row per size, page and throttle with ms per batch', () => {
    const table = stationSizeTable([row(10, 'powerSys', 4, 0.05)]).split('\n');
    expect(table).toHaveLength(3);
    expect(table[2]).toBe('| 10 | powerSys | ×4 | 5.0 % | 2.5 % | 0 | 1.00 | 3.25 (7.5) | 2.0 | 900 |');
  });
});
