import type { AlarmSample } from './alarms';
import { type ClusterStats, containerMaxTemp } from './bank-stats';
import type { Site } from './site';
import { siteSoc } from './site';
import { formatCellAddress } from '../../src/lib/cell-address';
import { CELLS_PER_PACK, CLUSTERS_PER_CONTAINER } from './bank';
import { type EnvState, isFireForced, isFlooded } from './env';
import { type AlarmThresholds, DEFAULT_ALARM_THRESHOLDS } from './thresholds';
import { deviceSerial } from './device-serial';

/** The cell's address in the console's one format, in both languages (alarm content and contentEn). */
const cellName = (site: Site, clusterIndex: number, i: number) => {
  const cells = site.config.cells;
  const a = {
    container: Math.floor(clusterIndex / CLUSTERS_PER_CONTAINER) + 1,
    cluster: clusterIndex + 1,
    rack: Math.floor(i / cells) + 1,
    pack: Math.floor((i % cells) / Math.min(CELLS_PER_PACK, cells)) + 1,
    cell: (i % cells) + 1,
  };
  return { zh: formatCellAddress(a, 'zh'), en: formatCellAddress(a, 'en') };
};

/** The generator as the device table names it (device-store.ts). */
const GENERATOR_DEVICE = 'FDJ-01';

/** Every watched value of a site this tick (thresholds with recovery bands). */
export function alarmSamples(
  site: Site,
  stats: ClusterStats[],
  envState: EnvState,
  t: AlarmThresholds = DEFAULT_ALARM_THRESHOLDS,
): AlarmSample[] {
  const out: AlarmSample[] = [];
  const s = site.config.site;
  stats.forEach((st, c) => {
    const no = c + 1;
    const dev = `BMS-${no}`;
    const base = { deviceName: dev, serialNumber: deviceSerial(s, dev) };
    const at = (i: number) => cellName(site, c, i);
    out.push({
      key: `ov:${no}`,
      value: st.maxMv,
      threshold: { direction: 'above', ...t.cellOverVoltageMv },
      spec: (v) => ({
        ...base,
        level: 2,
        type: 'bms',
        serviceId: 'cellOverVoltage',
        content: `${at(st.maxMvIndex).zh} 单体过压 ${Math.round(v)} mV`,
        contentEn: `${at(st.maxMvIndex).en} over voltage ${Math.round(v)} mV`,
      }),
    });
    out.push({
      key: `uv:${no}`,
      value: st.minMv,
      threshold: { direction: 'below', ...t.cellUnderVoltageMv },
      spec: (v) => ({
        ...base,
        level: 2,
        type: 'bms',
        serviceId: 'cellUnderVoltage',
        content: `${at(st.minMvIndex).zh} 单体欠压 ${Math.round(v)} mV`,
        contentEn: `${at(st.minMvIndex).en} under voltage ${Math.round(v)} mV`,
      }),
    });
    for (const [level, band] of [
      [2, t.cellOverTempL2C],
      [1, t.cellOverTempL1C],
    ] as const) {
      out.push({
        key: `ot${level}:${no}`,
        value: st.maxDeci / 10,
        threshold: { direction: 'above', ...band },
        spec: (v) => ({
          ...base,
          level,
          type: 'bms',
          serviceId: `cellOverTemperatureL${level}`,
          content: `${at(st.maxTempIndex).zh} ${level}级过温 ${v.toFixed(1)} ℃`,
          contentEn: `${at(st.maxTempIndex).en} over temperature L${level} ${v.toFixed(1)} °C`,
        }),
      });
    }
  });
  out.push({
    key: 'soc-low',
    value: siteSoc(site),
    threshold: {
      direction: 'below',
      raise: site.socLower + t.socLowMarginPct.raise,
      recover: site.socLower + t.socLowMarginPct.recover,
    },
    spec: (v) => ({
      level: 3,
      type: 'bms',
      // The battery system as a whole (its master controller): no one cluster's BMS.
      deviceName: 'BMS',
      serialNumber: deviceSerial(s, 'BMS'),
      serviceId: 'socLow',
      content: `储能SOC过低 ${v.toFixed(1)}%`,
      contentEn: `Storage SOC low ${v.toFixed(1)}%`,
    }),
  });
  for (let k = 1; k <= site.containers; k++) {
    const hottest = containerMaxTemp(stats, k);
    const dev = { deviceName: `PCS-${k}`, serialNumber: deviceSerial(s, `PCS-${k}`) };
    out.push({
      key: `pcs:${k}`,
      value: hottest,
      threshold: { direction: 'above', ...t.pcsOverTempC },
      spec: () => ({
        ...dev,
        level: 1,
        type: 'pcs',
        serviceId: 'pcsFault',
        content: `PCS-${k} 过温保护故障停机`,
        contentEn: `PCS-${k} fault: over-temperature trip`,
      }),
    });
    // The container's fire and flooding detectors, as the device table names them.
    const detector = (name: string) => ({ deviceName: name, serialNumber: deviceSerial(s, name) });
    out.push({
      key: `fire:${k}`,
      // A forced fire (test hook) counts as the hottest cell at the raise temperature.
      value: isFireForced(envState, k) ? Math.max(hottest, t.fireTempC.raise) : hottest,
      threshold: { direction: 'above', ...t.fireTempC },
      spec: () => ({
        ...detector(`FIRE-${k}`),
        level: 1,
        type: 'env',
        serviceId: 'fire',
        content: `${k}号储能舱 消防告警`,
        contentEn: `Container ${k} fire alarm`,
      }),
    });
    out.push({
      key: `flood:${k}`,
      value: isFlooded(envState, k) ? 1 : 0,
      threshold: { direction: 'above', raise: 1, recover: 0.5 },
      spec: () => ({
        ...detector(`FLOOD-${k}`),
        level: 1,
        type: 'env',
        serviceId: 'flooding',
        content: `${k}号储能舱 水浸告警`,
        contentEn: `Container ${k} flooding alarm`,
      }),
    });
  }
  out.push({
    key: 'grid-outage',
    value: site.outage ? 1 : 0,
    threshold: { direction: 'above', raise: 1, recover: 0.5 },
    spec: () => ({
      level: 1,
      type: 'grid',
      // Seen at the grid meter, as the device table names it.
      deviceName: 'METER-GRID',
      serialNumber: deviceSerial(s, 'METER-GRID'),
      serviceId: 'gridOutage',
      content: '电网停电',
      contentEn: 'Grid outage',
    }),
  });
  out.push({
    key: 'fdj-fault',
    value: site.generator.status === 4 ? 1 : 0,
    threshold: { direction: 'above', raise: 1, recover: 0.5 },
    spec: () => ({
      level: 1,
      type: 'fdj',
      deviceName: GENERATOR_DEVICE,
      serialNumber: deviceSerial(s, GENERATOR_DEVICE),
      serviceId: 'generatorFault',
      content: '柴油发电机故障',
      contentEn: 'Generator fault',
    }),
  });
  return out;
}
