import type Database from 'better-sqlite3';
import {
  SYSTEM_CONFIG_DEFAULTS,
  type SiteInfo,
  type Subsystem,
  type SystemConfigEntry,
  type SystemConfigKey,
} from '../../src/contract/api/config';
import { DEFAULT_STATION_TIME_ZONE } from '../../src/lib/station-time';

const SITE_SEEDS: Record<string, Omit<SiteInfo, 'site'>> = {
  WZ001: {
    stationName: '温州储能电站',
    stationNameEn: 'Wenzhou Energy Storage Station',
    address: '浙江省温州市瓯海区',
    addressEn: 'Ouhai District, Wenzhou, Zhejiang',
    operationDate: '2023-06-18',
    photo: '',
    loginLogo: '',
    homeLogo: '',
    loginTitle: '',
    loginTitleEn: '',
    homeTitle: '温州储能电站',
    homeTitleEn: 'Wenzhou Energy Storage Station',
    timeZone: DEFAULT_STATION_TIME_ZONE,
  },
  WZ002: {
    stationName: '温州二期储能电站',
    stationNameEn: 'Wenzhou Energy Storage Station II',
    address: '浙江省温州市龙湾区',
    addressEn: 'Longwan District, Wenzhou, Zhejiang',
    operationDate: '2024-09-01',
    photo: '',
    loginLogo: '',
    homeLogo: '',
    loginTitle: '',
    loginTitleEn: '',
    homeTitle: '温州二期储能电站',
    homeTitleEn: 'Wenzhou Energy Storage Station II',
    timeZone: DEFAULT_STATION_TIME_ZONE,
  },
};

/** The child pages of /index (spec §2) as subsystems, in navigation order. */
const SUBSYSTEM_SEEDS: [string, string, string][] = [
  ['mainSys', '首页', 'Home'],
  ['powerSys', '储能系统', 'Storage'],
  ['pvSys', '光伏系统', 'Photovoltaic'],
  ['electricSys', '电网与负载', 'Grid and load'],
  ['fdjSys', '发电机', 'Generator'],
  ['chargingPileSys', '充电桩', 'Charging piles'],
  ['alarmSys', '告警', 'Alarms'],
  ['energySys', '能耗统计', 'Consumption statistics'],
  ['chartSys', '报表', 'Reports'],
  ['historySys', '历史数据', 'History'],
  ['strategySys', '能量管理', 'Energy management'],
  ['operationSys', '操作日志', 'Operation logs'],
  ['pvModeSys', '光伏模式', 'PV mode'],
  ['outageSys', '停电管理', 'Outages'],
  ['dataExportSys', '数据导出', 'Data export'],
  ['customChartSys', '自定义图表', 'Custom charts'],
  ['deviceChooseSys', '设备型号切换', 'Device models'],
];

/** Site info, key/value system config and subsystems, seeded on first start. */
export class ConfigStore {
  readonly #db: Database.Database;

  constructor(db: Database.Database, sites: string[]) {
    this.#db = db;
    const insertSite = db.prepare('INSERT OR IGNORE INTO site_info (site, json) VALUES (?, ?)');
    for (const site of sites) {
      const seed = SITE_SEEDS[site] ?? { ...SITE_SEEDS.WZ001, stationName: site, stationNameEn: site };
      insertSite.run(site, JSON.stringify({ site, ...seed }));
    }
    const insertConfig = db.prepare(
      'INSERT OR IGNORE INTO system_config (config_key, config_value) VALUES (?, ?)',
    );
    for (const [key, value] of Object.entries(SYSTEM_CONFIG_DEFAULTS)) insertConfig.run(key, value);
    const insertSub = db.prepare(
      'INSERT OR IGNORE INTO subsystems (id, code, name, name_en, sort, enabled) VALUES (?, ?, ?, ?, ?, 1)',
    );
    SUBSYSTEM_SEEDS.forEach(([code, name, nameEn], i) =>
      insertSub.run(String(i + 1), code, name, nameEn, i + 1),
    );
  }

  site(site: string): SiteInfo | null {
    const row = this.#db.prepare('SELECT json FROM site_info WHERE site = ?').get(site) as
      { json: string } | undefined;
    // Rows stored before `timeZone` existed read as the default zone.
    if (!row) return null;
    const info = JSON.parse(row.json) as Partial<SiteInfo> & Omit<SiteInfo, 'timeZone'>;
    return { ...info, timeZone: info.timeZone ?? DEFAULT_STATION_TIME_ZONE };
  }

  saveSite(info: SiteInfo): void {
    this.#db.prepare('UPDATE site_info SET json = ? WHERE site = ?').run(JSON.stringify(info), info.site);
  }

  configList(): SystemConfigEntry[] {
    const rows = this.#db.prepare('SELECT config_key, config_value FROM system_config').all() as {
      config_key: string;
      config_value: string;
    }[];
    const values = new Map(rows.map((r) => [r.config_key, r.config_value]));
    return (Object.keys(SYSTEM_CONFIG_DEFAULTS) as SystemConfigKey[]).map((configKey) => ({
      configKey,
      configValue: values.get(configKey) ?? SYSTEM_CONFIG_DEFAULTS[configKey],
    }));
  }

  setConfig(entries: SystemConfigEntry[]): void {
    const upsert = this.#db.prepare(
      'INSERT INTO system_config (config_key, config_value) VALUES (?, ?) ON CONFLICT(config_key) DO UPDATE SET config_value = excluded.config_value',
    );
    this.#db.transaction(() => entries.forEach((e) => upsert.run(e.configKey, e.configValue)))();
  }

  subsystems(): Subsystem[] {
    return (
      this.#db.prepare('SELECT * FROM subsystems ORDER BY sort, CAST(id AS INTEGER)').all() as {
        id: string;
        code: string;
        name: string;
        name_en: string;
        sort: number;
        enabled: number;
      }[]
    ).map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      nameEn: r.name_en,
      sort: r.sort,
      enabled: r.enabled,
    }));
  }

  /** A JSON document kept beside the key/value configuration (disk alarm, station more-info). */
  document<T>(key: string, fallback: T): T {
    const row = this.#db
      .prepare('SELECT config_value FROM system_config WHERE config_key = ?')
      .get(`doc:${key}`) as { config_value: string } | undefined;
    return row ? { ...fallback, ...(JSON.parse(row.config_value) as T) } : fallback;
  }

  saveDocument(key: string, value: unknown): void {
    this.setConfig([{ configKey: `doc:${key}` as SystemConfigKey, configValue: JSON.stringify(value) }]);
  }

  updateSubsystem(sub: Subsystem): void {
    this.#db
      .prepare('UPDATE subsystems SET name = ?, name_en = ?, sort = ?, enabled = ? WHERE id = ?')
      .run(sub.name, sub.nameEn, sub.sort, sub.enabled, sub.id);
  }
}
