// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearStore,
  clearStoreExcept,
  getStore,
  getStoreType,
  removeStore,
  setStore,
  STORAGE_KEYS,
} from '@/lib/storage';

describe('storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('writes every key with the IOT- prefix', () => {
    setStore(STORAGE_KEYS.language, 'en');
    expect(localStorage.getItem('IOT-language')).not.toBeNull();
    expect(localStorage.getItem('language')).toBeNull();
    expect(getStore(STORAGE_KEYS.language)).toBe('en');
  });

  it('puts a value in local storage by default and records the type flag', () => {
    setStore(STORAGE_KEYS.theme, 'light');
    const raw = JSON.parse(localStorage.getItem('IOT-theme')!);
    expect(raw).toMatchObject({ content: 'light', type: 'local', dataType: 'string' });
    expect(sessionStorage.getItem('IOT-theme')).toBeNull();
    expect(getStoreType(STORAGE_KEYS.theme)).toBe('local');
  });

  it('puts a value in session storage when the type flag says session', () => {
    setStore(STORAGE_KEYS.accessToken, 'abc', 'session');
    expect(sessionStorage.getItem('IOT-token')).not.toBeNull();
    expect(localStorage.getItem('IOT-token')).toBeNull();
    expect(getStore(STORAGE_KEYS.accessToken)).toBe('abc');
    expect(getStoreType(STORAGE_KEYS.accessToken)).toBe('session');
  });

  it('keeps one copy when a key moves between areas', () => {
    setStore(STORAGE_KEYS.accessToken, 'old', 'local');
    setStore(STORAGE_KEYS.accessToken, 'new', 'session');
    expect(localStorage.getItem('IOT-token')).toBeNull();
    expect(getStore(STORAGE_KEYS.accessToken)).toBe('new');
  });

  it('round-trips objects, numbers and booleans', () => {
    setStore(STORAGE_KEYS.site, { stationName: '站', stationNameEn: 'S' });
    setStore(STORAGE_KEYS.tokenExpiresAt, 123);
    setStore(STORAGE_KEYS.lock, true);
    expect(getStore(STORAGE_KEYS.site)).toEqual({ stationName: '站', stationNameEn: 'S' });
    expect(getStore(STORAGE_KEYS.tokenExpiresAt)).toBe(123);
    expect(getStore(STORAGE_KEYS.lock)).toBe(true);
  });

  it('treats corrupted or foreign values as absent', () => {
    localStorage.setItem('IOT-theme', '{not json');
    expect(getStore(STORAGE_KEYS.theme)).toBeUndefined();
    localStorage.setItem('IOT-theme', '"plain"');
    expect(getStore(STORAGE_KEYS.theme)).toBeUndefined();
  });

  it('removes a key from both areas', () => {
    setStore(STORAGE_KEYS.userInfo, { a: 1 }, 'session');
    removeStore(STORAGE_KEYS.userInfo);
    expect(getStore(STORAGE_KEYS.userInfo)).toBeUndefined();
  });

  it('clears only IOT- keys', () => {
    localStorage.setItem('other-app', 'x');
    setStore(STORAGE_KEYS.theme, 'dark');
    setStore(STORAGE_KEYS.accessToken, 't', 'session');
    clearStore();
    expect(localStorage.getItem('other-app')).toBe('x');
    expect(getStore(STORAGE_KEYS.theme)).toBeUndefined();
    expect(getStore(STORAGE_KEYS.accessToken)).toBeUndefined();
  });

  it('clears all but the kept keys, keeping their type flag', () => {
    setStore(STORAGE_KEYS.accessToken, 't', 'session');
    setStore(STORAGE_KEYS.systemMenu, ['a']);
    clearStoreExcept([STORAGE_KEYS.accessToken]);
    expect(getStore(STORAGE_KEYS.systemMenu)).toBeUndefined();
    expect(getStore(STORAGE_KEYS.accessToken)).toBe('t');
    expect(getStoreType(STORAGE_KEYS.accessToken)).toBe('session');
  });
});
