import { useEffect } from 'react';
import { setAnswerReader } from '@/api/http';
import { realtimeClient } from '@/realtime/realtime-client';

/**
 * While the shell runs the realtime worker, the http client's `offMainThread` GETs (a custom
 * chart's or a history period's large answer) are fetched and parsed there: the main thread only
 * takes the parsed answer (issues 28 and 34). In the bench's inline mode they stay here.
 */
export function useAnswerReader(): void {
  useEffect(() => {
    if (realtimeClient.pipeline !== 'worker') return;
    setAnswerReader((call) => realtimeClient.fetchAnswer(call));
    return () => setAnswerReader(null);
  }, []);
}
