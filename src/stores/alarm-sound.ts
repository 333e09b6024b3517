import { useSyncExternalStore } from 'react';
import { getStore, setStore, STORAGE_KEYS } from '@/lib/storage';

/*
 * The alarm sound: a per-browser setting (a wall screen may chime, an office laptop not), off
 * unless turned on. The banner plays one short tone per new L1 alarm.
 */

const listeners = new Set<() => void>();

function isAlarmSoundOn(): boolean {
  return getStore<boolean>(STORAGE_KEYS.alarmSound) === true;
}

export function setAlarmSound(on: boolean): void {
  setStore(STORAGE_KEYS.alarmSound, on);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAlarmSound(): boolean {
  return useSyncExternalStore(subscribe, isAlarmSoundOn, () => false);
}

let audio: AudioContext | null = null;

/** Two short tones; silent where the browser has no Web Audio or refuses to start it. */
export function chime(): void {
  try {
    audio ??= new AudioContext();
    const at = audio.currentTime;
    for (const [offset, hz] of [
      [0, 880],
      [0.25, 660],
    ] as const) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = hz;
      gain.gain.setValueAtTime(0.2, at + offset);
      gain.gain.exponentialRampToValueAtTime(0.001, at + offset + 0.2);
      osc.connect(gain).connect(audio.destination);
      osc.start(at + offset);
      osc.stop(at + offset + 0.2);
    }
  } catch {
    // no audio device or blocked before a user gesture: the banner is still there
  }
}
