import { describe, expect, it } from 'vitest';
import { nextPage } from '@/app/kiosk/use-kiosk-rotation';
import { entryScript } from '@/app/kiosk/use-version-watch';
import { buildKioskUrl, parseKioskParams } from '@/lib/kiosk-url';

describe('kiosk URL', () => {
  it('reads the issue example', () => {
    expect(parseKioskParams('?kiosk=1&lang=en&theme=large&rotate=mainSys,powerSys:30')).toEqual({
      language: 'en',
      theme: 'screen',
      pages: ['mainSys', 'powerSys'],
      seconds: 30,
    });
  });

  it('is off without kiosk=1, and keeps odd values within bounds', () => {
    expect(parseKioskParams('?lang=en')).toBeNull();
    expect(parseKioskParams('?kiosk=0')).toBeNull();
    const o = parseKioskParams('?kiosk=1&lang=fr&theme=pink&rotate=mainSys,<x>,mainSys:2');
    expect(o).toEqual({ language: undefined, theme: undefined, pages: ['mainSys'], seconds: 10 });
    expect(parseKioskParams('?kiosk=1&rotate=alarmSys')?.seconds).toBe(60);
  });

  it('builds a URL that reads back the same', () => {
    const options = {
      language: 'zh' as const,
      theme: 'screen' as const,
      pages: ['powerSys', 'alarmSys'],
      seconds: 45,
    };
    const url = buildKioskUrl('http://10.0.0.5:8080', options);
    expect(url).toBe(
      'http://10.0.0.5:8080/index/powerSys?kiosk=1&lang=zh&theme=large&rotate=powerSys,alarmSys:45',
    );
    expect(parseKioskParams(new URL(url).search)).toEqual(options);
  });
});

describe('kiosk rotation and version watch', () => {
  it('goes round the pages and starts from the first when elsewhere', () => {
    expect(nextPage(['mainSys', 'powerSys'], 'mainSys')).toBe('powerSys');
    expect(nextPage(['mainSys', 'powerSys'], 'powerSys')).toBe('mainSys');
    expect(nextPage(['mainSys', 'powerSys'], 'diagnostics')).toBe('mainSys');
  });

  it('finds the entry script of a built index.html', () => {
    const html = '<head><script type="module" crossorigin src="/assets/index-AbC123.js"></script></head>';
    expect(entryScript(html)).toBe('/assets/index-AbC123.js');
    expect(entryScript('<html></html>')).toBeNull();
  });
});
