import type { PushGroup, PushLevel } from '../../../src/contract/api/alarm-push';
import { apiData, type ApiOptions } from './sim-api';

/** One route sample of sim-route-sweep.test.ts (same shape as its `Sample`). */
interface AlarmPushSample {
  kind: 'data' | 'page';
  request?: () => Promise<ApiOptions> | ApiOptions;
}

/**
 * The alarm push routes (issue 25) for the route sweep, in call order: what is added is removed
 * again at the end. `ctx` gives the running simulator and an administrator's token.
 */
export function alarmPushSamples(
  ctx: () => { sim: { url: string }; admin: string },
): Record<string, AlarmPushSample> {
  const find = async <T extends { id: string; name: string }>(path: string) => {
    const { sim, admin } = ctx();
    const rows = await apiData<T[]>(sim, path, { token: admin });
    return rows.find((r) => r.name === 'Sweep')?.id ?? 'none';
  };
  return {
    'GET alarmPush/group/list': { kind: 'data' },
    'POST alarmPush/group/submit': {
      kind: 'data',
      request: () => ({ body: { name: 'Sweep', nameEn: 'Sweep', remark: '', userIds: [] } }),
    },
    'GET alarmPush/group/selected': { kind: 'data', request: () => ({ query: { groupId: 'seed-duty' } }) },
    'GET alarmPush/group/unselected': { kind: 'data', request: () => ({ query: { groupId: 'seed-duty' } }) },
    'GET alarmPush/level/list': { kind: 'data' },
    'GET alarmPush/level/useList': { kind: 'data' },
    'POST alarmPush/level/submit': {
      kind: 'data',
      request: () => ({
        body: { name: 'Sweep', nameEn: 'Sweep', alarmLevels: [3], channels: ['app'], enabled: true },
      }),
    },
    'POST alarmPush/groupRelation/set': {
      kind: 'data',
      request: () => ({
        query: { site: 'WZ001' },
        body: {
          groupId: 'seed-duty',
          levelIds: ['seed-urgent', 'seed-major', 'seed-minor'],
          deviceTypes: [],
        },
      }),
    },
    'GET alarmPush/groupRelation/edit': { kind: 'data', request: () => ({ query: { site: 'WZ001' } }) },
    'GET alarmPush/notify/log': { kind: 'page', request: () => ({ query: { site: 'WZ001' } }) },
    'POST alarmPush/level/remove': {
      kind: 'data',
      request: async () => ({ query: { ids: await find<PushLevel>('alarmPush/level/list') } }),
    },
    'POST alarmPush/group/remove': {
      kind: 'data',
      request: async () => ({ query: { ids: await find<PushGroup>('alarmPush/group/list') } }),
    },
  };
}
