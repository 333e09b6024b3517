import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../helpers/chromium';
import { installProbe } from './probe';
import type { PipelineMode } from './types';

export const VIEWPORT = { width: 1920, height: 1080 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ headless: true, ...chromiumLaunchOptions() });
}

/** A logged-in tab in one pipeline mode, its main thread throttled, with CDP metrics on. */
export interface BenchTab {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  close(): Promise<void>;
}

async function newBenchContext(
  browser: Browser,
  baseURL: string | undefined,
  cpuThrottle: number,
  mode: PipelineMode,
) {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT });
  context.setDefaultTimeout(60_000);
  await context.addInitScript((m) => localStorage.setItem('IOT-pipeline', m), mode);
  // tsx (esbuild keepNames) wraps inner functions in __name(), which the page does not have.
  await context.addInitScript({ content: `var __name = (f) => f; (${installProbe.toString()})();` });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  await cdp.send('HeapProfiler.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  return { context, page, cdp, close: () => context.close() };
}

/** A blank same-origin page with the probe only (the baseline). */
export async function openBlankTab(browser: Browser, cpuThrottle: number): Promise<BenchTab> {
  const tab = await newBenchContext(browser, undefined, cpuThrottle, 'worker');
  await tab.context.route('http://bench.invalid/', (r) =>
    r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>baseline</title>' }),
  );
  await tab.page.goto('http://bench.invalid/');
  return tab;
}

export async function openTab(
  browser: Browser,
  baseURL: string,
  mode: PipelineMode,
  cpuThrottle: number,
): Promise<BenchTab> {
  const tab = await newBenchContext(browser, baseURL, cpuThrottle, mode);
  const { page } = tab;
  try {
    await login(page);
    // The realtime provider exposes its hooks once the shell mounts after login.
    await page.waitForFunction(() => window.__realtimePipeline !== undefined);
    const running = await page.evaluate(() => window.__realtimePipeline);
    if (running !== mode)
      throw new Error(`asked for the ${mode} pipeline, the page runs ${running ?? 'none'}`);
  } catch (e) {
    await tab.close();
    throw e;
  }
  return tab;
}

/** Logs in as admin through the form (either language). */
async function login(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^(用户名|User name)$/).fill('admin');
  await page.getByLabel(/^(密码|Password)$/).fill('admin123');
  await page.getByRole('button', { name: /^(登录|Log in)$/ }).click();
  await page.waitForURL(/\/index(\/|$)/);
}

/** Waits until the page says its figures come from the live pipeline. */
async function waitLive(page: Page): Promise<void> {
  await page.locator('[data-testid="data-age"][data-source="live"]').waitFor({ timeout: 90_000 });
}

/** The overview (energy flow, KPIs, alarms). */
export async function openMainSys(page: Page): Promise<void> {
  await page.goto('/index/mainSys');
  await page.getByTestId('energy-flow').waitFor();
  await waitLive(page);
}

/** powerSys with one cluster's racks × cells grid open. */
export const POWER_SYS_CLUSTER = 57;
export async function openPowerSysCluster(page: Page, racks: number): Promise<void> {
  await page.goto(`/index/powerSys?cluster=${POWER_SYS_CLUSTER}`);
  await page.locator(`[data-testid="cell-grid"][data-rows="${racks}"]`).waitFor({ timeout: 90_000 });
  await waitLive(page);
}
