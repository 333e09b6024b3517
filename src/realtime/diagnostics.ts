import type { RealtimeDiagnostics } from '../contract/realtime-api';
import { realtimeClient } from './realtime-client';

/** The service's counters (worker or inline); the bench and the diagnostics page read them. */
export function getRealtimeDiagnostics(): Promise<RealtimeDiagnostics> {
  return realtimeClient.diagnostics();
}

declare global {
  interface Window {
    __realtimeDiagnostics?: () => Promise<RealtimeDiagnostics>;
    __realtimePipeline?: string;
  }
}

/** Exposes the counters to Playwright (workers get no CDP session). */
export function exposeDiagnostics(): void {
  if (typeof window === 'undefined') return;
  window.__realtimeDiagnostics = getRealtimeDiagnostics;
  window.__realtimePipeline = realtimeClient.pipeline;
}
