// @vitest-environment jsdom
// Issue 30: the rack-balance chart speaks the page's voltage unit (V, 3 decimals, like the
// extremes beside it), with readable axis titles in the user's language, not a rotated 'mV'.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RackBalance as RackBalanceRow } from '@/contract/api/devicegroup';
import { i18n, initI18n } from '@/lib/i18n';
import { usePreferences } from '@/stores/preferences';
import { RackBalance } from '@/features/power-sys/rack-balance';

// jsdom has no ResizeObserver (the chart measures its width).
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);

const racks: RackBalanceRow[] = [
  { rackNo: 1, maxMv: 3312, minMv: 3281, avgMv: 3296, spreadMv: 31 },
  { rackNo: 2, maxMv: 3318, minMv: 3287, avgMv: 3301, spreadMv: 31 },
];

beforeAll(() => initI18n('en'));
afterEach(() => cleanup());

function chart(language: 'zh' | 'en') {
  usePreferences.getState().setLanguage(language);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RackBalance site="WZ001" clusterNo={1} live={racks} />
    </QueryClientProvider>,
  );
  return screen.getByTestId('rack-balance').querySelector('svg')!;
}

const texts = (svg: SVGSVGElement) => [...svg.querySelectorAll('text')].map((t) => t.textContent ?? '');

describe('rack balance chart', () => {
  it('labels the voltage axis in V with three decimals and titles both axes (en)', () => {
    const svg = chart('en');
    const all = texts(svg);
    expect(all).toContain('Cell voltage (V)');
    expect(all).toContain('Rack');
    expect(all.join(' ')).not.toContain('mV');
    const ticks = all.filter((s) => /^\d/.test(s) && s.includes('.'));
    expect(ticks.length).toBeGreaterThan(1);
    for (const tick of ticks) expect(tick).toMatch(/^3\.\d{3}$/);
    // The bar tooltips read volts too, the spread stays in mV as in the extremes panel.
    expect(svg.querySelector('title')?.textContent).toBe(
      'Rack 1: max 3.312 V, min 3.281 V, average 3.296 V, spread 31 mV',
    );
  });

  it('titles the axes in Chinese', () => {
    const all = texts(chart('zh'));
    expect(all).toContain('单体电压（V）');
    expect(all).toContain('电池架');
  });

  it('a refresh of twelve racks asks i18n for no tooltip (one template per language), not one per rack (issue 34)', () => {
    usePreferences.getState().setLanguage('en');
    const twelve = Array.from({ length: 12 }, (_, i) => ({ ...racks[i % 2], rackNo: i + 1 }));
    const asked = vi.spyOn(i18n, 't');
    const queries = new QueryClient();
    const view = render(
      <QueryClientProvider client={queries}>
        <RackBalance site="WZ001" clusterNo={1} live={twelve} />
      </QueryClientProvider>,
    );
    asked.mockClear();
    const moved = twelve.map((r) => ({ ...r, maxMv: r.maxMv + 1 }));
    view.rerender(
      <QueryClientProvider client={queries}>
        <RackBalance site="WZ001" clusterNo={1} live={moved} />
      </QueryClientProvider>,
    );
    const tips = asked.mock.calls.filter(([key]) => String(key).includes('balance.tip'));
    asked.mockRestore();
    expect(tips.length).toBe(0);
    const titles = [...view.getByTestId('rack-balance').querySelectorAll('title')].map((t) => t.textContent);
    expect(titles).toHaveLength(12);
    expect(titles[11]).toBe('Rack 12: max 3.319 V, min 3.287 V, average 3.301 V, spread 31 mV');
  });
});
