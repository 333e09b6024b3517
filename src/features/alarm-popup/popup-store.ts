import { create } from 'zustand';
import type { AlarmRecord, GlobalAlarmSetting } from '@/contract/alarm';
import { dismissPopup, stepPopup, type PopupMemory, type PopupStep } from '@/lib/alarm-rules';

interface PopupState {
  memory: PopupMemory;
  visible: PopupStep['visible'];
  nextCheckAt: number | null;
  /** What the rules last ran on, so closing a card can run them again at once. */
  input: { active: readonly AlarmRecord[]; setting: GlobalAlarmSetting } | null;
}

/*
 * What the popup has shown this session; written only by the functions below. A module store (not
 * component state) so that locking the screen, which unmounts the shell, does not pop every
 * alarm again.
 */
export const usePopupStore = create<PopupState>()(() => ({
  memory: {},
  visible: [],
  nextCheckAt: null,
  input: null,
}));

export function evaluatePopup(active: readonly AlarmRecord[], setting: GlobalAlarmSetting, now = Date.now()) {
  const step = stepPopup(usePopupStore.getState().memory, active, setting, now);
  usePopupStore.setState({ ...step, input: { active, setting } });
}

/**
 * Closes one alarm's popup; it comes back after the period while still unacknowledged. The rules
 * run again now, so the time it is due is known even if no new alarm data ever arrives.
 */
export function closePopup(id: string, now = Date.now()) {
  const { memory, visible, input } = usePopupStore.getState();
  const closed = dismissPopup(memory, id, now);
  if (input) usePopupStore.setState(stepPopup(closed, input.active, input.setting, now));
  else usePopupStore.setState({ memory: closed, visible: visible.filter((v) => v.alarm.id !== id) });
}
