import type { Page } from '@/contract/envelope';
import {
  pvDetailsRowSchema,
  pvDetailsShowSchema,
  pvInverterStateSchema,
  pvManualStateSchema,
  type PvDetailsRow,
  type PvDetailsShow,
  type PvInverterState,
  type PvManualState,
} from '@/contract/api/pv';
import { wireNullable } from '@/contract/wire';
import { get, post } from './http';
import { readAnswer, readPage } from './read-answer';

/*
 * Photovoltaic: PV control (spec §4) and the service PV details (src/contract/api/pv.ts). Answers
 * are read with the contract's schemas; a code-404 answer (spec §8: data null) reads as null or
 * no records.
 */

export async function getPvManualState(site: string): Promise<PvManualState | null> {
  const path = 'pvControl/manualState';
  return readAnswer(wireNullable(pvManualStateSchema), await get(path, { site }), path);
}

async function command(path: string, answer: Promise<unknown>): Promise<PvInverterState> {
  return readAnswer(pvInverterStateSchema, await answer, path);
}

export function setPvRun(site: string, no: number, run: 0 | 1): Promise<PvInverterState> {
  const path = 'pvControl/runSet';
  return command(path, post(path, { query: { site }, json: { no, run } }));
}

export function setPvEnable(site: string, no: number, enable: 0 | 1): Promise<PvInverterState> {
  const path = 'pvControl/pvenableSet';
  return command(path, post(path, { query: { site }, json: { no, enable } }));
}

export function setPvPower(site: string, no: number, power: number): Promise<PvInverterState> {
  const path = 'pvControl/powerSet';
  return command(path, post(path, { query: { site }, json: { no, power } }));
}

export async function getPvDetails(site: string): Promise<PvDetailsShow | null> {
  return readAnswer(
    wireNullable(pvDetailsShowSchema),
    await get('pvdetails/show', { site }),
    'pvdetails/show',
  );
}

export async function getPvDetailsList(site: string, current = 1, size = 50): Promise<Page<PvDetailsRow>> {
  return readPage(pvDetailsRowSchema, await get('pvdetails/list', { site, current, size }), 'pvdetails/list');
}
