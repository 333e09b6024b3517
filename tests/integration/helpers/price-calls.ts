import { expect } from 'vitest';
import type { PriceTimeline, PriceUnit } from '../../../src/contract/api/price';
import type { R } from '../../../src/contract/envelope';
import type { PricePeriod } from '../../../src/contract/status';
import { apiCall, apiData } from './sim-api';
import type { TestStation } from './test-station';

/** The price-template calls' prefix. */
export const B = 'electricprice/template';
const pad = (n: number) => String(n).padStart(2, '0');
export const dayOf = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
export const prices = (k: number): PriceUnit['prices'] => ({
  sharp: { buy: 1.5 * k, sell: 0.5 },
  peak: { buy: 1.1 * k, sell: 0.5 },
  flat: { buy: 0.7 * k, sell: 0.4 },
  valley: { buy: 0.2 * k, sell: 0.2 },
});
/** All four periods in one day. */
export const FOUR: PriceTimeline['rows'] = [
  { start: '00:00', end: '07:00', period: 'valley' },
  { start: '07:00', end: '10:00', period: 'flat' },
  { start: '10:00', end: '15:00', period: 'peak' },
  { start: '15:00', end: '18:00', period: 'flat' },
  { start: '18:00', end: '21:00', period: 'sharp' },
  { start: '21:00', end: '24:00', period: 'peak' },
];
export const periodAt = (rows: PriceTimeline['rows'], time: string): PricePeriod =>
  rows.find((r) => r.start <= time.slice(11, 16) && time.slice(11, 16) < r.end)!.period;

/** The price calls of price-*-api.test.ts as the station's administrator (read the station inside tests). */
export function priceCalls(station: TestStation) {
  const get = <T>(path: string, query: Record<string, string> = {}) =>
    apiData<T>(station.sim, path, { token: station.admin, query });
  const post = <T>(path: string, body?: unknown, query: Record<string, string> = {}) =>
    apiData<T>(station.sim, path, { token: station.admin, method: 'POST', body, query });
  const refused = async (path: string, body: unknown, lang: 'zh' | 'en' = 'en', query = {}) => {
    const a = await apiCall<R<unknown>>(station.sim, path, {
      token: station.admin,
      method: 'POST',
      body,
      lang,
      query,
    });
    expect(a.body.code, JSON.stringify(a.body)).toBe(400);
    return a.body.msg;
  };
  return { get, post, refused };
}
