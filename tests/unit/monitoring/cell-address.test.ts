import { describe, expect, it } from 'vitest';
import { addressPart, formatCellAddress } from '@/lib/cell-address';
import { alarmDeviceHref, cellHref } from '@/lib/device-links';

const a = { container: 1, cluster: 3, rack: 10, pack: 3, cell: 19 };

describe('one cell address', () => {
  it('names every level in Chinese and in English', () => {
    expect(formatCellAddress(a, 'zh')).toBe('1号舱 · 3号簇 · 10号架 · 3号包 · 19号电芯');
    expect(formatCellAddress(a, 'en')).toBe('Container 1 · Cluster 3 · Rack 10 · Pack 3 · Cell 19');
  });

  it('drops the levels the context names, in the same words', () => {
    expect(formatCellAddress(a, 'zh', 'rack')).toBe('10号架 · 3号包 · 19号电芯');
    expect(formatCellAddress({ rack: 10, cell: 19 }, 'en')).toBe('Rack 10 · Cell 19');
    expect(addressPart('cell', 19, 'zh')).toBe('19号电芯');
  });

  it('falls back to Chinese (the default) and prints "-" for nothing', () => {
    expect(formatCellAddress({ cell: 2 }, 'fr')).toBe('2号电芯');
    expect(formatCellAddress({}, 'en')).toBe('-');
  });

  it('links a rack-major cell index to its rack, pack and cell-in-pack', () => {
    // 12 racks × 24 cells, packs of 8: index 9×24+18 is rack 10, cell 19 = pack 3 cell 3.
    expect(cellHref(3, 9 * 24 + 18, { cellsPerRack: 24, cellsPerPack: 8 })).toBe(
      '/powerSys?cluster=3&rack=10&pack=3&cell=3',
    );
  });

  it('leads from an alarm to its device: the cell its text names, or the container', () => {
    const content = `${formatCellAddress(a, 'zh')} 单体过压 3680 mV`;
    expect(alarmDeviceHref({ deviceName: 'BMS-3', content })).toBe('/powerSys?cluster=3&rack=10&rackCell=19');
    expect(alarmDeviceHref({ deviceName: 'BMS-3', content: '簇过流' })).toBe('/powerSys?cluster=3');
    expect(alarmDeviceHref({ deviceName: 'PCS-2', content: '' })).toBe('/powerSys?container=2');
    expect(alarmDeviceHref({ deviceName: 'GRID', content: '电网停电' })).toBeNull();
  });
});
