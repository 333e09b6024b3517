import { useEffect, useState } from 'react';
import type { RealtimeDiagnostics } from '@/contract/realtime-api';
import { getRealtimeDiagnostics } from '@/realtime/diagnostics';

/** Polls the service's counters once a second while the page is open. */
export function useDiagnostics(periodMs = 1000): { data: RealtimeDiagnostics | null; failed: boolean } {
  const [state, setState] = useState<{ data: RealtimeDiagnostics | null; failed: boolean }>({
    data: null,
    failed: false,
  });
  useEffect(() => {
    let alive = true;
    const read = () =>
      getRealtimeDiagnostics().then(
        (data) => alive && setState({ data, failed: false }),
        () => alive && setState((s) => ({ ...s, failed: true })),
      );
    void read();
    const timer = setInterval(() => void read(), periodMs);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [periodMs]);
  return state;
}
