import { describe, expect, it } from 'vitest';
import { isIdleExpired, refreshDelayMs, refreshLeadMs } from '@/stores/session-timing';

describe('refresh timing', () => {
  it('refreshes 10 % of the lifetime before expiry, between 10 s and 5 min early', () => {
    expect(refreshLeadMs(3_600_000)).toBe(300_000);
    expect(refreshLeadMs(600_000)).toBe(60_000);
    expect(refreshLeadMs(30_000)).toBe(10_000);
    expect(refreshLeadMs(8_000)).toBe(4_000);
    expect(refreshDelayMs(1_000_000 + 600_000, 600_000, 1_000_000)).toBe(540_000);
  });
  it('refreshes at once when the token is about to or did expire', () => {
    expect(refreshDelayMs(1000, 600_000, 5000)).toBe(0);
  });
});

describe('idle logout', () => {
  it('expires after the configured idle minutes', () => {
    expect(isIdleExpired(0, 30 * 60_000 - 1, 30)).toBe(false);
    expect(isIdleExpired(0, 30 * 60_000, 30)).toBe(true);
  });
  it('never expires when the setting is 0', () => {
    expect(isIdleExpired(0, 10 * 24 * 3_600_000, 0)).toBe(false);
  });
});
