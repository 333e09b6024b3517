// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentTariff } from '@/contract/api/price';
import { initI18n } from '@/lib/i18n';
import { TariffNowText } from '@/widgets/price/today-prices';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const tariff: CurrentTariff = {
  ts: 0,
  time: '2026-11-26 10:00',
  period: 'peak',
  price: { buy: 0.6, sell: 0.45 },
  nextTs: 1,
  nextTime: '2026-11-26 12:00',
  nextPeriod: 'flat',
  nextPrice: { buy: 0.5125, sell: 0.3 },
  day: {
    date: '2026-11-26',
    source: 'month',
    sourceName: 'Winter',
    timeline: { id: 't', name: 'T', rows: [{ start: '00:00', end: '24:00', period: 'peak' }] },
    unit: {
      id: 'u',
      name: 'U',
      prices: {
        sharp: { buy: 1, sell: 1 },
        peak: { buy: 0.6, sell: 0.45 },
        flat: { buy: 0.5125, sell: 0.3 },
        valley: { buy: 0.2, sell: 0.1 },
      },
    },
  },
};

describe('TariffNowText', () => {
  it('shows prices with 4 decimals and one currency word (issue 29)', () => {
    render(<TariffNowText tariff={tariff} />);
    expect(screen.getByTestId('tariff-now').textContent).toContain('buy 0.6000 / sell 0.4500 CNY/kWh');
    expect(screen.getByTestId('tariff-next').textContent).toContain('0.5125 CNY/kWh');
  });
});
