import type { NodeConfig, NodeConfigSet } from '@/contract/api/node-config';
import { get, post } from './http';

/* Multi-device-support node config (deviceChooseSys): src/contract/api/node-config.ts. */

export function getNodeConfig(site: string): Promise<NodeConfig> {
  return get('nodeConfig/get', { site });
}

export function setNodeConfig(site: string, body: NodeConfigSet): Promise<NodeConfig> {
  return post('nodeConfig/set', { query: { site }, json: body });
}

/** The one query of the node config: every page showing a model's fields shares its cache. */
export function nodeConfigQuery(site: string) {
  return { queryKey: ['nodeConfig', site] as const, queryFn: () => getNodeConfig(site) };
}
