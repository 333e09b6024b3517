import type { UpgradeDevice, UpgradePackage } from '../../src/contract/api/upgrade';
import { activeList } from './alarms';
import { siteSoc } from './site';
import type { StationModel } from './station';

/** Below this storage power (kW) the PCS counts as idle. */
export const PCS_IDLE_KW = 1;
/** SOC range (%) in which a device may be upgraded while the PCS runs. */
export const SAFE_SOC = { min: 20, max: 90 } as const;

export interface Refusal {
  zh: string;
  en: string;
}

const fmt = (v: number) => v.toFixed(1);

/** Does an alarm's device name belong to the device (the BMS owns its clusters' BMS-n alarms)? */
const alarmOnDevice = (alarmDevice: string, device: UpgradeDevice): boolean =>
  alarmDevice === device.name || (device.type === 'bms' && /^BMS(-\d+)?$/.test(alarmDevice));

/**
 * The pre-flight check before a task starts (issue 26): the package is built for the device's
 * model, no task runs on the device, the PCS is idle or the SOC is in the safe range, and no L1
 * alarm is active on the device. The first refusal is returned in both languages, saying why.
 */
export function preflight(
  model: StationModel,
  site: string,
  device: UpgradeDevice,
  pkg: UpgradePackage,
  busy: boolean,
): Refusal | null {
  if (pkg.model !== device.model)
    return {
      zh: `升级包 ${pkg.name} 适用于型号 ${pkg.model}，${device.name} 的型号是 ${device.model}`,
      en: `Package ${pkg.name} is built for model ${pkg.model}; ${device.name} is model ${device.model}`,
    };
  if (busy)
    return {
      zh: `${device.name} 正在升级，请先等待或停止该任务`,
      en: `${device.name} is already upgrading: wait for that task or stop it first`,
    };
  if (pkg.version === device.version)
    return {
      zh: `${device.name} 已是版本 ${pkg.version}`,
      en: `${device.name} already runs version ${pkg.version}`,
    };
  const rt = model.runtime(site).site;
  const kw = rt.flows.storage;
  const soc = siteSoc(rt);
  if (Math.abs(kw) >= PCS_IDLE_KW && (soc < SAFE_SOC.min || soc > SAFE_SOC.max))
    return {
      zh: `PCS 正在运行（${fmt(kw)} kW），且 SOC ${fmt(soc)}% 不在安全范围 ${SAFE_SOC.min}–${SAFE_SOC.max}% 内：请待 PCS 待机后再升级`,
      en: `The PCS is running (${fmt(kw)} kW) and the SOC ${fmt(soc)} % is outside the safe range ${SAFE_SOC.min}–${SAFE_SOC.max} %: upgrade when the PCS is idle`,
    };
  const x = model.extras.get(site);
  const l1 = x
    ? activeList(x.alarms).find((a) => a.level === 1 && alarmOnDevice(a.deviceName, device))
    : undefined;
  if (l1)
    return {
      zh: `${device.name} 有未消除的一级告警：${l1.content}`,
      en: `${device.name} has an active L1 alarm: ${l1.contentEn || l1.content}`,
    };
  return null;
}
