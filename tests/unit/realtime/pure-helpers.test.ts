import { describe, expect, it } from 'vitest';
import { RACK_STRIDE, SUMMARY_STRIDE, type ClusterTopology } from '@/contract/realtime-api';
import { makeClientId, resolveBrokerUrl } from '@/realtime/broker-url';
import { selectSite } from '@/realtime/cluster-select';
import { pipelineMode } from '@/realtime/pipeline-mode';
import { freshness } from '@/realtime/use-freshness';

const page = { protocol: 'http:', host: 'station.local:8080' };

describe('resolveBrokerUrl', () => {
  it('prefers systemSet.wsUrl, then the page configuration, then the page origin at /mqtt', () => {
    expect(resolveBrokerUrl('ws://own:9001/mqtt', 'ws://cfg/mqtt', page)).toBe('ws://own:9001/mqtt');
    expect(resolveBrokerUrl('  ', 'ws://cfg/mqtt', page)).toBe('ws://cfg/mqtt');
    expect(resolveBrokerUrl(undefined, '', page)).toBe('ws://station.local:8080/mqtt');
    expect(resolveBrokerUrl(null, '', { protocol: 'https:', host: 'h' })).toBe('wss://h/mqtt');
  });
});

describe('makeClientId', () => {
  it('gives each tab its own id', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => makeClientId()));
    expect(ids.size).toBe(1000);
    expect(makeClientId(() => 0)).toBe('console_0000000000000000');
  });
});

describe('pipelineMode', () => {
  it('runs inline only when asked by URL or storage', () => {
    expect(pipelineMode('', null)).toBe('worker');
    expect(pipelineMode('?pipeline=inline', null)).toBe('inline');
    expect(pipelineMode('', 'inline')).toBe('inline');
    expect(pipelineMode('?pipeline=worker', 'inline')).toBe('worker');
  });
});

describe('freshness', () => {
  it('is stale after 5 s by default and when nothing arrived yet', () => {
    expect(freshness(1000, 6000)).toEqual({ ageMs: 5000, stale: false });
    expect(freshness(1000, 6001)).toEqual({ ageMs: 5001, stale: true });
    expect(freshness(1000, 2000, 500)).toEqual({ ageMs: 1000, stale: true });
    expect(freshness(null, 2000)).toEqual({ ageMs: null, stale: true });
  });
});

describe('selectSite', () => {
  const topo = (site: string, clusterNo: number, cellOffset: number): ClusterTopology => ({
    site,
    clusterNo,
    containerNo: 1,
    racks: 1,
    cellsPerRack: 2,
    cellsPerPack: 2,
    cellOffset,
    rackOffset: cellOffset / 2,
  });
  const frame = {
    topology: [topo('WZ001', 1, 0), topo('WZ002', 1, 2), topo('WZ002', 2, 4)],
    summary: Float64Array.from({ length: 3 * SUMMARY_STRIDE }, (_, i) => i),
    cellVoltageMv: Float32Array.from([1, 2, 3, 4, 5, 6]),
    cellTempDeciC: Float32Array.from([10, 20, 30, 40, 50, 60]),
    rackFigures: Float64Array.from({ length: 3 * RACK_STRIDE }, (_, i) => 100 + i),
    receivedAt: 5,
  };

  it('returns the frame itself when every row is of the site', () => {
    const one = { ...frame, topology: [topo('WZ001', 1, 0)] };
    expect(selectSite(one, 'WZ001')).toBe(one);
  });

  it('copies one site out of a mixed frame with rebased offsets', () => {
    const two = selectSite(frame, 'WZ002');
    expect(two.topology.map((t) => [t.clusterNo, t.cellOffset, t.rackOffset])).toEqual([
      [1, 0, 0],
      [2, 2, 1],
    ]);
    expect([...two.rackFigures]).toEqual([...frame.rackFigures.subarray(RACK_STRIDE)]);
    expect([...two.cellVoltageMv]).toEqual([3, 4, 5, 6]);
    expect([...two.cellTempDeciC]).toEqual([30, 40, 50, 60]);
    expect(two.summary[0]).toBe(SUMMARY_STRIDE);
    expect(two.summary).toHaveLength(2 * SUMMARY_STRIDE);
  });
});
