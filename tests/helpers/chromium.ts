import { existsSync } from 'node:fs';
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

/** Debian's headless build of the same Chromium release (package chromium-headless-shell). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The system Chromium (CHROMIUM_PATH overrides /usr/bin/chromium): the bench measures this one. */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser for the browser tests: Debian's Chromium headless shell when installed (the same
 * Chromium release without the browser's UI layer, as Playwright itself uses for headless runs),
 * otherwise the system Chromium. It needs about a quarter less CPU for the same tests (alarm-sys +
 * oplog-page: 25 s vs 34 s), and the browser layer is CPU-bound on CI's two cores (issue 32).
 * CHROMIUM_PATH overrides both.
 */
export const testChromiumPath = (): string =>
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath());

/** Launch options for the system Chromium (the bench): the TOOLCHAIN.md arguments plus `extraArgs`. */
export function chromiumLaunchOptions(extraArgs: readonly string[] = []): LaunchOptions {
  return { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...extraArgs] };
}

/** Launch options for the browser tests: {@link testChromiumPath} with the same arguments. */
export function testChromiumLaunchOptions(extraArgs: readonly string[] = []): LaunchOptions {
  return { executablePath: testChromiumPath(), args: [...CHROMIUM_ARGS, ...extraArgs] };
}
