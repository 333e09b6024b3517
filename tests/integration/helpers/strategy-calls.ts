import { expect } from 'vitest';
import type { R } from '@/contract/envelope';
import type { ControlState, PlanInput, PlanRow, TemplateInput } from '@/contract/api/strategy';
import { timeOf } from '@/contract/api/strategy-schema';
import { templateInput } from '../../helpers/strategy-template';
import { apiCall, apiData, simHook } from './sim-api';
import type { TestStation } from './test-station';

/** The strategy calls of sim-strategy-*.test.ts as the station's administrator (read the station inside tests). */
export function strategyCalls(station: TestStation) {
  const get = <T>(path: string, query: Record<string, string> = {}) =>
    apiData<T>(station.sim, path, { token: station.admin, query });
  const post = <T>(
    path: string,
    query: Record<string, string | number> = {},
    body?: unknown,
    token = station.admin,
  ) => apiData<T>(station.sim, path, { method: 'POST', token, query, body });
  /** A POST that must be refused: answers its message. */
  async function refused(
    path: string,
    query: Record<string, string | number>,
    body?: unknown,
    lang: 'zh' | 'en' = 'en',
  ) {
    const a = await apiCall<R<unknown>>(station.sim, path, {
      method: 'POST',
      token: station.admin,
      query,
      body,
      lang,
    });
    expect(a.body.success).toBe(false);
    return a.body.msg;
  }
  const active = () => get<ControlState>('strategy/active');
  /** Advances the simulated clock to the next hh:mm (local, as the station's days are). */
  async function advanceTo(hour: number, minute = 0): Promise<void> {
    const now = new Date((await active()).ts);
    const sod = now.getHours() * 3600 + now.getMinutes() * 60 + now.getSeconds();
    const seconds = (((hour * 3600 + minute * 60 - sod) % 86_400) + 86_400) % 86_400;
    if (seconds > 0) await simHook(station.sim, 'advance', { seconds });
  }
  return { get, post, refused, active, advanceTo };
}

export const template = (rows: PlanRow[], over: Partial<TemplateInput> = {}): TemplateInput =>
  templateInput({ rows, ...over });
const dayOf = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
export const plan = (templateId: string, ms: number, over: Partial<PlanInput> = {}): PlanInput => ({
  name: 'P',
  startDate: dayOf(ms - 86_400_000),
  endDate: dayOf(ms + 10 * 86_400_000),
  templateId,
  cycle: 'daily',
  weekdays: [],
  monthDays: [],
  priority: 1,
  ...over,
});
/** Hourly rows over the day: even hours charge (−kw), odd hours discharge (+kw); spec §5 signs. */
export const hourly = (kw: number): PlanRow[] =>
  Array.from({ length: 24 }, (_, h) => ({
    start: timeOf(h * 60),
    end: timeOf(h * 60 + 60),
    strategy: h % 2 === 0 ? 'charge' : 'discharge',
    powerKw: h % 2 === 0 ? -kw : kw,
  }));
