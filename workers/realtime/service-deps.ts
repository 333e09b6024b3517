import type { SchedulerLike } from 'rxjs';
import type { ClientFactory } from './connection';
import type { decodePayload } from './decode';
import type { FetchFn } from './fetch-answer';
import type { PostFn } from './traffic';

/** How long a filter nobody holds stays subscribed at the broker (see RealtimeService.unsubscribe). */
export const UNSUBSCRIBE_GRACE_MS = 2000;

/** Everything the service touches outside itself, so tests can run it in Node with fakes. */
export interface RealtimeServiceDeps {
  createClient: ClientFactory;
  /** RxJS scheduler for batching and the traffic timer (asyncScheduler in production). */
  scheduler: SchedulerLike;
  now: () => number;
  /** High-resolution clock for decode time. */
  perfNow: () => number;
  random: () => number;
  post: PostFn;
  /** GETs read off the main thread (fetch-answer.ts); the global fetch when not given. */
  get?: FetchFn;
  decode?: typeof decodePayload;
  reconnectBaseMs?: number;
}
