import { describe, expect, it } from 'vitest';
import type { AlarmRecord } from '../../src/contract/alarm';
import type { AlarmLevelCounts } from '../../src/contract/api/alarm-api';
import { apiData, simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

const station = useTestStation({ login: ['operator'] });

const counts = (site = 'WZ001') =>
  apiData<AlarmLevelCounts>(station.sim, 'devicealarm/countByLevel', {
    token: station.operator,
    query: { site },
  });

describe('active alarms counted by level (devicealarm/countByLevel)', () => {
  it('counts every active alarm, past the 20 the list shows, and follows acknowledge and clear', async () => {
    const before = await counts();
    const otherBefore = await counts('WZ002');
    for (let i = 0; i < 25; i++)
      await simHook(station.sim, 'alarm', {
        site: 'WZ001',
        level: 3,
        content: `计数测试 ${i}`,
        contentEn: `Count test ${i}`,
        type: 'system',
        deviceName: 'SYS',
      });
    const after = await counts();
    expect(after.level3).toBe(before.level3 + 25);
    expect(after.total).toBe(after.level1 + after.level2 + after.level3);
    expect(after.total).toBeGreaterThan(20);
    const top = await apiData<AlarmRecord[]>(station.sim, 'devicealarm/selectTop20', {
      token: station.operator,
      query: { site: 'WZ001' },
    });
    expect(top).toHaveLength(20);

    const one = top.find((a) => a.contentEn?.startsWith('Count test'))!;
    await apiData(station.sim, 'devicealarm/acknowledge', {
      method: 'POST',
      token: station.operator,
      query: { id: one.id },
    });
    expect((await counts()).level3).toBe(after.level3); // acknowledged is still active
    await apiData(station.sim, 'devicealarm/clear', {
      method: 'POST',
      token: station.operator,
      query: { id: one.id },
    });
    expect((await counts()).level3).toBe(after.level3 - 1);
    // The other site's counts are its own.
    expect((await counts('WZ002')).level3).toBe(otherBefore.level3);
  });
});
