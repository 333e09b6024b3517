import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@/contract/runtime-config';

/**
 * Settings of this console read from `/config.json` beside the contract's RuntimeConfig:
 * `autoLogoutMinutes` (spec §9: 30 idle minutes; 0 never).
 */
export interface ConsoleConfig extends RuntimeConfig {
  autoLogoutMinutes: number;
}

export const DEFAULT_CONSOLE_CONFIG: ConsoleConfig = { ...DEFAULT_RUNTIME_CONFIG, autoLogoutMinutes: 30 };

let current: ConsoleConfig = DEFAULT_CONSOLE_CONFIG;

/** Keeps only fields of the right type, so a bad file never breaks the console. */
export function mergeConfig(raw: unknown): { config: ConsoleConfig; ignored: string[] } {
  const config: ConsoleConfig = { ...DEFAULT_CONSOLE_CONFIG };
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
    config.autoLogoutMinutes = DEFAULT_CONSOLE_CONFIG.autoLogoutMinutes;
    ignored.push('autoLogoutMinutes');
  }
  if (!config.apiBase.endsWith('/')) config.apiBase += '/';
  return { config, ignored };
}

/**
 * Reads `/config.json` once at start. On failure the built-in defaults stay in force and the
 * error is returned so the caller can tell the user.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<Error | null> {
  try {
    const res = await fetchImpl('/config.json', { cache: 'no-store' });
    if (!res.ok) throw new Error(`/config.json answered HTTP ${res.status}`);
    const { config, ignored } = mergeConfig(await res.json());
    if (ignored.length) console.warn(`/config.json: ignored invalid values for ${ignored.join(', ')}`);
    current = config;
    return null;
  } catch (error) {
    current = DEFAULT_CONSOLE_CONFIG;
    return error instanceof Error ? error : new Error(String(error));
  }
}

export function getRuntimeConfig(): ConsoleConfig {
  return current;
}

/** For tests and for the simulator-less preview. */
export function setRuntimeConfig(config: Partial<ConsoleConfig>): void {
  current = { ...DEFAULT_CONSOLE_CONFIG, ...config };
}
