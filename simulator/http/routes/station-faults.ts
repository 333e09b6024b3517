import type { SimAdvanceResult } from '../../../src/contract/api/sim-faults';
import { ApiError, type Handler, type Router } from '../router';
import {
  advanceNow,
  faultAlarm,
  faultCell,
  FaultInputError,
  faultOutage,
  faultStorage,
  releaseCell,
} from '../../model/faults';
import type { StationRoutesDeps } from './station-common';

type Body = never;

/** `POST /api/__sim/*` fault hooks (only registered with test hooks on). */
export function registerFaultRoutes(router: Router, deps: StationRoutesDeps): void {
  const { model, publish } = deps;
  const hook = (name: string, fn: (body: Body) => unknown) => {
    const handler: Handler = (ctx) => {
      if (typeof ctx.body !== 'object' || ctx.body === null) throw new ApiError(400, 'JSON body required');
      try {
        return fn(ctx.body as Body) ?? true;
      } catch (e) {
        if (e instanceof FaultInputError) throw new ApiError(400, e.message);
        throw e;
      }
    };
    router.post(`__sim/${name}`, handler, 'public');
  };
  hook('cell', (b) => faultCell(model, b));
  hook('cell-release', (b) => ({ released: releaseCell(model, b) }));
  hook('alarm', (b) => faultAlarm(model, b, publish));
  hook('storage', (b) => faultStorage(model, b));
  hook('outage', (b) => faultOutage(model, b));
  hook('advance', (b: { seconds: unknown }): SimAdvanceResult => ({
    simTime: advanceNow(model, b.seconds, publish),
  }));
}
