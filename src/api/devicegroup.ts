import type { z } from 'zod';
import type {
  ClusterDetailUip,
  ClusterUip,
  DeviceGroup,
  RackBalanceZip,
  RackMaxMinInfo,
  RealPower,
  StackModel,
} from '@/contract/api/devicegroup';
import {
  clusterDetailUipSchema,
  clusterUipSchema,
  deviceGroupSchema,
  rackBalanceZipSchema,
  rackMaxMinInfoSchema,
  realPowerSchema,
  stackModelSchema,
} from '@/contract/api/devicegroup-answers';
import { wireArray, wireNullable } from '@/contract/wire';
import { translate } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { ApiError } from '@/contract/api-error';
import { get } from './http';
import { readAnswer } from './read-answer';

/*
 * Device-group and dashboard calls (spec §7). Every call may name a site; the simulator and a
 * real station default to WZ001. Answers are read with the contract's schemas; a code-404 answer
 * (spec §8: normal, data null) reads as no list, or null.
 */

interface SiteQuery {
  site?: string;
}

/**
 * `data` of the `* /zip` calls: base64 text of zlib-deflated JSON, inflated with the browser's
 * own DecompressionStream (no library in the page bundle). Anything but text is passed on as is
 * (null on a code-404 answer); text that does not inflate to JSON rejects like a malformed answer.
 */
async function unzipData(data: unknown, path: string): Promise<unknown> {
  if (typeof data !== 'string') return data;
  try {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'));
    return JSON.parse(await new Response(stream).text()) as unknown;
  } catch {
    const message = `${translate('errors:badResponse')} (${path})`;
    notify.error(message);
    throw new ApiError('answer', message, { body: data });
  }
}

/** A `* /zip` call's answer (`get(path, …)`), inflated and read with `schema`. */
export async function readZipped<S extends z.ZodType>(
  schema: S,
  path: string,
  answer: Promise<unknown>,
): Promise<z.output<S>> {
  return readAnswer(schema, await unzipData(await answer, path), path);
}

export async function getDeviceGroups(q: SiteQuery = {}): Promise<DeviceGroup[]> {
  const path = 'devicegroup/selectSys';
  return readAnswer(wireArray(deviceGroupSchema), await get(path, q), path);
}

export async function getRealPower(q: SiteQuery = {}): Promise<RealPower | null> {
  const path = 'devicegroup/getRealPower';
  return readAnswer(wireNullable(realPowerSchema), await get(path, q), path);
}

export function getRackBalance(q: SiteQuery = {}): Promise<RackBalanceZip | null> {
  const path = 'devicegroup/rackBalance/zip';
  return readZipped(wireNullable(rackBalanceZipSchema), path, get(path, q));
}

export async function getClusterUips(q: SiteQuery = {}): Promise<ClusterUip[]> {
  const path = 'devicegroup/initUIP';
  return readAnswer(wireArray(clusterUipSchema), await get(path, q), path);
}

export async function getStackModel(q: SiteQuery = {}): Promise<StackModel | null> {
  const path = 'devicegroup/getDuiModel';
  return readAnswer(wireNullable(stackModelSchema), await get(path, q), path);
}

/** One cluster with its racks; `clusterNo` is 1-based. */
export async function getClusterDetail(
  clusterNo: number,
  q: SiteQuery = {},
): Promise<ClusterDetailUip | null> {
  const path = 'devicegroup/initDetailUIP';
  return readAnswer(wireNullable(clusterDetailUipSchema), await get(path, { ...q, no: clusterNo }), path);
}

/** Voltage and temperature extremes with 1-based positions, for one cluster or all. */
export async function getRackMaxMin(clusterNo?: number, q: SiteQuery = {}): Promise<RackMaxMinInfo[]> {
  const path = 'devicegroup/rackMaxMinInfo';
  return readAnswer(wireArray(rackMaxMinInfoSchema), await get(path, { ...q, no: clusterNo }), path);
}
