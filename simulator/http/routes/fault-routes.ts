import { bodyObject } from '../params';
import { ApiError, type RequestContext, type Router } from '../router';
import type { FaultScope } from '../faults';
import type { SimulatorFaults } from '../simulator-faults';

function num(ctx: RequestContext, name: string, fallback?: number): number {
  const raw = bodyObject(ctx)[name] ?? ctx.query.get(name) ?? fallback;
  const n = Number(raw);
  if (raw === undefined || raw === null || raw === '' || !Number.isFinite(n) || n < 0) {
    throw new ApiError(400, `${name} must be a non-negative number`);
  }
  return n;
}

function text(ctx: RequestContext, name: string, fallback?: string): string {
  const raw = bodyObject(ctx)[name] ?? ctx.query.get(name) ?? fallback;
  if (typeof raw !== 'string') throw new ApiError(400, `${name} is required`);
  return raw;
}

const times = (ctx: RequestContext): number | null => {
  const raw = bodyObject(ctx).times ?? ctx.query.get('times');
  return raw === undefined || raw === null ? null : num(ctx, 'times');
};

/** `exact: true` matches the one path only; `method` ('GET', ...) only calls of that method. */
const scope = (ctx: RequestContext): FaultScope => {
  const body = bodyObject(ctx);
  const method = body.method;
  if (method !== undefined && (typeof method !== 'string' || !/^[A-Za-z]+$/.test(method)))
    throw new ApiError(400, 'method must be an HTTP method name');
  return { exact: body.exact === true, ...(typeof method === 'string' ? { method } : {}) };
};

/**
 * Test hooks (only registered with testHooks), public `POST /api/__sim/<name>`, JSON body:
 * drop-clients {}, publish {topic, payloadBase64}, slow {match, delayMs, times?},
 * fail {match, code, times?, exact?, method?}, token-502 {times?}, broker-down {seconds}, clear-faults {}.
 * Messages are English only: they are for test authors, never shown to users.
 */
export function registerFaultRoutes(router: Router, faults: SimulatorFaults): void {
  router.post('__sim/drop-clients', () => ({ dropped: faults.dropClients() }), 'public');
  router.post(
    '__sim/publish',
    (ctx) => {
      const topic = text(ctx, 'topic');
      if (topic === '' || /[#+]/.test(topic)) throw new ApiError(400, 'topic must be a plain topic name');
      faults.publish(topic, Buffer.from(text(ctx, 'payloadBase64', ''), 'base64'));
      return null;
    },
    'public',
  );
  router.post(
    '__sim/slow',
    (ctx) => faults.slow(text(ctx, 'match', ''), num(ctx, 'delayMs'), times(ctx)),
    'public',
  );
  router.post(
    '__sim/fail',
    (ctx) => faults.fail(text(ctx, 'match', ''), num(ctx, 'code'), times(ctx), scope(ctx)),
    'public',
  );
  router.post('__sim/token-502', (ctx) => faults.token502(num(ctx, 'times', 1)), 'public');
  router.post('__sim/broker-down', (ctx) => faults.brokerDown(num(ctx, 'seconds')), 'public');
  router.post('__sim/clear-faults', () => faults.clear(), 'public');
}
