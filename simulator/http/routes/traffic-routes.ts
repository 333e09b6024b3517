import type { TrafficReport } from '../../../src/contract/realtime-api';
import { CORE_MESSAGES } from '../../../src/contract/messages';
import { fieldError } from '../input-errors';
import type { Router } from '../router';

/** A stored traffic report with who sent it and when it arrived. */
export interface ReceivedTrafficReport extends TrafficReport {
  account: string;
  receivedAt: number;
}

const KEEP = 1000;

const isCount = (v: unknown, max: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= max;

/** Bounds of a report: bytes of one period, the period (at most a day), a time up to 2100. */
const LIMITS = { bytesIn: 1e12, bytesOut: 1e12, periodMs: 86_400_000, at: 4_102_444_800_000 } as const;

/** `POST traffic/report` (the worker's flow monitoring, spec §4) and `GET traffic/list` (for tests). */
export function registerTrafficRoutes(router: Router): void {
  const reports: ReceivedTrafficReport[] = [];
  router.post('traffic/report', (ctx) => {
    const detail = (ctx.body as Partial<TrafficReport> | undefined)?.sendDetail;
    const refuse = (field: string) => fieldError(field, CORE_MESSAGES.trafficInvalid);
    if (typeof detail !== 'object' || detail === null) throw refuse('sendDetail');
    for (const [field, max] of Object.entries(LIMITS))
      if (!isCount(detail[field as keyof typeof LIMITS], max)) throw refuse(`sendDetail.${field}`);
    if (typeof detail.clientId !== 'string' || detail.clientId.length > 128)
      throw refuse('sendDetail.clientId');
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
