/**
 * Spec §9: the idle logout applies "on domain access". A console opened by IP address or as
 * localhost is a wall screen or a service laptop on the station LAN and stays signed in.
 */
export function isDomainHost(hostname: string): boolean {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '' || host === 'localhost' || host.endsWith('.localhost')) return false;
  if (host.includes(':') || host.startsWith('[')) return false; // IPv6 literal
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return false; // IPv4 literal
  return true;
}

/** Idle minutes in force on this host: the configured value on a domain name, else 0 (never). */
export function idleMinutesForHost(minutes: number, hostname: string): number {
  return isDomainHost(hostname) ? minutes : 0;
}
