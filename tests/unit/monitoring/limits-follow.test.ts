import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { levelOf, scaleFor } from '@/components/charts/color-scale';
import { combinedHealth, DEFAULT_ALARM_THRESHOLDS, valueHealth } from '@/contract/limits';
import { SUMMARY_COL } from '@/contract/realtime-api';
import { setAlarmThresholds, useLimits } from '@/stores/limits';
import { startClusterService } from '../realtime/fakes';

const LOWERED = { ...DEFAULT_ALARM_THRESHOLDS, cellOverVoltageMv: { raise: 3450, recover: 3400 } };

describe('limits that follow the administrator', () => {
  afterEach(() => setAlarmThresholds(DEFAULT_ALARM_THRESHOLDS));

  it('the main thread derives status, colour band and legend from the fetched thresholds', () => {
    const before = useLimits.getState().cell;
    expect(valueHealth(3500, before.voltageMv)).toBe(0);
    expect(levelOf(scaleFor('voltage', 'limits', before), 3500)).toBe('normal');

    expect(setAlarmThresholds(LOWERED)).toBe(true);
    expect(setAlarmThresholds({ ...LOWERED })).toBe(false); // same values: no new limits, no renders
    const after = useLimits.getState().cell;
    expect(after.voltageMv).toMatchObject({ highWarn: 3400, highAlarm: 3450 });
    expect(valueHealth(3500, after.voltageMv)).toBe(2);
    expect(valueHealth(3420, after.voltageMv)).toBe(1);
    expect(levelOf(scaleFor('voltage', 'limits', after), 3500)).toBe('highAlarm');
    // A cleared alarm does not make it normal.
    expect(combinedHealth(valueHealth(3500, after.voltageMv), null)).toBe(2);
  });

  describe('in the worker', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('measured health and the worst cells follow setLimits from the next message on', async () => {
      const { service, batches, send: deliver } = await startClusterService();
      const send = async (ts: number) => {
        await deliver(ts, (i) => (i === 3 ? 3500 : 3420));
        return batches.filter((b) => b.clusters).at(-1)!.clusters!;
      };
      const first = await send(1);
      expect(first.summary[SUMMARY_COL.health]).toBe(0);
      expect(first.worst!.WZ001.highVoltage[0]).toMatchObject({ index: 3, value: 3500, health: 0 });

      await service.setLimits(LOWERED);
      const second = await send(2);
      expect(second.summary[SUMMARY_COL.health]).toBe(2);
      expect(second.worst!.WZ001.highVoltage[0]).toMatchObject({ index: 3, value: 3500, health: 2 });
      service.dispose();
    });
  });
});
