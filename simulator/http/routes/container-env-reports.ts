import type { AirConditionerData, ContainerEnvData } from '../../../src/contract/api/containers';
import type { DeviceStore } from '../../store/device-store';
import type { ContainerEnv } from './container-env';
import type { DeviceLiveModel } from './device-live';

/** The container environment fields each device type measures (the rest: the gas sensor, humidity). */
const FIELDS_OF = {
  airConditioner: ['insideTempC'],
  fire: ['fire', 'smoke'],
  flooding: ['flooding'],
} as const satisfies Record<string, ReadonlyArray<keyof ContainerEnvData>>;
type Kind = keyof typeof FIELDS_OF;
const KINDS = Object.keys(FIELDS_OF) as Kind[];

/**
 * A container's environment and air-conditioner data as its devices report them (issue 27): what
 * a silent air conditioner, fire or flooding device measures is answered as of its last report
 * (kept each publish round while it reports), never the model's figures of now; the answer's
 * `ts` is then the oldest report it holds.
 */
export function createContainerEnvReports(env: ContainerEnv, devices: DeviceStore, live: DeviceLiveModel) {
  const lastEnv = new Map<string, ContainerEnvData>();
  const lastAc = new Map<string, AirConditionerData>();
  const key = (site: string, no: number, kind: Kind) => `${site}|${no}|${kind}`;

  /** The container's devices of `kind` and whether any of them reports (none configured: it reports). */
  const reports = (site: string, no: number, kind: Kind): boolean => {
    const container = devices.containers(site).find((c) => c.no === no);
    if (!container) return true;
    const list = devices.list(site, { containerId: container.id, type: kind });
    return list.length === 0 || list.some((d) => live.online(d.gatewayId) && live.online(d.id));
  };

  /** Once a round: the reporting devices' readings become their last report. */
  const round = (site: string) => {
    for (let no = 1; no <= env.containers(site); no++) {
      let now: ContainerEnvData | undefined;
      for (const kind of KINDS)
        if (reports(site, no, kind)) lastEnv.set(key(site, no, kind), (now ??= env.env(site, no)));
      if (reports(site, no, 'airConditioner'))
        lastAc.set(key(site, no, 'airConditioner'), env.airConditioner(site, no));
    }
  };

  return {
    round,
    env(site: string, no: number): ContainerEnvData {
      const now = env.env(site, no);
      const out: ContainerEnvData = { ...now };
      for (const kind of KINDS) {
        const kept = reports(site, no, kind) ? undefined : lastEnv.get(key(site, no, kind));
        if (!kept) continue;
        for (const f of FIELDS_OF[kind]) out[f] = kept[f];
        out.ts = Math.min(out.ts, kept.ts);
      }
      return out;
    },
    airConditioner(site: string, no: number): AirConditionerData {
      const kept = reports(site, no, 'airConditioner')
        ? undefined
        : lastAc.get(key(site, no, 'airConditioner'));
      return kept ?? env.airConditioner(site, no);
    },
  };
}
