import type {
  SimAdvance,
  SimAdvanceResult,
  SimAlarmFault,
  SimCellFault,
  SimCellRelease,
  SimOutageFault,
  SimStorageFault,
} from '../../../src/contract/api/sim-faults';
import { ApiError, type Handler, type Router } from '../router';
import {
  advanceNow,
  faultAlarm,
  faultCell,
  FaultInputError,
  faultOutage,
  faultResync,
  faultStorage,
  releaseCell,
} from '../../model/faults';
import type { StationRoutesDeps } from './station-common';

/** `POST /api/__sim/*` fault hooks (only registered with test hooks on). */
export function registerFaultRoutes(router: Router, deps: StationRoutesDeps): void {
  const { model, publish } = deps;
  // Bodies are checked field by field inside the fault functions (FaultInputError → 400).
  const hook = <B>(name: string, fn: (body: B) => unknown) => {
    const handler: Handler = (ctx) => {
      if (typeof ctx.body !== 'object' || ctx.body === null) throw new ApiError(400, 'JSON body required');
      try {
        return fn(ctx.body as B) ?? true;
      } catch (e) {
        if (e instanceof FaultInputError) throw new ApiError(400, e.message);
        throw e;
      }
    };
    router.post(`__sim/${name}`, handler, 'public');
  };
  hook('cell', (b: SimCellFault) => faultCell(model, b));
  hook('cell-release', (b: SimCellRelease) => ({ released: releaseCell(model, b) }));
  hook('alarm', (b: SimAlarmFault) => faultAlarm(model, b, publish));
  hook('storage', (b: SimStorageFault) => faultStorage(model, b));
  hook('outage', (b: SimOutageFault) => faultOutage(model, b));
  hook('resync-fail', (b: { site: string }) => faultResync(model, b));
  hook('advance', (b: SimAdvance): SimAdvanceResult => ({
    simTime: advanceNow(model, b.seconds, publish),
  }));
}
