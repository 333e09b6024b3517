import { describe, expect, it } from 'vitest';
import {
  dismissPopup,
  latestActive,
  MINUTE_MS,
  popsUp,
  stepPopup,
  type PopupMemory,
} from '@/lib/alarm-rules';
import { DEFAULT_GLOBAL_ALARM_SETTING } from '@/contract/alarm';
import { alarm, setting } from './factories';

const T0 = Date.UTC(2026, 10, 22, 10, 0, 0);
const ids = (step: ReturnType<typeof stepPopup>) => step.visible.map((v) => v.alarm.id);

describe('which alarms pop up', () => {
  it('shows nothing with the spec defaults (enabled 0)', () => {
    const step = stepPopup({}, [alarm({ level: 1 })], DEFAULT_GLOBAL_ALARM_SETTING, T0);
    expect(step.visible).toEqual([]);
  });

  it('shows new alarms at or above the level (L1 most severe) and not the milder ones', () => {
    const l1 = alarm({ level: 1 });
    const l2 = alarm({ level: 2 });
    const l3 = alarm({ level: 3 });
    expect(ids(stepPopup({}, [l1, l2, l3], setting({ level: 2 }), T0))).toEqual([l1.id, l2.id]);
    expect(ids(stepPopup({}, [l3, l2, l1], setting({ level: 1 }), T0))).toEqual([l1.id]);
    expect(ids(stepPopup({}, [l3, l2, l1], setting({ level: 3 }), T0))).toEqual([l1.id, l2.id, l3.id]);
  });

  it('never shows an acknowledged alarm', () => {
    const a = alarm({ status: 'acknowledged', level: 1 });
    expect(popsUp(a, setting())).toBe(false);
    expect(stepPopup({}, [a], setting(), T0).visible).toEqual([]);
  });

  it('keeps showing an alarm until it is closed, acknowledged or gone', () => {
    const a = alarm();
    const first = stepPopup({}, [a], setting(), T0);
    const second = stepPopup(first.memory, [a], setting(), T0 + 5 * MINUTE_MS);
    expect(ids(second)).toEqual([a.id]);
    const acked = stepPopup(second.memory, [{ ...a, status: 'acknowledged' }], setting(), T0 + 6 * MINUTE_MS);
    expect(acked.visible).toEqual([]);
    const gone = stepPopup(second.memory, [], setting(), T0 + 6 * MINUTE_MS);
    expect(gone.memory).toEqual({});
  });
});

describe('repeating per period', () => {
  it('with period 0 shows a closed alarm once only', () => {
    const a = alarm();
    const shown = stepPopup({}, [a], setting({ period: 0 }), T0);
    const closed = dismissPopup(shown.memory, a.id, T0 + 1000);
    const later = stepPopup(closed, [a], setting({ period: 0 }), T0 + 24 * 60 * MINUTE_MS);
    expect(later.visible).toEqual([]);
    expect(later.nextCheckAt).toBeNull();
  });

  it('with period N shows a closed, unacknowledged alarm again N minutes after it was closed', () => {
    const a = alarm();
    const s = setting({ period: 5 });
    const shown = stepPopup({}, [a], s, T0);
    const closedAt = T0 + 30_000;
    const closed = dismissPopup(shown.memory, a.id, closedAt);
    const early = stepPopup(closed, [a], s, closedAt + 5 * MINUTE_MS - 1);
    expect(early.visible).toEqual([]);
    expect(early.nextCheckAt).toBe(closedAt + 5 * MINUTE_MS);
    const due = stepPopup(early.memory, [a], s, closedAt + 5 * MINUTE_MS);
    expect(due.visible).toEqual([{ alarm: a, repeats: 1 }]);
    // Closed again: the next repeat counts from the second close.
    const closedAgain = dismissPopup(due.memory, a.id, closedAt + 6 * MINUTE_MS);
    const next = stepPopup(closedAgain, [a], s, closedAt + 6 * MINUTE_MS);
    expect(next.nextCheckAt).toBe(closedAt + 11 * MINUTE_MS);
  });

  it('does not repeat an alarm that was acknowledged meanwhile', () => {
    const a = alarm();
    const s = setting({ period: 1 });
    const closed = dismissPopup(stepPopup({}, [a], s, T0).memory, a.id, T0);
    const step = stepPopup(closed, [{ ...a, status: 'acknowledged' }], s, T0 + 10 * MINUTE_MS);
    expect(step.visible).toEqual([]);
    expect(step.nextCheckAt).toBeNull();
  });

  it('shows an alarm that arrived while the popup was disabled once it is enabled', () => {
    const a = alarm();
    let memory: PopupMemory = stepPopup({}, [a], setting({ enabled: 0 }), T0).memory;
    expect(memory).toEqual({});
    memory = stepPopup(memory, [a], setting({ enabled: 1 }), T0 + 1000).memory;
    expect(memory[a.id]).toEqual({ since: T0 + 1000, dismissed: false, repeats: 0 });
  });
});

describe('active alarm list', () => {
  it('uses whichever of the REST list and the live topic arrived last', () => {
    const rest = [alarm()];
    const live = { ts: 1, active: [alarm(), alarm()] };
    expect(latestActive({ alarms: rest, at: 100 }, { value: live, at: 200 })).toEqual(live.active);
    expect(latestActive({ alarms: rest, at: 300 }, { value: live, at: 200 })).toEqual(rest);
    expect(latestActive(undefined, { value: live, at: 200 })).toEqual(live.active);
  });

  it('ignores a live payload of the wrong shape and drops inactive records', () => {
    const rest = [alarm(), alarm({ status: 'cleared' })];
    expect(latestActive({ alarms: rest, at: 100 }, { value: { nope: 1 }, at: 200 })).toEqual([rest[0]]);
    expect(latestActive(undefined, { value: 'garbage', at: 200 })).toBeUndefined();
  });
});
