import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  bmsIndexSchema,
  bmsStateSchema,
  controlStateSchema,
  strategyPlanSchema,
  strategyTemplateSchema,
  type BmsIndex,
  type BmsState,
  type ControlState,
  type PlanInput,
  type StrategyPlan,
  type StrategyTemplate,
  type TemplateInput,
} from '@/contract/api/strategy';
import { wireArray, wireNullable } from '@/contract/wire';
import { get, post, type CallOptions } from './http';
import { readAnswer } from './read-answer';

/*
 * Strategy templates, plans, the control state and the battery system (contract/api/strategy.ts).
 * Answers are read with the contract's schemas; a code-404 answer reads as null or [].
 */

export const strategyKeys = {
  active: (site: string) => ['strategy', 'active', site] as const,
  templates: (site: string) => ['strategy', 'templates', site] as const,
  plans: (site: string) => ['strategy', 'plans', site] as const,
  bms: (site: string) => ['strategy', 'bms', site] as const,
};

const read =
  <S extends z.ZodType>(schema: S, path: string, options: CallOptions = {}) =>
  async (answer: Promise<unknown>): Promise<z.output<S>> =>
    readAnswer(schema, await answer, path, options);

const templates = wireArray(strategyTemplateSchema);
const plans = wireArray(strategyPlanSchema);
const silent = { silent: true };

/** The control state (extension: null where the station answers code 404). */
export const getControlState = (site: string): Promise<ControlState | null> =>
  read(wireNullable(controlStateSchema), 'strategy/active')(get('strategy/active', { site }));
export const listTemplates = (site: string): Promise<StrategyTemplate[]> =>
  read(templates, 'strategy/template/list')(get('strategy/template/list', { site }));
/** One stored template (for a reload after a conflict): code 404 rejects, there is nothing to edit. */
export const getTemplate = (site: string, id: string): Promise<StrategyTemplate> =>
  read(strategyTemplateSchema, 'strategy/template/detail')(get('strategy/template/detail', { site, id }));
export const saveTemplate = (site: string, input: TemplateInput): Promise<StrategyTemplate> =>
  read(
    strategyTemplateSchema,
    'strategy/template/save',
  )(post('strategy/template/save', { query: { site }, json: input }));
/** Resolves when the station took it (what it answers is not read). */
export const removeTemplates = async (site: string, ids: string[]): Promise<void> => {
  await post('strategy/template/remove', { query: { site, ids: ids.join(',') } });
};
export const copyTemplate = (site: string, id: string): Promise<StrategyTemplate> =>
  read(
    strategyTemplateSchema,
    'strategy/template/copy',
  )(post('strategy/template/copy', { query: { site, id } }));
/** Silent: the caller says 'Strategy delivery failed!'. */
export const deliverTemplate = (site: string, id: string): Promise<StrategyTemplate> =>
  read(
    strategyTemplateSchema,
    'strategy/template/deliver',
    silent,
  )(post('strategy/template/deliver', { query: { site, id } }, silent));
export const listPlans = (site: string): Promise<StrategyPlan[]> =>
  read(plans, 'strategy/plan/list')(get('strategy/plan/list', { site }));
export const savePlan = (site: string, input: PlanInput): Promise<StrategyPlan> =>
  read(
    strategyPlanSchema,
    'strategy/plan/save',
  )(post('strategy/plan/save', { query: { site }, json: input }));
/** Resolves when the station took it (what it answers is not read). */
export const removePlans = async (site: string, ids: string[]): Promise<void> => {
  await post('strategy/plan/remove', { query: { site, ids: ids.join(',') } });
};

export const getBmsState = (site: string): Promise<BmsState | null> =>
  read(wireNullable(bmsStateSchema), 'bms/system/state', silent)(get('bms/system/state', { site }, silent));
export const getBmsIndex = (site: string): Promise<BmsIndex | null> =>
  read(wireNullable(bmsIndexSchema), 'bms/system/index', silent)(get('bms/system/index', { site }, silent));
/** Silent: the caller says 'Command send failed!'. */
export const setBmsState = (site: string, state: 0 | 1): Promise<BmsState> =>
  read(
    bmsStateSchema,
    'bms/system/state/set',
    silent,
  )(post('bms/system/state/set', { query: { site, state } }, silent));
export const setBmsIndex = (site: string, index: 0 | 1 | 2): Promise<BmsIndex> =>
  read(
    bmsIndexSchema,
    'bms/system/index/set',
    silent,
  )(post('bms/system/index/set', { query: { site, index } }, silent));

/** The control state, refreshed every 5 s (mainSys "why" line and the control panel). */
export function useControlState(site: string) {
  return useQuery({
    queryKey: strategyKeys.active(site),
    queryFn: () => getControlState(site),
    refetchInterval: 5000,
  });
}

export function useTemplates(site: string) {
  return useQuery({ queryKey: strategyKeys.templates(site), queryFn: () => listTemplates(site) });
}

export function usePlans(site: string) {
  return useQuery({ queryKey: strategyKeys.plans(site), queryFn: () => listPlans(site) });
}
