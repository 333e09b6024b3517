import { describe, expect, it } from 'vitest';
import { idleMinutesForHost, isDomainHost } from '@/app/shell/idle-host';

describe('idle logout applies on domain access only (spec §9)', () => {
  it('counts a domain name as domain access', () => {
    expect(isDomainHost('console.example.com')).toBe(true);
    expect(isDomainHost('ems.station.cn.')).toBe(true);
    expect(isDomainHost('station-pc')).toBe(true);
    expect(idleMinutesForHost(30, 'console.example.com')).toBe(30);
  });

  it('keeps wall screens on an IP address or localhost signed in', () => {
    for (const host of [
      'localhost',
      'LOCALHOST',
      'app.localhost',
      '127.0.0.1',
      '192.168.1.20',
      '[::1]',
      '::1',
      'fe80::1',
      '',
    ])
      expect(idleMinutesForHost(30, host)).toBe(0);
  });

  it('keeps 0 (never) on a domain name', () => {
    expect(idleMinutesForHost(0, 'console.example.com')).toBe(0);
  });
});
