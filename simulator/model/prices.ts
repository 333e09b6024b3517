import type { PricePeriod } from '../../src/contract/status';
import type { PriceTemplate } from '../../src/contract/api/profit';

/** The template seeded at first start (sharp 1.2, peak 0.9, flat 0.6, valley 0.3 yuan/kWh). */
export const DEFAULT_PRICE_TEMPLATE: PriceTemplate = {
  id: '1',
  name: 'Default TOU',
  prices: {
    sharp: { buy: 1.2, sell: 0.45 },
    peak: { buy: 0.9, sell: 0.45 },
    flat: { buy: 0.6, sell: 0.45 },
    valley: { buy: 0.3, sell: 0.3 },
  },
  timeTable: [
    { start: '00:00', period: 'valley' },
    { start: '08:00', period: 'flat' },
    { start: '10:00', period: 'peak' },
    { start: '12:00', period: 'flat' },
    { start: '14:00', period: 'peak' },
    { start: '17:00', period: 'sharp' },
    { start: '19:00', period: 'peak' },
    { start: '22:00', period: 'valley' },
  ],
};

const toSeconds = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 3600 + m * 60;
};

/** Price period in force at `seconds` after local midnight. */
export function periodAt(template: PriceTemplate, seconds: number): PricePeriod {
  let period = template.timeTable[0].period;
  for (const slot of template.timeTable) {
    if (toSeconds(slot.start) <= seconds) period = slot.period;
    else break;
  }
  return period;
}

/** Seconds from `seconds` to the next period boundary (or midnight). */
export function secondsToNextSlot(template: PriceTemplate, seconds: number): number {
  for (const slot of template.timeTable) {
    const s = toSeconds(slot.start);
    if (s > seconds) return s - seconds;
  }
  return 86_400 - seconds;
}
