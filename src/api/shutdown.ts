import type { Page } from '@/contract/envelope';
import {
  monthAvailabilitySchema,
  removedCountSchema,
  shutdownRecordSchema,
  type MonthAvailability,
  type ShutdownInput,
  type ShutdownRecord,
} from '@/contract/api/shutdown';
import { wireArray } from '@/contract/wire';
import { get, post } from './http';
import { readAnswer, readPage } from './read-answer';

/* Shutdown management (outageSys): src/contract/api/shutdown.ts; code 404 reads as no records. */

export interface ShutdownFilter {
  current: number;
  size: number;
  reason?: string;
  year?: string;
}

export async function listShutdowns(site: string, f: ShutdownFilter): Promise<Page<ShutdownRecord>> {
  return readPage(shutdownRecordSchema, await get('shutdown/list', { site, ...f }), 'shutdown/list');
}

export async function saveShutdown(site: string, input: ShutdownInput): Promise<ShutdownRecord> {
  const answer = await post('shutdown/save', { query: { site }, json: input });
  return readAnswer(shutdownRecordSchema, answer, 'shutdown/save');
}

export async function removeShutdowns(site: string, ids: string[]): Promise<{ removed: number }> {
  const answer = await post('shutdown/remove', { query: { site, ids: ids.join(',') } });
  return readAnswer(removedCountSchema, answer, 'shutdown/remove');
}

export async function getAvailability(site: string, year: number): Promise<MonthAvailability[]> {
  const answer = await get('shutdown/availability', { site, year });
  return readAnswer(wireArray(monthAvailabilitySchema), answer, 'shutdown/availability');
}
