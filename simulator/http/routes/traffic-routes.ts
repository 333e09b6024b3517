import type { TrafficReport } from '../../../src/contract/realtime-api';
import { msg } from '../messages';
import { ApiError, type Router } from '../router';

/** A stored traffic report with who sent it and when it arrived. */
export interface ReceivedTrafficReport extends TrafficReport {
  account: string;
  receivedAt: number;
}

const KEEP = 1000;

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** `POST traffic/report` (the worker's flow monitoring, spec §4) and `GET traffic/list` (for tests). */
export function registerTrafficRoutes(router: Router): void {
  const reports: ReceivedTrafficReport[] = [];
  router.post('traffic/report', (ctx) => {
    const detail = (ctx.body as Partial<TrafficReport> | undefined)?.sendDetail;
    const valid =
      typeof detail === 'object' &&
      detail !== null &&
      isCount(detail.bytesIn) &&
      isCount(detail.bytesOut) &&
      isCount(detail.periodMs) &&
      isCount(detail.at) &&
      typeof detail.clientId === 'string';
    if (!valid) throw new ApiError(400, msg(ctx.lang, 'trafficInvalid'));
    const { bytesIn, bytesOut, periodMs, clientId, at } = detail;
    reports.push({
      sendDetail: { bytesIn, bytesOut, periodMs, clientId, at },
      account: ctx.user?.account ?? '',
      receivedAt: Date.now(),
    });
    if (reports.length > KEEP) reports.splice(0, reports.length - KEEP);
    return null;
  });
  router.get('traffic/list', () => reports.slice());
}
