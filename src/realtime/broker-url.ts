/**
 * Broker address (spec §7): `systemSet.wsUrl` when not empty, else the page configuration's
 * brokerUrl, else the page's own origin at /mqtt (wss when the page is https).
 */
export function resolveBrokerUrl(
  wsUrl: string | null | undefined,
  configured: string | null | undefined,
  location: { protocol: string; host: string },
): string {
  const own = wsUrl?.trim();
  if (own) return own;
  const fromConfig = configured?.trim();
  if (fromConfig) return fromConfig;
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/mqtt`;
}

/** A client id unique to this tab (and page load), so two tabs never kick each other off. */
export function makeClientId(random: () => number = Math.random): string {
  const part = () =>
    Math.floor(random() * 0x100000000)
      .toString(16)
      .padStart(8, '0');
  return `console_${part()}${part()}`;
}
