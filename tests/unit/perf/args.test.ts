import { describe, expect, it } from 'vitest';
import { parseBenchArgs, UsageError } from '../../perf/args';

describe('bench command line', () => {
  it('defaults to a full run: 60-minute soak, budgets enforced, dist built when stale', () => {
    const o = parseBenchArgs([]);
    expect(o).toMatchObject({
      quick: false,
      enforce: true,
      soakMinutes: 60,
      build: 'auto',
      distDir: 'dist',
      cpuThrottle: 4,
    });
    expect(o.port).toBeGreaterThanOrEqual(18700);
  });
  it('--quick shortens the windows and the soak; flags override in either form', () => {
    const q = parseBenchArgs(['--quick', '--no-enforce']);
    expect(q.soakMinutes).toBeLessThan(1);
    expect(q.windowMs).toBeLessThan(parseBenchArgs([]).windowMs);
    expect(q.enforce).toBe(false);
    expect(parseBenchArgs(['--quick', '--soak-minutes', '5']).soakMinutes).toBe(5);
    expect(parseBenchArgs(['--soak-minutes=0', '--window-seconds=30']).windowMs).toBe(30_000);
    expect(parseBenchArgs(['--dist', 'out', '--no-build']).build).toBe('never');
  });
  it('refuses unknown flags and bad numbers with a clear message', () => {
    expect(() => parseBenchArgs(['--fast'])).toThrow(UsageError);
    expect(() => parseBenchArgs(['--soak-minutes', 'x'])).toThrow(/--soak-minutes needs a number/);
    expect(() => parseBenchArgs(['--soak-minutes'])).toThrow(/got nothing/);
    expect(() => parseBenchArgs(['--cpu-throttle', '0'])).toThrow(/cpu-throttle/);
  });
  it('page sweep and kiosk soak: short in quick mode, 120 minutes in full, 0 skips', () => {
    const full = parseBenchArgs([]);
    const quick = parseBenchArgs(['--quick']);
    expect(full.kioskSoakMinutes).toBe(120);
    expect(quick.kioskSoakMinutes).toBeLessThanOrEqual(1);
    expect(quick.sweepWindowMs).toBeLessThan(full.sweepWindowMs);
    expect(parseBenchArgs(['--kiosk-soak', '0', '--sweep-seconds=0'])).toMatchObject({
      kioskSoakMinutes: 0,
      sweepWindowMs: 0,
    });
    expect(() => parseBenchArgs(['--kiosk-soak', '-1'])).toThrow(/--kiosk-soak needs a number/);
  });
  it('--only period-switch, kiosk-soak or renders runs that case alone; other cases are refused', () => {
    expect(parseBenchArgs([]).only).toBe('all');
    expect(parseBenchArgs(['--only', 'period-switch']).only).toBe('period-switch');
    expect(parseBenchArgs(['--only=period-switch']).only).toBe('period-switch');
    expect(parseBenchArgs(['--only', 'kiosk-soak', '--kiosk-soak', '120'])).toMatchObject({
      only: 'kiosk-soak',
      kioskSoakMinutes: 120,
    });
    expect(() => parseBenchArgs(['--only', 'soak'])).toThrow(
      /--only takes period-switch, kiosk-soak, renders, custom-chart, export-load, station-size or pipelines, got soak/,
    );
    expect(parseBenchArgs(['--only', 'station-size']).only).toBe('station-size');
    expect(parseBenchArgs(['--only', 'pipelines']).only).toBe('pipelines');
    expect(() => parseBenchArgs(['--only'])).toThrow(/got nothing/);
    expect(parseBenchArgs(['--only', 'renders', '--pages', '/index/mainSys,/index/powerSys'])).toMatchObject({
      only: 'renders',
      pages: ['/index/mainSys', '/index/powerSys'],
    });
    expect(() => parseBenchArgs(['--pages', 'mainSys'])).toThrow(/console paths/);
  });
});
