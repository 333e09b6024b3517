import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deviceKeys, getDeviceTypes, getGatewaysAndContainers } from '@/api/devices';
import { DEVICE_TYPES, type DeviceType, type GatewaysAndContainers } from '@/contract/api/devices';
import { containerLabel } from '@/lib/container-name';
import { usePreferences } from '@/stores/preferences';

const EMPTY: GatewaysAndContainers = { gateways: [], containers: [] };

/** The site's gateways and containers, with names by id (empty on a code-404 answer). */
export function useDeviceRefs(site: string) {
  const { t } = useTranslation('devices');
  const language = usePreferences((s) => s.language);
  const query = useQuery({
    queryKey: deviceKeys.refs(site),
    queryFn: () => getGatewaysAndContainers(site),
  });
  // The types the station offers (deviceTypeList); the known list while it is not answered.
  const types = useQuery({ queryKey: deviceKeys.types, queryFn: () => getDeviceTypes(site) });
  const known = (types.data ?? [])
    .map((x) => x.type)
    .filter((x): x is DeviceType => DEVICE_TYPES.includes(x));
  const answered = query.data ?? EMPTY;
  // Containers by their readable name ('#1' read like a placeholder; issue 30): the table, the
  // filter, the form and the batch change all show this one.
  const numbered = (no: number) => t('containers.numbered', { no });
  const containers = answered.containers.map((c) => ({
    ...c,
    name: containerLabel(c, language, numbered).text,
  }));
  const refs = { ...answered, containers, types: known.length ? known : [...DEVICE_TYPES] };
  const gatewayName = new Map(refs.gateways.map((g) => [g.id, g.name]));
  const containerName = new Map(refs.containers.map((c) => [c.id, c.name]));
  return { refs, gatewayName, containerName };
}

export type DeviceRefs = ReturnType<typeof useDeviceRefs>;
