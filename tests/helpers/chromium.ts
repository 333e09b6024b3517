import type { LaunchOptions } from 'playwright-core';

/** TOOLCHAIN.md launch arguments for the system Chromium (browser tests and the bench). */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The system Chromium (CHROMIUM_PATH overrides /usr/bin/chromium). */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launch options for the system Chromium: the TOOLCHAIN.md arguments plus `extraArgs`. */
export function chromiumLaunchOptions(extraArgs: readonly string[] = []): LaunchOptions {
  return { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...extraArgs] };
}
