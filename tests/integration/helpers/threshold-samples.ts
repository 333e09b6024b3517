import { defaultTagRule } from '../../../src/contract/api/tag-alarm';
import { defaultRule } from '../../../src/contract/threshold-rules';
import { apiCall, type ApiOptions } from './sim-api';

/** One route sample of sim-route-sweep.test.ts (same shape as its `Sample`). */
interface ThresholdSample {
  kind: 'data' | 'page';
  request?: () => Promise<ApiOptions> | ApiOptions;
}

/**
 * The rule tester's replay, the threshold import and the tag alarm routes (issue 25) for the route
 * sweep. The import reads back the station's own export, so nothing changes.
 */
export function thresholdSamples(
  ctx: () => { sim: { url: string }; admin: string },
): Record<string, ThresholdSample> {
  return {
    'GET deviceThreshold/replay': {
      kind: 'data',
      request: () => ({ query: { rule: JSON.stringify(defaultRule('soc')) } }),
    },
    'POST deviceThreshold/template/import': {
      kind: 'data',
      request: async () => {
        const { sim, admin } = ctx();
        const file = await apiCall<Buffer>(sim, 'deviceThreshold/template/export', { token: admin });
        const content = Buffer.from(file.body as unknown as ArrayBuffer).toString('base64');
        return { body: { fileName: 'sweep.xlsx', content } };
      },
    },
    'GET tagalarm/list': { kind: 'data' },
    'GET tagalarm/data': { kind: 'data' },
    'POST tagalarm/batchSubmit': {
      kind: 'data',
      request: () => ({ body: { rules: [defaultTagRule('ST_SOC')] } }),
    },
  };
}
