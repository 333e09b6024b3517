import { DATA_CHECK_MESSAGES, fillMessage } from '../../../src/contract/api/device-messages';
import type { DataCheck, DataProblem, MultiRateMeterDevice } from '../../../src/contract/api/devices';
import type { Router } from '../router';
import type { DeviceRouteDeps } from './device-management';
import { siteOf } from './station-common';

/**
 * `deviceManagement/dataCheck` and `getMultiRateMeter` (spec §7 Device management): whether each
 * configured device delivers data now, read from the same device health the devices topic
 * carries (device-live.ts), and the meters the multi-rate meter templates apply to.
 */
export function registerDeviceDataRoutes(router: Router, deps: DeviceRouteDeps): void {
  const B = 'deviceManagement';
  router.get(`${B}/dataCheck`, (ctx): DataCheck => {
    const site = siteOf(ctx, deps);
    const devices = deps.live.status(site);
    const problems: DataProblem[] = [];
    for (const d of devices) {
      const kind = !d.online ? 'offline' : d.values && Object.keys(d.values).length ? null : 'noReadings';
      if (kind)
        problems.push({
          deviceId: d.id,
          name: d.name,
          type: d.type,
          kind,
          lastSeen: d.lastSeen,
          message: fillMessage(DATA_CHECK_MESSAGES[kind][ctx.lang], { name: d.name }),
        });
    }
    return {
      ok: problems.length === 0,
      devices: devices.length,
      checkedAt: deps.model.engine.simMs,
      problems,
    };
  });
  router.get(`${B}/getMultiRateMeter`, (ctx): MultiRateMeterDevice[] => {
    const site = siteOf(ctx, deps);
    return deps.devices.list(site, { type: 'meter' }).map((d) => ({
      id: d.id,
      name: d.name,
      sn: d.sn,
      gatewayId: d.gatewayId,
      pt: d.pt,
      ct: d.ct,
      online: deps.live.online(d.id) && deps.live.online(d.gatewayId),
    }));
  });
}
