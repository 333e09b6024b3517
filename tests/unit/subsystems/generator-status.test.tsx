// @vitest-environment jsdom
// Issue 30: a raw status code never stands alone: the generator's status tile reads 'Standby',
// not 'Standby 1'; only a status the console cannot name shows its code beside 'Unknown'.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const answer = { status: 1 as unknown };
vi.mock('@/realtime/realtime-client', () => ({
  realtimeClient: { subscribe: () => {}, unsubscribe: () => {} },
}));
vi.mock('@/api/grid', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  getGeneratorData: () =>
    Promise.resolve({
      status: answer.status,
      powerKw: 0,
      ratedKw: 500,
      todayEnergyKwh: 0,
      runHours: 10,
      fuelPercent: 80,
      name: '1号发电机',
      nameEn: 'Generator 1',
      fdjId: 'F1',
      ts: 0,
    }),
}));

const { cleanup, render, screen } = await import('@testing-library/react');
const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
const { initI18n } = await import('@/lib/i18n');
const { usePreferences } = await import('@/stores/preferences');
const { chosenModel } = await import('@/contract/api/node-config');
const { GeneratorCard } = await import('@/features/fdj-sys/generator-card');

beforeAll(() => initI18n('en'));
afterEach(() => cleanup());

async function statusTile(status: unknown, language: 'zh' | 'en') {
  answer.status = status;
  usePreferences.getState().setLanguage(language);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GeneratorCard
        site="WZ001"
        topic="fdj/WZ001"
        device={{ fdjId: 'F1', name: '1号发电机', nameEn: 'Generator 1', ratedKw: 500 }}
        model={chosenModel('fdj')}
      />
    </QueryClientProvider>,
  );
  await screen.findByTestId('stat-fdj-status-value');
  return screen.getByTestId('stat-fdj-status');
}

describe('generator status tile', () => {
  it('names a known status without its code, in both languages', async () => {
    const en = await statusTile(1, 'en');
    expect(en.textContent).toContain('Standby');
    expect(en.textContent).not.toMatch(/\d/);
    // A known status's mark is a coloured dot, not an empty pill (read as a missing value).
    expect(en.querySelector('[data-status]')?.className).not.toMatch(/\bbg-/);
    cleanup();
    const zh = await statusTile(1, 'zh');
    expect(zh.textContent).toContain('待机');
    expect(zh.textContent).not.toMatch(/\d/);
  });

  it('shows the code of an unknown status beside "Unknown"', async () => {
    const tile = await statusTile(7, 'en');
    expect(screen.getByTestId('stat-fdj-status-value').textContent).toBe('Unknown');
    expect(tile.textContent).toContain('code 7');
  });
});
