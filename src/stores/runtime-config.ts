import { DEFAULT_RUNTIME_CONFIG, mergeRuntimeConfig, type RuntimeConfig } from '@/contract/runtime-config';

/** Parses a `/config.json` body over the defaults (the simulator uses the same function). */
export const mergeConfig = mergeRuntimeConfig;

/** The page configuration read from `/config.json` (the contract's RuntimeConfig). */
export type ConsoleConfig = RuntimeConfig;

export const DEFAULT_CONSOLE_CONFIG: ConsoleConfig = DEFAULT_RUNTIME_CONFIG;

let current: ConsoleConfig = DEFAULT_CONSOLE_CONFIG;

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
