import type { EmsStatusZip, GeneratorData, GeneratorDevice, PowerGridData } from '@/contract/api/devicegroup';
import { unzipData } from './devicegroup';
import { get } from './http';

/* EMS gateway, grid meter and generator calls (spec §7 "Device groups and dashboard"). */

interface SiteQuery {
  site?: string;
}

export function getGatewayNos(q: SiteQuery = {}): Promise<string[]> {
  return get('ems/getGatewayNos', q);
}

export async function getEmsStatus(gatewayNo: string, q: SiteQuery = {}): Promise<EmsStatusZip> {
  return unzipData<EmsStatusZip>(await get<string>('ems/status/zip', { ...q, no: gatewayNo }));
}

export function getPowerGridData(groupNo: string, q: SiteQuery = {}): Promise<PowerGridData> {
  return get('powerGrid/data', { ...q, no: groupNo });
}

export function getGenerators(groupNo: string, q: SiteQuery = {}): Promise<GeneratorDevice[]> {
  return get('device/group/fdj', { ...q, groupNo });
}

export function getGeneratorData(fdjId: string, q: SiteQuery = {}): Promise<GeneratorData> {
  return get('fdj/getFdjData', { ...q, fdjId });
}
