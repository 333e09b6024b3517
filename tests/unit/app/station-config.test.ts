import { describe, expect, it } from 'vitest';
import { autoLogoutMinutes, hiddenPages } from '@/app/shell/station-config';

describe('station configuration', () => {
  it('takes the idle logout minutes from the system configuration, else the fallback', () => {
    expect(autoLogoutMinutes([{ configKey: 'autoLogoutMinutes', configValue: '0' }], 30)).toBe(0);
    expect(autoLogoutMinutes([{ configKey: 'autoLogoutMinutes', configValue: '45' }], 30)).toBe(45);
    expect(autoLogoutMinutes([{ configKey: 'autoLogoutMinutes', configValue: 'x' }], 30)).toBe(30);
    expect(autoLogoutMinutes([{ configKey: 'autoLogoutMinutes', configValue: '-5' }], 30)).toBe(30);
    expect(autoLogoutMinutes(undefined, 30)).toBe(30);
  });

  it('hides the child pages of switched-off subsystems', () => {
    const sub = (code: string, enabled: number) => ({
      id: code,
      code,
      name: code,
      nameEn: code,
      sort: 0,
      enabled,
    });
    expect([...hiddenPages([sub('pvSys', 0), sub('powerSys', 1)])]).toEqual(['pvSys']);
    expect(hiddenPages(undefined).size).toBe(0);
  });
});
