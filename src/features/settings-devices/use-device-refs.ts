import { useQuery } from '@tanstack/react-query';
import { deviceKeys, getDeviceTypes, getGatewaysAndContainers } from '@/api/devices';
import { DEVICE_TYPES, type DeviceType, type GatewaysAndContainers } from '@/contract/api/devices';

const EMPTY: GatewaysAndContainers = { gateways: [], containers: [] };

/** The site's gateways and containers, with names by id (empty on a code-404 answer). */
export function useDeviceRefs(site: string) {
  const query = useQuery({
    queryKey: deviceKeys.refs(site),
    queryFn: () => getGatewaysAndContainers(site),
  });
  // The types the station offers (deviceTypeList); the known list while it is not answered.
  const types = useQuery({ queryKey: deviceKeys.types, queryFn: () => getDeviceTypes(site) });
  const known = (types.data ?? [])
    .map((x) => x.type)
    .filter((x): x is DeviceType => DEVICE_TYPES.includes(x));
  const refs = { ...(query.data ?? EMPTY), types: known.length ? known : [...DEVICE_TYPES] };
  const gatewayName = new Map(refs.gateways.map((g) => [g.id, g.name]));
  const containerName = new Map(refs.containers.map((c) => [c.id, c.name]));
  return { refs, gatewayName, containerName };
}

export type DeviceRefs = ReturnType<typeof useDeviceRefs>;
