import type { Page } from '../../../src/contract/envelope';
import { apiData, type ApiOptions } from './sim-api';

/* What the route sweep's sample tables (route-sweep-*.ts) share with sim-route-sweep.test.ts. */

export type Kind = 'data' | 'page' | 'file' | 'zip' | 'stream';
export interface Sample {
  kind: Kind;
  /** A route that refuses in the sweep's state with a message (code 400), checked as such. */
  refused?: boolean;
  /** Request parameters; may read what earlier samples created. */
  request?: () => Promise<ApiOptions> | ApiOptions;
}

/** The sweep's station and administrator token (read when a sample is sent, not at module load). */
export type SweepContext = () => { sim: { url: string }; admin: string };

/** What earlier samples created, for the later ones that use it. */
export interface SweepState {
  userId: string;
  alarmId: string;
  adminId: string;
  templateId: string;
  copyId: string;
  planId: string;
  resetPassword: string;
}

export const today = new Date();
const pad = (n: number) => String(n).padStart(2, '0');
export const day = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
export const range = { query: { startTime: day, endTime: day } };
export const month = { query: { startTime: day.slice(0, 7), endTime: day.slice(0, 7) } };

/** The newest charging session of WZ001 (sessions are seeded with the model's history). */
export async function firstChargeId(ctx: SweepContext): Promise<string> {
  const page = await apiData<Page<{ id: string }>>(ctx().sim, 'emsChargeData/select', {
    token: ctx().admin,
    query: { size: 1 },
  });
  return page.records[0].id;
}
