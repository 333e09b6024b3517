import { beforeEach, describe, expect, it } from 'vitest';
import { closePopup, evaluatePopup, usePopupStore } from '@/features/alarm-popup/popup-store';
import { MINUTE_MS } from '@/lib/alarm-rules';
import { alarm, setting } from './factories';

const T0 = Date.UTC(2026, 10, 22, 10, 0, 0);
const shown = () => usePopupStore.getState().visible.map((v) => v.alarm.id);

beforeEach(() => usePopupStore.setState({ memory: {}, visible: [], nextCheckAt: null, input: null }));

describe('popup store', () => {
  it('knows when a closed alarm is due again without waiting for new alarm data', () => {
    const a = alarm({ level: 1 });
    const active = [a]; // the same array throughout: the live topic repeats an unchanged set
    evaluatePopup(active, setting({ period: 5 }), T0);
    expect(shown()).toEqual([a.id]);

    closePopup(a.id, T0 + 1000);
    expect(shown()).toEqual([]);
    expect(usePopupStore.getState().nextCheckAt).toBe(T0 + 1000 + 5 * MINUTE_MS);

    evaluatePopup(active, setting({ period: 5 }), T0 + 1000 + 5 * MINUTE_MS);
    expect(usePopupStore.getState().visible).toEqual([{ alarm: a, repeats: 1 }]);
  });

  it('with period 0 a closed alarm has nothing due and stays closed', () => {
    const a = alarm({ level: 1 });
    evaluatePopup([a], setting({ period: 0 }), T0);
    closePopup(a.id, T0 + 1000);
    expect(usePopupStore.getState().nextCheckAt).toBeNull();
    evaluatePopup([a], setting({ period: 0 }), T0 + 60 * MINUTE_MS);
    expect(shown()).toEqual([]);
  });

  it('closing one card leaves the others shown', () => {
    const a = alarm({ level: 1 });
    const b = alarm({ level: 2 });
    evaluatePopup([a, b], setting({ period: 1 }), T0);
    closePopup(b.id, T0 + 10);
    expect(shown()).toEqual([a.id]);
  });
});
