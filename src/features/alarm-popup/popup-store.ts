import { create } from 'zustand';
import type { AlarmRecord, GlobalAlarmSetting } from '@/contract/alarm';
import { dismissPopup, stepPopup, type PopupMemory, type PopupStep } from '@/lib/alarm-rules';

interface PopupState {
  memory: PopupMemory;
  visible: PopupStep['visible'];
  nextCheckAt: number | null;
}

/*
 * What the popup has shown this session; written only by the functions below. A module store (not
 * component state) so that locking the screen, which unmounts the shell, does not pop every
 * alarm again.
 */
export const usePopupStore = create<PopupState>()(() => ({ memory: {}, visible: [], nextCheckAt: null }));

export function evaluatePopup(active: readonly AlarmRecord[], setting: GlobalAlarmSetting, now = Date.now()) {
  const step = stepPopup(usePopupStore.getState().memory, active, setting, now);
  usePopupStore.setState(step);
}

/** Closes one alarm's popup; it comes back after the period while still unacknowledged. */
export function closePopup(id: string, now = Date.now()) {
  usePopupStore.setState((s) => ({
    memory: dismissPopup(s.memory, id, now),
    visible: s.visible.filter((v) => v.alarm.id !== id),
  }));
}
