/**
 * The site the console opens on (spec §3 `currentSite`, §9 default WZ001): the user's stored
 * choice when it is still a configured site, else the system configuration's `defaultSite` when
 * it is one, else the first configured site (else the spec's WZ001).
 */
export function startSite(input: {
  /** The stored `currentSite` (the user's own choice), or null when none is stored. */
  stored: string | null;
  /** `defaultSite` of the system configuration, undefined until it is loaded. */
  configured: string | undefined;
  /** The deployment's sites (/config.json). */
  sites: readonly string[];
}): string {
  const { stored, configured, sites } = input;
  if (stored && sites.includes(stored)) return stored;
  if (configured && sites.includes(configured)) return configured;
  return sites[0] ?? 'WZ001';
}
