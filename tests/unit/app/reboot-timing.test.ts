import { describe, expect, it } from 'vitest';
import { formatElapsed, rebootProgress, REBOOT_MAX_MS, shouldPollReboot } from '@/components/reboot-timing';

describe('reboot wait', () => {
  it('fills the bar over five minutes', () => {
    expect(rebootProgress(0)).toBe(0);
    expect(rebootProgress(150_000)).toBe(0.5);
    expect(rebootProgress(REBOOT_MAX_MS + 1)).toBe(1);
  });
  it('asks the service only between three and five minutes', () => {
    expect(shouldPollReboot(179_999)).toBe(false);
    expect(shouldPollReboot(180_000)).toBe(true);
    expect(shouldPollReboot(300_001)).toBe(false);
  });
  it('shows m:ss', () => {
    expect(formatElapsed(65_000)).toBe('1:05');
    expect(formatElapsed(300_000)).toBe('5:00');
  });
});
