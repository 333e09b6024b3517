import type { Page } from '@playwright/test';
import type { RealtimeDiagnostics } from '../../src/contract/realtime-api';
import { DEFAULT_RUNTIME_CONFIG as CFG } from '../../src/contract/runtime-config';
import { expect, test } from './fixtures';
import { login, startIn } from './helpers/ui';

/** Counts websockets the page's own (window) context constructs; workers are not instrumented. */
async function countMainThreadSockets(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __mainSockets: string[]; WebSocket: typeof WebSocket };
    w.__mainSockets = [];
    const Native = w.WebSocket;
    w.WebSocket = new Proxy(Native, {
      construct(target, args: [string | URL, ...unknown[]]) {
        w.__mainSockets.push(String(args[0]));
        return Reflect.construct(target, args) as object;
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as { __mainSockets: string[] }).__mainSockets);
}

/** What src/realtime/diagnostics.ts puts on window for tests and the bench. */
type RealtimeWindow = {
  __realtimeDiagnostics: () => Promise<RealtimeDiagnostics>;
  __realtimePipeline: string;
};

function diagnostics(page: Page): Promise<RealtimeDiagnostics> {
  return page.evaluate(() => (window as unknown as RealtimeWindow).__realtimeDiagnostics());
}

/** The headers the console's API client sends, rebuilt from its stored token. */
async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => {
    const raw = sessionStorage.getItem('IOT-token') ?? localStorage.getItem('IOT-token');
    return raw ? (JSON.parse(raw) as { content: string }).content : '';
  });
  return {
    Authorization: `Basic ${Buffer.from(`${CFG.clientId}:${CFG.clientSecret}`).toString('base64')}`,
    'Blade-Auth': `bearer ${token}`,
    'Tenant-Id': CFG.tenantId,
  };
}

const status = (page: Page) => page.getByTestId('connection-status');

/** What the browser reports when the tab goes to the background or comes back. */
async function setPageHidden(page: Page, hidden: boolean) {
  await page.evaluate((h) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (h ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test.describe('real-time pipeline in the browser', () => {
  test('live values change on screen and only the worker opens a websocket', async ({ page }) => {
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    const mainThreadSockets = await countMainThreadSockets(page);
    await startIn(page, 'en');
    await login(page, 'admin', { to: '/index/mainSys' });
    await expect(status(page)).toHaveAttribute('data-state', 'connected');
    await expect(status(page)).toContainText('Connected');

    const flow = page.getByTestId('energy-flow');
    await expect(flow).toBeVisible();
    const first = await flow.innerText();
    await expect.poll(() => flow.innerText(), { timeout: 15_000 }).not.toBe(first);

    expect(page.workers().some((w) => w.url().includes('realtime.worker'))).toBe(true);
    expect(sockets.filter((u) => u.endsWith('/mqtt'))).toHaveLength(1); // the worker's
    expect(await mainThreadSockets()).toEqual([]);
    const d = await diagnostics(page);
    expect(d.state).toBe('connected');
    expect(d.subscriptions.map((s) => s.filter)).toContain('iot/WZ001/station/realData');
    expect(d.batches).toBeGreaterThan(0);
  });

  test('a broker outage shows "reconnecting" and recovers without a reload', async ({ page, simulator }) => {
    await startIn(page, 'en');
    // the station topic arrives every second
    await login(page, 'admin', { to: '/index/mainSys' });
    await expect(status(page)).toHaveAttribute('data-state', 'connected');
    await expect.poll(async () => (await diagnostics(page)).topicCount).toBeGreaterThan(0);
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    simulator.faults.brokerDown(6);
    await expect(status(page)).toHaveAttribute('data-state', 'reconnecting');
    await expect(status(page)).toContainText('Reconnecting');
    // Offline (the broker is down), the header names the time of the last data as the banner does.
    await expect(status(page).getByTestId('connection-age')).toContainText(/no data since \d{2}:\d{2}:\d{2}/);

    await expect(status(page)).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
    const before = (await diagnostics(page)).messages;
    await expect
      .poll(async () => (await diagnostics(page)).messages, { timeout: 10_000 })
      .toBeGreaterThan(before);
    const d = await diagnostics(page);
    expect(d.reconnects).toBeGreaterThan(0);
    // A refused websocket is no MQTT.js error in the browser: it is counted as a failed attempt.
    expect(d.connectFailures).toBeGreaterThan(0);
    expect(d.subscriptions.every((s) => s.active)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('link', { name: 'Diagnostics', exact: true }).click();
    await expect(page.getByTestId('diag-reconnects')).not.toContainText(/Reconnect events\s*0$/);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });

  test('a hidden page is sent nothing, and gets a batch again when it comes back', async ({ page }) => {
    await startIn(page, 'en');
    // the station topic arrives every second
    await login(page, 'admin', { to: '/index/mainSys' });
    await expect(status(page)).toHaveAttribute('data-state', 'connected');
    await expect.poll(async () => (await diagnostics(page)).topicCount).toBeGreaterThan(0);
    const flow = page.getByTestId('energy-flow');

    await setPageHidden(page, true);
    await expect.poll(async () => (await diagnostics(page)).visible).toBe(false);
    const hidden = await diagnostics(page);
    const shown = await flow.innerText();
    await page.waitForTimeout(3_000);
    const later = await diagnostics(page);
    expect(later.messages).toBeGreaterThan(hidden.messages); // the worker keeps receiving
    expect(later.batches).toBe(hidden.batches); // and delivers nothing
    expect(await flow.innerText()).toBe(shown);

    await setPageHidden(page, false);
    await expect.poll(async () => (await diagnostics(page)).batches).toBeGreaterThan(later.batches);
    await expect.poll(() => flow.innerText(), { timeout: 10_000 }).not.toBe(shown);
    expect((await diagnostics(page)).visible).toBe(true);
  });

  test('the diagnostics page shows every counter in both languages and reconnects on demand', async ({
    page,
  }) => {
    await startIn(page, 'zh');
    await login(page, 'admin');
    // The connection status in the header opens the diagnostics page.
    await status(page).click();
    await expect(page).toHaveURL(/\/index\/diagnostics$/);
    await expect(page.getByRole('heading', { name: '实时诊断' })).toBeVisible();
    await expect(page.getByTestId('diag-messages')).toContainText('收到的消息');
    await page.getByRole('button', { name: '重新连接' }).click();
    await expect.poll(async () => (await diagnostics(page)).recreates).toBe(1);
    await expect(status(page)).toHaveAttribute('data-state', 'connected');
  });

  test('flow monitoring counts traffic and reports it every 20 s', async ({ page, simulator }) => {
    test.setTimeout(60_000);
    await startIn(page, 'en');
    await login(page, 'admin');
    const reports = page.waitForRequest(
      (r) => r.url().endsWith('/api/traffic/report') && r.method() === 'POST',
      {
        timeout: 30_000,
      },
    );
    await page.getByTestId('traffic-indicator').click();
    await expect(page.getByTestId('traffic-figures')).toContainText(/In \d+(\.\d+)? (B|KB|MB)/);
    const body = (await reports).postDataJSON() as { sendDetail: { bytesIn: number; periodMs: number } };
    expect(body.sendDetail.bytesIn).toBeGreaterThan(0);
    expect(body.sendDetail.periodMs).toBeGreaterThanOrEqual(19_000);
    // The server accepted it as the logged-in user's (the worker sent the API client's headers).
    await expect
      .poll(async () => {
        const res = await fetch(`${simulator.url}/api/traffic/list`, { headers: await apiHeaders(page) });
        const list = (await res.json()) as {
          data: Array<{ account: string; sendDetail: { bytesIn: number } }>;
        };
        return list.data.map((r) => r.account);
      })
      .toContain('admin');
  });

  test('inline mode runs the same service on the main thread for the bench', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('IOT-pipeline', 'inline'));
    await startIn(page, 'en');
    await login(page, 'admin');
    await expect(status(page)).toHaveAttribute('data-state', 'connected');
    expect(await page.evaluate(() => (window as unknown as RealtimeWindow).__realtimePipeline)).toBe(
      'inline',
    );
    expect(page.workers().some((w) => w.url().includes('realtime.worker'))).toBe(false);
    const d = await diagnostics(page);
    expect(d.deliveryIntervalMs).toBe(0);
  });
});
