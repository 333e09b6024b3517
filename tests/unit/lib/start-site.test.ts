import { describe, expect, it } from 'vitest';
import { startSite } from '@/lib/start-site';
import { getStore, removeStore } from '@/lib/storage';
import { useSite } from '@/stores/site';

const sites = ['WZ001', 'WZ002'];

describe('start site', () => {
  it("keeps the user's stored choice over the configured default", () => {
    expect(startSite({ stored: 'WZ001', configured: 'WZ002', sites })).toBe('WZ001');
  });
  it('opens on the configured default when nothing is stored', () => {
    expect(startSite({ stored: null, configured: 'WZ002', sites })).toBe('WZ002');
  });
  it('falls back to the first site while the configuration is loading or names an unknown site', () => {
    expect(startSite({ stored: null, configured: undefined, sites })).toBe('WZ001');
    expect(startSite({ stored: null, configured: 'WZ999', sites: ['WZ002', 'WZ001'] })).toBe('WZ002');
  });
  it('replaces a stored site the deployment no longer has by the default', () => {
    expect(startSite({ stored: 'OLD', configured: 'WZ002', sites })).toBe('WZ002');
  });
  it("is the spec's WZ001 when no site is configured at all", () => {
    expect(startSite({ stored: null, configured: 'WZ002', sites: [] })).toBe('WZ001');
  });
});

describe('site store: default versus choice', () => {
  it('adopts the default only until the user chooses, and stores only the choice', () => {
    removeStore('currentSite');
    useSite.setState({ currentSite: 'WZ001', chosen: false, site: null });
    useSite.getState().adoptDefault('WZ002');
    expect(useSite.getState()).toMatchObject({ currentSite: 'WZ002', chosen: false });
    expect(getStore('currentSite')).toBeUndefined();
    useSite.getState().setCurrentSite('WZ001');
    expect(useSite.getState()).toMatchObject({ currentSite: 'WZ001', chosen: true });
    useSite.getState().adoptDefault('WZ002');
    expect(useSite.getState().currentSite).toBe('WZ001');
  });
});
