import { useQuery } from '@tanstack/react-query';
import type {
  BmsIndex,
  BmsState,
  ControlState,
  PlanInput,
  StrategyPlan,
  StrategyTemplate,
  TemplateInput,
} from '@/contract/api/strategy';
import { get, post } from './http';

/* Strategy templates, plans, the control state and the battery system (contract/api/strategy.ts). */

export const strategyKeys = {
  active: (site: string) => ['strategy', 'active', site] as const,
  templates: (site: string) => ['strategy', 'templates', site] as const,
  plans: (site: string) => ['strategy', 'plans', site] as const,
  bms: (site: string) => ['strategy', 'bms', site] as const,
};

export const getControlState = (site: string) => get<ControlState>('strategy/active', { site });
export const listTemplates = (site: string) => get<StrategyTemplate[]>('strategy/template/list', { site });
export const getTemplate = (site: string, id: string) =>
  get<StrategyTemplate>('strategy/template/detail', { site, id });
export const saveTemplate = (site: string, input: TemplateInput) =>
  post<StrategyTemplate>('strategy/template/save', { query: { site }, json: input });
export const removeTemplates = (site: string, ids: string[]) =>
  post<boolean>('strategy/template/remove', { query: { site, ids: ids.join(',') } });
export const copyTemplate = (site: string, id: string) =>
  post<StrategyTemplate>('strategy/template/copy', { query: { site, id } });
/** Silent: the caller says 'Strategy delivery failed!'. */
export const deliverTemplate = (site: string, id: string) =>
  post<StrategyTemplate>('strategy/template/deliver', { query: { site, id } }, { silent: true });
export const listPlans = (site: string) => get<StrategyPlan[]>('strategy/plan/list', { site });
export const savePlan = (site: string, input: PlanInput) =>
  post<StrategyPlan>('strategy/plan/save', { query: { site }, json: input });
export const removePlans = (site: string, ids: string[]) =>
  post<boolean>('strategy/plan/remove', { query: { site, ids: ids.join(',') } });

export const getBmsState = (site: string) => get<BmsState>('bms/system/state', { site }, { silent: true });
export const getBmsIndex = (site: string) => get<BmsIndex>('bms/system/index', { site }, { silent: true });
/** Silent: the caller says 'Command send failed!'. */
export const setBmsState = (site: string, state: 0 | 1) =>
  post<BmsState>('bms/system/state/set', { query: { site, state } }, { silent: true });
export const setBmsIndex = (site: string, index: 0 | 1 | 2) =>
  post<BmsIndex>('bms/system/index/set', { query: { site, index } }, { silent: true });

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
