import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_CONSOLE_CONFIG,
  getRuntimeConfig,
  loadRuntimeConfig,
  mergeConfig,
} from '@/stores/runtime-config';

describe('runtime config', () => {
  it('takes valid values from /config.json over the defaults', () => {
    const { config, ignored } = mergeConfig({
      brokerUrl: 'wss://x/mqtt',
      tenantId: '1',
      sites: ['A'],
      autoLogoutMinutes: 0,
    });
    expect(config).toMatchObject({
      brokerUrl: 'wss://x/mqtt',
      tenantId: '1',
      sites: ['A'],
      autoLogoutMinutes: 0,
    });
    expect(ignored).toEqual([]);
  });
  it('ignores values of the wrong type and says which', () => {
    const { config, ignored } = mergeConfig({
      tenantId: 5,
      sites: [],
      autoLogoutMinutes: -3,
      apiBase: '/gw',
    });
    expect(config.tenantId).toBe(DEFAULT_CONSOLE_CONFIG.tenantId);
    expect(config.sites).toEqual(DEFAULT_CONSOLE_CONFIG.sites);
    expect(config.autoLogoutMinutes).toBe(30);
    expect(config.apiBase).toBe('/gw/');
    expect(ignored).toEqual(['tenantId', 'sites', 'autoLogoutMinutes']);
  });
  it('loads /config.json and falls back to the defaults when it cannot be read', async () => {
    const ok = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ tenantId: '42' }))));
    expect(await loadRuntimeConfig(ok as unknown as typeof fetch)).toBeNull();
    expect(ok).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    expect(getRuntimeConfig().tenantId).toBe('42');
    const missing = vi.fn(() => Promise.resolve(new Response('nope', { status: 404 })));
    expect(await loadRuntimeConfig(missing as unknown as typeof fetch)).toBeInstanceOf(Error);
    expect(getRuntimeConfig()).toEqual(DEFAULT_CONSOLE_CONFIG);
  });
});
