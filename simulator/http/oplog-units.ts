import type { Lang } from './messages';
import type { Word } from './oplog-word';

/*
 * The unit of every numeric fact of the operation log (issue 30: '保存电站更多信息（容量 2150）'
 * said no unit). One table, field → unit, from the contract's meaning of the field: a fact that
 * shows a number reads its unit here, in the reader's language. A number that is not a quantity
 * (an inverter's or a pile's number, a container's number, a group number, a PT/CT ratio) is
 * worded by its label (NUMBER_LABELS) and has no unit.
 */

export const FIELD_UNITS: Readonly<Record<string, Word>> = {
  // station/moreInfo/set (StationMoreInfo: capacity kWh, ratedPower kW)
  capacity: ['kWh', 'kWh'],
  ratedPower: ['kW', 'kW'],
  // PV power set-point, manual control power, third-party power (all kW in the contract)
  power: ['kW', 'kW'],
  // charging sessions: the tariff and the energy
  rate: ['元/kWh', 'yuan/kWh'],
  energy: ['kWh', 'kWh'],
  // the container's CH4 alarm threshold
  ch4: ['ppm', 'ppm'],
  // data integrity rule: completeness threshold and flat-line duration
  threshold: ['%', '%'],
  flatMinutes: ['分钟', 'min'],
  // system configuration keys (config/update)
  autoLogoutMinutes: ['分钟', 'min'],
  autoClearDiskThreshold: ['%', '%'],
  autoClearCycleMonths: ['个月', 'months'],
  // environment device control: the air conditioner's set temperature
  setTemp: ['℃', '°C'],
};

/**
 * Labels whose number is an ordinal or a ratio, not a quantity: '逆变器 1', 'PT 100'. The log's
 * sweep test reads every other fact that ends in a bare number as a quantity without its unit.
 */
export const NUMBER_LABELS: readonly Word[] = [
  ['逆变器', 'inverter'],
  ['充电桩', 'charging pile'],
  ['编号', 'no.'],
  ['储能舱', 'Container'],
  ['组号', 'group no.'],
  ['PT', 'PT'],
  ['CT', 'CT'],
];

/** The unit of a field in `lang`, or undefined for a field without one. */
export function unitOf(field: string, lang: Lang): string | undefined {
  const u = FIELD_UNITS[field];
  return u ? u[lang === 'zh' ? 0 : 1] : undefined;
}

/** A value with its field's unit ('2150 kWh'); '%' and '℃' follow the number as the console writes them. */
export function withUnit(field: string, value: string, lang: Lang): string {
  const u = unitOf(field, lang);
  if (u === undefined) return value;
  return u === '%' || u === '℃' || u === '°C' ? `${value}${u}` : `${value} ${u}`;
}
