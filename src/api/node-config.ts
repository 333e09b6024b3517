import { nodeConfigSchema, type NodeConfig, type NodeConfigSet } from '@/contract/api/node-config';
import { wireNullable } from '@/contract/wire';
import { get, post } from './http';
import { readAnswer } from './read-answer';

/*
 * Multi-device-support node config (deviceChooseSys): src/contract/api/node-config.ts. An
 * extension: a real backend answers code 404 (null), and each type shows its first model.
 */

export async function getNodeConfig(site: string): Promise<NodeConfig | null> {
  return readAnswer(wireNullable(nodeConfigSchema), await get('nodeConfig/get', { site }), 'nodeConfig/get');
}

export async function setNodeConfig(site: string, body: NodeConfigSet): Promise<NodeConfig> {
  return readAnswer(
    nodeConfigSchema,
    await post('nodeConfig/set', { query: { site }, json: body }),
    'nodeConfig/set',
  );
}

/** The one query of the node config: every page showing a model's fields shares its cache. */
export function nodeConfigQuery(site: string) {
  return { queryKey: ['nodeConfig', site] as const, queryFn: () => getNodeConfig(site) };
}
