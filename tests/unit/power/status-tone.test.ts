import { describe, expect, it } from 'vitest';
import { statusTone, TONE_CLASS } from '@/features/power-sys/status';

describe('running status tone', () => {
  it('shows charging forbidden (1, full SOC) and discharging forbidden (2, empty SOC) as neutral limits', () => {
    expect(statusTone(1)).toBe('limit');
    expect(statusTone(2)).toBe('limit');
    expect(TONE_CLASS.limit).not.toMatch(/warning|danger/);
  });

  it('keeps the alarm status red and only it', () => {
    expect(statusTone(6)).toBe('alarm');
    const alarmish = Object.entries(TONE_CLASS).filter(([, c]) => /warning|danger/.test(c));
    expect(alarmish.map(([tone]) => tone)).toEqual(['alarm']);
  });

  it('tells normal, standby and shutdown apart from the limits', () => {
    expect([0, 3, 4].map(statusTone)).toEqual(['ok', 'idle', 'off']);
    expect(statusTone(5)).toBe('unknown');
  });
});
