import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getDeviceGroups, getStackModel } from '@/api/devicegroup';
import { topologyFromGroups } from '@/contract/realtime-bounds';
import { useSite } from '@/stores/site';
import { realtimeClient } from '@/realtime/realtime-client';

/**
 * Tells the worker what the current site has (issue 33): its storage groups (clusters,
 * containers, one PCS each) and its battery stack (racks, cells per rack). Messages about
 * anything else, or with longer arrays, are dropped and counted. A station that answers neither
 * call leaves the worker on its fixed ceilings.
 */
export function useTopologySync(): void {
  const site = useSite((s) => s.currentSite);
  const { data } = useQuery({
    queryKey: ['devicegroup', 'topology', site],
    queryFn: async () => {
      const [groups, stack] = await Promise.all([
        getDeviceGroups({ site }),
        getStackModel({ site }).catch(() => null),
      ]);
      return groups ? topologyFromGroups(groups, stack) : null;
    },
    staleTime: 60_000,
    // Device management may add or remove a cluster: the worker follows within a minute.
    refetchInterval: 60_000,
  });
  useEffect(() => {
    if (data) void realtimeClient.setTopology(site, data);
  }, [site, data]);
}
