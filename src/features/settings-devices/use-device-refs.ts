import { useQuery } from '@tanstack/react-query';
import { deviceKeys, getGatewaysAndContainers } from '@/api/devices';
import type { GatewaysAndContainers } from '@/contract/api/devices';

const EMPTY: GatewaysAndContainers = { gateways: [], containers: [] };

/** The site's gateways and containers, with names by id (empty on a code-404 answer). */
export function useDeviceRefs(site: string) {
  const query = useQuery({
    queryKey: deviceKeys.refs(site),
    queryFn: () => getGatewaysAndContainers(site),
  });
  const refs = query.data ?? EMPTY;
  const gatewayName = new Map(refs.gateways.map((g) => [g.id, g.name]));
  const containerName = new Map(refs.containers.map((c) => [c.id, c.name]));
  return { refs, gatewayName, containerName };
}

export type DeviceRefs = ReturnType<typeof useDeviceRefs>;
