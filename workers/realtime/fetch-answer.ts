import type { AnswerCall, FetchedAnswer } from '../../src/contract/realtime-api';
import { parseBody } from '../../src/lib/parse-body';

export type FetchFn = (url: string, init: RequestInit) => Promise<Response>;

/**
 * One GET read in the worker: the status and the parsed body, or 'timeout' / 'network' when no
 * answer came (the page's http client turns these into its own errors and toasts).
 */
export async function fetchAnswer(call: AnswerCall, fetchFn: FetchFn): Promise<FetchedAnswer> {
  try {
    const res = await fetchFn(call.url, {
      method: 'GET',
      headers: call.headers,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(call.timeoutMs),
    });
    return { ok: true, status: res.status, body: parseBody(await res.text()) };
  } catch (error) {
    const timeout = error instanceof DOMException && error.name === 'TimeoutError';
    return { ok: false, failure: timeout ? 'timeout' : 'network' };
  }
}
