// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, i18n } from '@/lib/i18n';
import { getStore, STORAGE_KEYS } from '@/lib/storage';
import { deliveryIntervalMs, usePreferences } from '@/stores/preferences';

beforeAll(() => initI18n('zh'));

describe('preferences', () => {
  it('start with zh, the dark skin and mainSys as home', () => {
    const s = usePreferences.getState();
    expect([s.language, s.theme, s.homePage, s.lowPower]).toEqual(['zh', 'dark', 'mainSys', false]);
  });

  it('switch the language: stored, <html lang>, i18n and the tab title follow', async () => {
    usePreferences.getState().setLanguage('en');
    await Promise.resolve();
    expect(getStore(STORAGE_KEYS.language)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.language).toBe('en');
    expect(document.title).toBe('Energy Storage Station Management Console');
  });

  it('switch the skin on <html data-theme> and store it', () => {
    usePreferences.getState().setTheme('screen');
    expect(document.documentElement.dataset.theme).toBe('screen');
    expect(getStore(STORAGE_KEYS.theme)).toBe('screen');
  });

  it('deliver realtime data every 1000 ms in the low-power profile, 250 ms otherwise', () => {
    usePreferences.getState().setLowPower(true);
    expect(getStore(STORAGE_KEYS.lowPower)).toBe(true);
    expect(deliveryIntervalMs(true)).toBe(1000);
    expect(deliveryIntervalMs(false)).toBe(250);
  });
});
