import { describe, expect, it } from 'vitest';
import { SUMMARY_COL, SUMMARY_FIELDS, SUMMARY_STRIDE, type ClusterTopology } from '@/contract/realtime-api';
import { drillLevel, drillSearch, gridRows, parseDrill, upTo } from '@/features/power-sys/drill';
import { activeSign, reactiveSign } from '@/features/power-sys/power-sign';
import { mergeRows, rowsFromRest } from '@/features/power-sys/rest-rows';
import { isRunningStatus, statusLabelKey, statusTone } from '@/features/power-sys/status';
import {
  cellPosition,
  containerKey,
  countByStatus,
  OFFLINE_STATUS,
  countsOfKey,
  decodeRows,
  sameClusterRow,
  selectRows,
  statusCountKey,
  type ClusterRow,
} from '@/features/power-sys/summary-rows';
import { tilesPerRow, visibleRows } from '@/features/power-sys/virtual-window';
import en from '../../../locales/en/power.json';
import zh from '../../../locales/zh/power.json';

describe('running status labels (spec §4)', () => {
  it('labels 0 normal, 1 forbidden charging, 2 forbidden discharging, 3 standby, 4 shutdown, 6 alarm', () => {
    const label = (code: number, lang: typeof en) =>
      lang.status[statusLabelKey(code).slice(7) as keyof typeof en.status];
    expect([0, 1, 2, 3, 4, 6].map((c) => label(c, en))).toEqual([
      'Normal',
      'Charging forbidden',
      'Discharging forbidden',
      'Standby',
      'Shutdown',
      'Alarm',
    ]);
    expect([0, 1, 2, 3, 4, 6].map((c) => label(c, zh))).toEqual([
      '正常',
      '禁充',
      '禁放',
      '待机',
      '停机',
      '告警',
    ]);
  });

  it('shows 5 and other codes as unknown, never blank', () => {
    expect(statusLabelKey(5)).toBe('status.unknown');
    expect(statusLabelKey(NaN)).toBe('status.unknown');
    expect(isRunningStatus(5)).toBe(false);
    expect(statusTone(6)).toBe('alarm');
    expect(statusTone(5)).toBe('unknown');
  });
});

describe('sign conventions (spec §5)', () => {
  it('reads positive active power as discharge and negative as charge', () => {
    expect(activeSign(120)).toBe('discharge');
    expect(activeSign(-80)).toBe('charge');
    expect(activeSign(0.01)).toBe('idle');
    expect(activeSign(NaN)).toBe('idle');
  });
  it('reads positive reactive power as inductive', () => {
    expect(reactiveSign(12)).toBe('inductive');
    expect(reactiveSign(-12)).toBe('capacitive');
    expect(reactiveSign(0)).toBe('none');
  });
});

const topo = (clusterNo: number, containerNo: number, cellOffset: number): ClusterTopology => ({
  clusterNo,
  containerNo,
  racks: 12,
  cellsPerRack: 24,
  cellsPerPack: 8,
  cellOffset,
  rackOffset: cellOffset / 24,
});

describe('summary rows', () => {
  it('finds two frames the same for one cluster unless its shown figures or the topology change', () => {
    const topology = [topo(1, 1, 0), topo(2, 1, 288)];
    const a = { topology, summary: new Float64Array(2 * SUMMARY_STRIDE) };
    const b = { topology, summary: a.summary.slice() };
    const same = sameClusterRow(2);
    b.summary[SUMMARY_STRIDE + SUMMARY_COL.updatedAt] = 99; // only the time: same
    b.summary[SUMMARY_COL.soc] = 50; // another cluster: same
    expect(same(a, b)).toBe(true);
    b.summary[SUMMARY_STRIDE + SUMMARY_COL.soc] = 61.5;
    expect(same(a, b)).toBe(false);
    expect(same(a, { topology: [...topology], summary: a.summary })).toBe(false); // new topology
    a.summary[SUMMARY_STRIDE + SUMMARY_COL.maxCellMv] = NaN;
    expect(same(a, { topology, summary: a.summary.slice() })).toBe(true); // NaN equals NaN
  });

  it('decodes the typed summary layout and rack-major positions', () => {
    const summary = new Float64Array(2 * SUMMARY_STRIDE);
    summary[SUMMARY_STRIDE + SUMMARY_COL.soc] = 61.5;
    summary[SUMMARY_STRIDE + SUMMARY_COL.maxTempIndex] = 2 * 24 + 4;
    const rows = decodeRows([topo(1, 1, 0), topo(2, 1, 288)], summary);
    expect(rows[1].soc).toBe(61.5);
    expect(cellPosition(rows[1].maxTempIndex, 24, 8)).toEqual({ rack: 3, cell: 5, pack: 1, packCell: 5 });
    expect(cellPosition(23, 24, 8)).toEqual({ rack: 1, cell: 24, pack: 3, packCell: 8 });
    expect(cellPosition(-1, 24, 8)).toBeNull();
    expect(Object.keys(rows[0])).toEqual(
      // The means only colour the grid (deviation mode); a row view does not show them.
      expect.arrayContaining(
        SUMMARY_FIELDS.filter((f) => f !== 'clusterNo' && f !== 'meanCellMv' && f !== 'meanTempDeciC'),
      ),
    );
  });

  const row = (clusterNo: number, status: number, soc: number, containerNo = 1) =>
    ({ clusterNo, status, soc, containerNo, power: 0, spreadMv: 0, maxTempDeciC: 0 }) as ClusterRow;

  it('filters by container and status and sorts stably', () => {
    const rows = [row(1, 0, 50), row(2, 6, 40), row(3, 0, 40, 2), row(4, 3, 90)];
    const q = { container: null, statuses: [] as number[], sort: 'soc' as const, desc: false };
    expect(selectRows(rows, q).map((r) => r.clusterNo)).toEqual([2, 3, 1, 4]);
    expect(selectRows(rows, { ...q, desc: true }).map((r) => r.clusterNo)).toEqual([4, 1, 2, 3]);
    expect(selectRows(rows, { ...q, statuses: [0] }).map((r) => r.clusterNo)).toEqual([3, 1]);
    expect(selectRows(rows, { ...q, container: 2 }).map((r) => r.clusterNo)).toEqual([3]);
    expect(countByStatus(rows).get(0)).toBe(2);
  });

  it('keys the toolbar counts and containers by content, so equal frames give equal keys', () => {
    const a = [row(1, 0, 50), row(2, 6, 40), row(3, 0, 40, 2), row(4, 3, 90)];
    const b = [row(4, 3, 10), row(3, 0, 20, 2), row(2, 6, 30), row(1, 0, 70)];
    expect(statusCountKey(a)).toBe('0:2,3:1,6:1');
    expect(statusCountKey(b)).toBe(statusCountKey(a));
    expect(countsOfKey(statusCountKey(a))).toEqual(countByStatus(a));
    expect(countsOfKey('')).toEqual(new Map());
    expect(statusCountKey([...a, row(5, 6, 1)])).toBe('0:2,3:1,6:2');
    expect(containerKey(b)).toBe('1,2');
    expect(containerKey([])).toBe('');
  });

  it('counts and filters a silent cluster as offline, never by its last status (issue 27)', () => {
    const rows = [row(1, 0, 50), row(2, 6, 40), row(3, 3, 40, 2), row(4, 3, 90)];
    const silent = new Set([4]);
    const q = { container: null, statuses: [3], sort: 'clusterNo' as const, desc: false };
    // Cluster 4 last said Standby: one Standby (cluster 3) and one offline.
    expect(statusCountKey(rows, silent)).toBe(`0:1,3:1,6:1,${OFFLINE_STATUS}:1`);
    expect(countByStatus(rows, silent).get(3)).toBe(1);
    expect(selectRows(rows, q, silent).map((r) => r.clusterNo)).toEqual([3]);
    expect(selectRows(rows, { ...q, statuses: [OFFLINE_STATUS] }, silent).map((r) => r.clusterNo)).toEqual([
      4,
    ]);
    // Not a spec §4 running status, and the drill URL keeps it.
    expect(isRunningStatus(OFFLINE_STATUS)).toBe(false);
    expect(parseDrill(new URLSearchParams(`status=3,${OFFLINE_STATUS}`)).statuses).toEqual([
      3,
      OFFLINE_STATUS,
    ]);
  });

  it('builds tiles from the REST calls until live data arrives', () => {
    const rows = rowsFromRest(
      [{ clusterNo: 1, containerNo: 1, voltage: 800, current: -10, power: -8, soc: 55, status: 0 }],
      [
        {
          clusterNo: 1,
          maxMv: 3350,
          maxMvRack: 2,
          maxMvCell: 3,
          minMv: 3290,
          minMvRack: 1,
          minMvCell: 1,
          maxTempC: 31.2,
          maxTempRack: 12,
          maxTempCell: 24,
          minTempC: 20,
          minTempRack: 1,
          minTempCell: 2,
          spreadMv: 60,
        },
      ],
      { racks: 12, cellsPerRack: 24 },
    );
    expect(rows[0].maxCellMvIndex).toBe(24 + 2);
    expect(rows[0].maxTempIndex).toBe(287);
    expect(rows[0].maxTempDeciC).toBe(312);
    expect(rows[0].spreadMv).toBe(60);
  });
});

describe('REST and live rows together', () => {
  it('lets live rows replace REST rows of the same cluster while other clusters are still arriving', () => {
    const r = (clusterNo: number, soc: number) => ({ clusterNo, soc }) as ClusterRow;
    const merged = mergeRows([r(1, 10), r(2, 20), r(3, 30)], [r(2, 99)]);
    expect(merged.map((x) => [x.clusterNo, x.soc])).toEqual([
      [1, 10],
      [2, 99],
      [3, 30],
    ]);
    expect(mergeRows([], [r(5, 1)])).toEqual([r(5, 1)]);
  });
});

describe('drill-down state', () => {
  it('round-trips through the URL and needs each level above', () => {
    const s = parseDrill(new URLSearchParams('cluster=3&rack=2&pack=1&cell=5&metric=temperature'));
    expect(drillLevel(s)).toBe('cell');
    expect(parseDrill(new URLSearchParams(drillSearch(s)))).toEqual(s);
    expect(parseDrill(new URLSearchParams('rack=2&pack=1')).rack).toBeNull();
    expect(parseDrill(new URLSearchParams('cluster=0')).cluster).toBeNull();
    expect(parseDrill(new URLSearchParams('cluster=abc&sort=evil')).sort).toBe('clusterNo');
    expect(drillLevel(upTo(s, 'rack'))).toBe('rack');
    expect(drillSearch(upTo(s, 'station'))).toBe('metric=temperature');
  });

  it('maps grid rows to rack-major offsets at each level', () => {
    const shape = { racks: 12, cellsPerRack: 24, cellsPerPack: 8 };
    const cluster = gridRows({ rack: null, pack: null }, shape);
    expect(cluster.rowOffsets).toHaveLength(12);
    expect(cluster.rowOffsets[11]).toBe(264);
    expect(cluster.groupCols).toBe(8);
    const rack = gridRows({ rack: 3, pack: null }, shape);
    expect(rack).toEqual({ rowOffsets: [48, 56, 64], cols: 8 });
    expect(gridRows({ rack: 3, pack: 2 }, shape)).toEqual({ rowOffsets: [56], cols: 8 });
  });
});

describe('tile windowing', () => {
  it('mounts only the rows on screen plus one either side', () => {
    expect(visibleRows(0, 800, 174, 17)).toEqual({ first: 0, last: 6 });
    expect(visibleRows(1740, 800, 174, 17)).toEqual({ first: 9, last: 16 });
    expect(visibleRows(99999, 800, 174, 17)).toEqual({ first: 17, last: 17 });
    expect(visibleRows(0, 800, 174, 0)).toEqual({ first: 0, last: 0 });
    expect(tilesPerRow(1600, 212, 10)).toBe(7);
    expect(tilesPerRow(100, 212, 10)).toBe(1);
  });
});

describe('tile text templates', () => {
  it('fills placeholders resolved once per language', async () => {
    const { fill } = await import('@/lib/fill-template');
    expect(fill('R{rack}-{cell}', { rack: 3, cell: 12 })).toBe('R3-12');
    expect(fill('{rack}架-{cell}', { rack: 3, cell: 12 })).toBe('3架-12');
    expect(fill('{missing}!', {})).toBe('!');
  });
});
