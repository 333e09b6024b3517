import type { TrafficReport, TrafficReportTarget } from '../../src/contract/realtime-api';

/** Spec §9: the count is reported every 20 000 ms. */
export const TRAFFIC_REPORT_MS = 20_000;

export type PostFn = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
) => Promise<unknown>;

/** Flow monitoring (spec §4): bytes in/out while enabled, POSTed as sendDetail each period. */
export class TrafficMonitor {
  private target: TrafficReportTarget | null = null;
  periodIn = 0;
  periodOut = 0;
  totalIn = 0;
  totalOut = 0;
  reports = 0;
  reportErrors = 0;
  private periodStart = 0;

  constructor(
    private readonly post: PostFn,
    private readonly now: () => number,
  ) {}

  get enabled(): boolean {
    return this.target !== null;
  }

  enable(target: TrafficReportTarget): void {
    if (!this.target) {
      this.periodIn = this.periodOut = this.totalIn = this.totalOut = 0;
      this.periodStart = this.now();
    }
    this.target = target;
  }

  disable(): void {
    this.target = null;
    this.periodIn = this.periodOut = this.totalIn = this.totalOut = 0;
  }

  count(bytesIn: number, bytesOut: number): void {
    if (!this.target) return;
    this.periodIn += bytesIn;
    this.periodOut += bytesOut;
    this.totalIn += bytesIn;
    this.totalOut += bytesOut;
  }

  /** Sends the period's figures and starts a new period; the response is not read. */
  report(clientId: string): void {
    if (!this.target) return;
    const at = this.now();
    const body: TrafficReport = {
      sendDetail: {
        bytesIn: this.periodIn,
        bytesOut: this.periodOut,
        periodMs: at - this.periodStart,
        clientId,
        at,
      },
    };
    this.periodIn = this.periodOut = 0;
    this.periodStart = at;
    const headers = { ...this.target.headers, 'Content-Type': 'application/json' };
    this.post(this.target.url, { method: 'POST', headers, body: JSON.stringify(body) }).then(
      () => this.reports++,
      () => this.reportErrors++,
    );
  }

  snapshot() {
    return {
      bytesIn: this.periodIn,
      bytesOut: this.periodOut,
      totalIn: this.totalIn,
      totalOut: this.totalOut,
    };
  }
}
