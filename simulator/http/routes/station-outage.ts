import type Database from 'better-sqlite3';
import {
  coveredHours,
  type MonthAvailability,
  shutdownInputSchema,
} from '../../../src/contract/api/shutdown';
import { createShutdownStore } from '../../store/shutdown-store';
import { parseDateTime } from '../../store/time-format';
import { issueField, isYear } from '../../../src/contract/input-rules';
import { STATION_MESSAGES } from '../../../src/contract/messages';
import { fieldError } from '../input-errors';
import { pageOf } from '../paging';
import { rawParam } from '../query-params';
import type { Router } from '../router';
import { badRequest, round, siteOf, type StationRoutesDeps } from './station-common';

/** Shutdown records and monthly availability (outageSys); see src/contract/api/shutdown.ts. */
export function registerOutageRoutes(router: Router, deps: StationRoutesDeps, db: Database.Database): void {
  const store = createShutdownStore(db);

  router.get('shutdown/list', (ctx) => {
    const site = siteOf(ctx, deps);
    const reason = ctx.query.get('reason') ?? undefined;
    // Four digits of a year stations carry, or nothing (issue 33: any text was accepted).
    const year = rawParam(ctx, 'year') ?? undefined;
    if (year !== undefined && !isYear(year)) throw fieldError('year');
    return pageOf(store.list(site, { reason, year }), ctx.query);
  });

  router.post('shutdown/save', (ctx) => {
    const site = siteOf(ctx, deps);
    const body = (typeof ctx.body === 'object' && ctx.body !== null ? ctx.body : {}) as Record<
      string,
      unknown
    >;
    const parsed = shutdownInputSchema.safeParse({ remark: '', ...body });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw fieldError(
        issueField(issue.path),
        STATION_MESSAGES[issue.message === 'timeChooseError' ? 'time' : 'param'],
      );
    }
    const v = parsed.data;
    if (parseDateTime(v.startTime) === null) throw fieldError('startTime', STATION_MESSAGES.time);
    if (parseDateTime(v.endTime) === null) throw fieldError('endTime', STATION_MESSAGES.time);
    const saved = store.save(site, v, Date.now());
    if (!saved) throw fieldError('id');
    return saved;
  });

  router.post('shutdown/remove', (ctx) => {
    const site = siteOf(ctx, deps);
    const ids = (ctx.query.get('ids') ?? '').split(',').filter(Boolean);
    if (ids.length === 0 || ids.length > 1000 || ids.some((id) => !/^[A-Za-z0-9_.-]{1,64}$/.test(id)))
      throw fieldError('ids');
    return { removed: store.remove(site, ids) };
  });

  router.get('shutdown/availability', (ctx): MonthAvailability[] => {
    const site = siteOf(ctx, deps);
    const year = Number(ctx.query.get('year') ?? new Date(deps.model.engine.simMs).getFullYear());
    if (!Number.isInteger(year) || year < 2000 || year > 2100) throw badRequest(ctx, 'param');
    const spans = store
      .list(site)
      .map((r): [number, number] => [parseDateTime(r.startTime) ?? 0, parseDateTime(r.endTime) ?? 0]);
    return Array.from({ length: 12 }, (_, m) => {
      const from = new Date(year, m, 1).getTime();
      const to = new Date(year, m + 1, 1).getTime();
      const hours = (to - from) / 3_600_000;
      const down = coveredHours(spans, from, to);
      return {
        month: `${year}-${String(m + 1).padStart(2, '0')}`,
        hours: round(hours),
        shutdownHours: round(down),
        availability: round(((hours - down) / hours) * 100),
      };
    });
  });
}
