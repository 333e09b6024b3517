import type { Page } from '@/contract/envelope';
import type { MonthAvailability, ShutdownInput, ShutdownRecord } from '@/contract/api/shutdown';
import { get, post } from './http';

/* Shutdown management (outageSys): src/contract/api/shutdown.ts. */

export interface ShutdownFilter {
  current: number;
  size: number;
  reason?: string;
  year?: string;
}

export function listShutdowns(site: string, f: ShutdownFilter): Promise<Page<ShutdownRecord>> {
  return get('shutdown/list', { site, ...f });
}

export function saveShutdown(site: string, input: ShutdownInput): Promise<ShutdownRecord> {
  return post('shutdown/save', { query: { site }, json: input });
}

export function removeShutdowns(site: string, ids: string[]): Promise<{ removed: number }> {
  return post('shutdown/remove', { query: { site, ids: ids.join(',') } });
}

export function getAvailability(site: string, year: number): Promise<MonthAvailability[]> {
  return get('shutdown/availability', { site, year });
}
