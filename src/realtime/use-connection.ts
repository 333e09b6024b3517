import { useStore } from 'zustand';
import type { ConnectionState } from '../contract/realtime-api';
import { realtimeStore } from './realtime-store';

/** Broker connection state and the main-thread time of the last data batch. */
export function useConnection(): { state: ConnectionState; lastDataAt: number | null } {
  const state = useStore(realtimeStore, (s) => s.connection);
  const lastDataAt = useStore(realtimeStore, (s) => s.lastDataAt);
  return { state, lastDataAt };
}
