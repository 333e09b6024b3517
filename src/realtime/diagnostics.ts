import type { RealtimeDiagnostics } from '../contract/realtime-api';
import { batchCost, type BatchCostReading } from './batch-cost';
import { realtimeClient } from './realtime-client';

/** The service's counters (worker or inline); the bench and the diagnostics page read them. */
export function getRealtimeDiagnostics(): Promise<RealtimeDiagnostics> {
  return realtimeClient.diagnostics();
}

declare global {
  interface Window {
    __realtimeDiagnostics?: () => Promise<RealtimeDiagnostics>;
    __realtimePipeline?: string;
    /** Main-thread time per realtime batch (batch-cost.ts), for the bench. */
    __realtimeBatchCost?: { read(): BatchCostReading; reset(): void };
  }
}

/** Exposes the counters to Playwright (workers get no CDP session). */
export function exposeDiagnostics(): void {
  if (typeof window === 'undefined') return;
  window.__realtimeDiagnostics = getRealtimeDiagnostics;
  window.__realtimePipeline = realtimeClient.pipeline;
  window.__realtimeBatchCost = { read: () => batchCost.read(), reset: () => batchCost.reset() };
}
