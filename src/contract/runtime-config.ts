/**
 * Runtime page configuration, read at start from `/config.json` (never baked at build time).
 * The simulator serves it; a real deployment edits `dist/config.json`.
 */
export interface RuntimeConfig {
  /** API base path, `/api/` by default (spec §9). */
  apiBase: string;
  /**
   * Default broker address (spec §7 "Real-time subscription"). Empty means the page's own
   * origin at `/mqtt` (ws:// or wss:// following the page). `systemSet.wsUrl` overrides it.
   */
  brokerUrl: string;
  /** Built-in broker credentials. */
  brokerUsername: string;
  brokerPassword: string;
  /** Client credential sent as `Authorization: Basic base64(clientId:clientSecret)`. */
  clientId: string;
  clientSecret: string;
  /** BladeX tenant, sent as `Tenant-Id`. */
  tenantId: string;
  /** Sites this deployment knows (spec §3: WZ001, WZ002); the first is the default. */
  sites: string[];
  /**
   * Idle minutes before an automatic logout (spec §9: 30; 0 means never). The backend's
   * `autoLogoutMinutes` system config, when set, takes precedence.
   */
  autoLogoutMinutes: number;
}

/** The values the simulator and `public/config.json` ship with. */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBase: '/api/',
  brokerUrl: '',
  brokerUsername: 'console',
  brokerPassword: 'console-builtin',
  clientId: 'saber',
  clientSecret: 'saber_secret',
  tenantId: '000000',
  sites: ['WZ001', 'WZ002'],
  autoLogoutMinutes: 30,
};

/**
 * Reads a `config.json` body over the defaults, keeping only known fields of the right type, so a
 * bad file never breaks the console. `ignored` names the fields that were rejected.
 */
export function mergeRuntimeConfig(raw: unknown): { config: RuntimeConfig; ignored: string[] } {
  const config: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG, sites: [...DEFAULT_RUNTIME_CONFIG.sites] };
  const ignored: string[] = [];
  if (!raw || typeof raw !== 'object') return { config, ignored: ['(whole file)'] };
  const target = config as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const fallback = target[key];
    if (fallback === undefined) continue; // unknown keys are someone else's business
    const ok = Array.isArray(fallback)
      ? Array.isArray(value) && value.every((v) => typeof v === 'string') && value.length > 0
      : typeof value === typeof fallback && (typeof value !== 'number' || Number.isFinite(value));
    if (ok) target[key] = value;
    else ignored.push(key);
  }
  if (config.autoLogoutMinutes < 0) {
    config.autoLogoutMinutes = DEFAULT_RUNTIME_CONFIG.autoLogoutMinutes;
    ignored.push('autoLogoutMinutes');
  }
  if (!config.apiBase.endsWith('/')) config.apiBase += '/';
  return { config, ignored };
}
