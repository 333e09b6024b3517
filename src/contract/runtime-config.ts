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
};
