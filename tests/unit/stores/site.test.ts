import { describe, expect, it } from 'vitest';
import { stationNameFor } from '@/stores/site';

describe('station name', () => {
  const site = { stationName: '一号站', stationNameEn: 'Station 1' };
  it('is English when the language is not zh and an English name exists', () => {
    expect(stationNameFor(site, 'en')).toBe('Station 1');
    expect(stationNameFor({ ...site, stationNameEn: '' }, 'en')).toBe('一号站');
    expect(stationNameFor(site, 'zh')).toBe('一号站');
  });
  it('falls back to the site code before the site is known', () => {
    expect(stationNameFor(null, 'zh', 'WZ001')).toBe('WZ001');
  });
});
