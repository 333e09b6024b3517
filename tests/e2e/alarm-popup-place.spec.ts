import type { Locator, Page } from '@playwright/test';
import { DEFAULT_GLOBAL_ALARM_SETTING } from '../../src/contract/alarm';
import type { SimAlarmFault } from '../../src/contract/api/sim-faults';
import zhAlarm from '../../locales/zh/alarm.json' with { type: 'json' };
import enAlarm from '../../locales/en/alarm.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { signIn } from './helpers/session';
import { walkTo } from './helpers/walk';

/*
 * Issue 30, the popup switched on (an administrator's choice; the spec default is off): it never
 * covers the alarm list's actions or the worst-cells panel, a long cell alarm text wraps inside its
 * card, an L1 card looks different from an L2 one at a glance, and in the list "Clear" is not the
 * most prominent action. Walked through the menu at 1280 × 800, zh and en.
 */
const WORDS = { zh: zhAlarm, en: enAlarm } as const;

/** A long cell alarm text: zh without spaces, en with a 70-character run that has no break opportunity. */
function longText(tag: string) {
  return {
    content: `1号储能舱1号电池簇2号电池架第8号单体电压过高当前值3.712V阈值3.650V已持续超过60秒请立即检查该单体及其均衡回路${tag}`,
    contentEn: `Cell over-voltage at Container1.Cluster1.Rack2.Pack3.Cell8.Voltage3712mV.Limit3650mV.Delay60s, check the cell and its balancing circuit ${tag}`,
  };
}

function fault(tag: string, over: Partial<SimAlarmFault>): SimAlarmFault {
  return {
    site: 'WZ001',
    level: 2,
    content: `弹窗位置 ${tag}`,
    contentEn: `Popup place ${tag}`,
    type: 'system',
    deviceName: `E2E-place-${tag}`,
    ...over,
  };
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;

/** Boxes of the visible elements `within` that lie under a popup card. */
async function coveredBy(page: Page, within: Locator): Promise<string[]> {
  const cards = await page.getByTestId('alarm-popup-card').evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
  const items = await within.evaluate((root) =>
    [root, ...root.querySelectorAll<HTMLElement>('button, a, th, td')]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => {
        // The part on screen: clipped by every box that hides its overflow (a table scrolled sideways).
        let { left, top, right, bottom } = el.getBoundingClientRect();
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
          const s = getComputedStyle(a);
          if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
          const b = a.getBoundingClientRect();
          [left, top] = [Math.max(left, b.left), Math.max(top, b.top)];
          [right, bottom] = [Math.min(right, b.right), Math.min(bottom, b.bottom)];
        }
        const text = (el.textContent ?? '').trim().slice(0, 30);
        return { text, x: left, y: top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
      }),
  );
  return items
    .filter((i) => i.width > 0 && i.height > 0 && cards.some((c) => overlaps(i, c)))
    .map((i) => i.text);
}

const raised: string[] = [];

test.describe('alarm popup place and look (issue 30)', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ simulators }) => {
    await api(await simulators.get({})).asAdmin('POST', 'config/globalAlarm/save', {
      json: { enabled: 1, level: 3, period: 0 },
    });
  });
  // Each test's alarms are cleared after it (two cards are shown at once: the next test's would be
  // counted, not shown), and the popup goes off again, as a new station has it, for the files that
  // run after this one in the worker's simulator.
  test.afterEach(async ({ simulator }) => {
    const sim = api(simulator);
    for (const id of raised.splice(0))
      await sim.asAdmin('POST', 'devicealarm/clear', { query: { site: 'WZ001', id } });
  });
  test.afterAll(async ({ simulators }) => {
    await api(await simulators.get({})).asAdmin('POST', 'config/globalAlarm/save', {
      json: DEFAULT_GLOBAL_ALARM_SETTING,
    });
  });

  for (const language of ['zh', 'en'] as const) {
    test(`${language}, 1280 × 800: the cards cover no action of the alarm list nor the worst cells; L1 stands out; a long text wraps`, async ({
      page,
      simulator,
    }) => {
      const w = WORDS[language];
      await page.setViewportSize({ width: 1280, height: 800 });
      await signIn(page, simulator, 'admin', { language, to: '/index/mainSys' });
      await expect(page.getByTestId('alarm-badge')).toHaveAttribute('data-active', /\d+/, {
        timeout: 30_000,
      });
      await walkTo(page, '/index/alarmSys');

      const tag = `${language}${Date.now().toString(36)}`;
      const sim = api(simulator);
      const l2 = fault(`${tag}b`, { level: 2, ...longText(tag) });
      const l1 = fault(`${tag}a`, { level: 1 });
      for (const f of [l2, l1]) {
        const r = (await sim.hook('alarm', { ...f })) as { id?: string; data?: { id?: string } };
        raised.push(String(r.data?.id ?? r.id));
      }
      const shown = (f: SimAlarmFault) => (language === 'en' ? f.contentEn : f.content);

      const cardOf = (f: SimAlarmFault) => page.getByTestId('alarm-popup-card').filter({ hasText: shown(f) });
      const card1 = cardOf(l1);
      const card2 = cardOf(l2);
      await expect(card1).toBeVisible({ timeout: 10_000 });
      await expect(card2).toBeVisible();

      // L1 at a glance: its own frame and a red band, where L2 has a coloured edge on a calm band.
      await expect(card1).toHaveAttribute('data-level', '1');
      await expect(card2).toHaveAttribute('data-level', '2');
      const look = (card: Locator) =>
        card.evaluate((el) => {
          const band = el.firstElementChild as HTMLElement;
          const s = getComputedStyle(el);
          return {
            band: getComputedStyle(band).backgroundColor,
            top: s.borderTopColor,
            topWidth: parseFloat(s.borderTopWidth),
            card: s.backgroundColor,
          };
        });
      const [a, b] = [await look(card1), await look(card2)];
      expect(a.band).not.toBe(b.band);
      expect(a.band).not.toBe(a.card);
      expect(a.top).not.toBe(b.top);
      expect(a.topWidth).toBeGreaterThan(b.topWidth);

      // The long text wraps inside its card: nothing wider than the card, and more than one line.
      const text = card2.getByTestId('alarm-popup-content');
      const fit = await text.evaluate((p) => {
        const card = p.closest('[data-testid="alarm-popup-card"]') as HTMLElement;
        const line = parseFloat(getComputedStyle(p).lineHeight) || 20;
        return {
          textOver: p.scrollWidth - p.clientWidth,
          cardOver: card.scrollWidth - card.clientWidth,
          right: p.getBoundingClientRect().right - card.getBoundingClientRect().right,
          lines: Math.round(p.getBoundingClientRect().height / line),
        };
      });
      expect(fit.textOver).toBeLessThanOrEqual(0);
      expect(fit.cardOver).toBeLessThanOrEqual(0);
      expect(fit.right).toBeLessThanOrEqual(0);
      expect(fit.lines).toBeGreaterThan(1);

      // The alarm list: its rows (actions included) beside the cards, never under them.
      const list = page.getByTestId('current-alarms');
      const row = list.getByRole('row').filter({ hasText: shown(l1) });
      await expect(row).toBeVisible();
      await expect.poll(() => coveredBy(page, list)).toEqual([]);
      const listBox = await list.boundingBox();
      const cardBox = await card1.boundingBox();
      expect((listBox?.x ?? 0) + (listBox?.width ?? 0)).toBeLessThanOrEqual((cardBox?.x ?? 0) + 1);

      // "Clear" is offered, never more prominent than "Acknowledge" (not filled with a level's colour).
      const ack = row.getByRole('button', { name: w.action.acknowledge, exact: true });
      const clear = row.getByRole('button', { name: w.action.clear, exact: true });
      const fill = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(await fill(clear)).not.toBe(await fill(ack));
      expect(await fill(clear)).not.toBe(a.band);

      // The storage page's worst cells: beside the cards too.
      await walkTo(page, '/index/powerSys');
      const worst = page.getByTestId('worst-cells');
      await expect(worst).toBeVisible({ timeout: 30_000 });
      await expect(card1).toBeVisible();
      await expect.poll(() => coveredBy(page, worst)).toEqual([]);
    });
  }
});
