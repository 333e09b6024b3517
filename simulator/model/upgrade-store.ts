import type Database from 'better-sqlite3';
import type { UpgradeDevice, UpgradePackage, UpgradeTask } from '../../src/contract/api/upgrade';

/*
 * Firmware per device and upgrade tasks, in the station's SQLite database. The versions are what
 * the devices last answered (seeded once per site, then written by each successful read-back), so
 * the upgrade section and About show the model's versions, not constants.
 */

/** Hardware models and the firmware the station's devices ship with. */
const SHIPPED = {
  ems: { model: 'EMS-A1', version: 'V3.4.1' },
  bms: { model: 'BCU-3000', version: 'V1.8.2' },
  pcs: { model: 'PWS1-500K', version: 'V2.1.3' },
} as const;

/** Packages on the station (the last one is for a model the station does not have). */
export const UPGRADE_PACKAGES: UpgradePackage[] = [
  {
    id: 'pkg-pcs-220',
    name: 'PWS1-500K_V2.2.0.bin',
    model: 'PWS1-500K',
    version: 'V2.2.0',
    size: 12_582_912,
  },
  { id: 'pkg-bms-190', name: 'BCU-3000_V1.9.0.bin', model: 'BCU-3000', version: 'V1.9.0', size: 4_194_304 },
  { id: 'pkg-ems-350', name: 'EMS-A1_V3.5.0.tar', model: 'EMS-A1', version: 'V3.5.0', size: 31_457_280 },
  {
    id: 'pkg-pcs2-104',
    name: 'PWS2-630K_V1.0.4.bin',
    model: 'PWS2-630K',
    version: 'V1.0.4',
    size: 13_631_488,
  },
];

export interface UpgradeStore {
  devices(site: string): UpgradeDevice[];
  device(site: string, id: string): UpgradeDevice | undefined;
  setVersion(site: string, id: string, version: string): void;
  tasks(site?: string): UpgradeTask[];
  saveTask(task: UpgradeTask): void;
}

const pad3 = (n: number) => String(n).padStart(3, '0');

/** The devices a site is built with: its EMS, its BMS and one PCS per container. */
function shippedDevices(site: string, containers: number): UpgradeDevice[] {
  const out: UpgradeDevice[] = [
    { id: `${site}-EMS-001`, name: 'EMS', type: 'ems', ...SHIPPED.ems },
    { id: `${site}-BMS-001`, name: 'BMS', type: 'bms', ...SHIPPED.bms },
  ];
  for (let k = 1; k <= containers; k++)
    out.push({ id: `${site}-PCS-${pad3(k)}`, name: `PCS-${k}`, type: 'pcs', ...SHIPPED.pcs });
  return out;
}

export function createUpgradeStore(db: Database.Database, sites: Map<string, number>): UpgradeStore {
  db.exec(`
    CREATE TABLE IF NOT EXISTS device_firmware (
      site TEXT NOT NULL, id TEXT NOT NULL, name TEXT NOT NULL, type TEXT NOT NULL,
      model TEXT NOT NULL, version TEXT NOT NULL, sort INTEGER NOT NULL,
      PRIMARY KEY (site, id));
    CREATE TABLE IF NOT EXISTS upgrade_task (
      id TEXT PRIMARY KEY, site TEXT NOT NULL, started TEXT NOT NULL, body TEXT NOT NULL);
  `);
  const insert = db.prepare(
    'INSERT OR IGNORE INTO device_firmware (site, id, name, type, model, version, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const [site, containers] of sites)
    shippedDevices(site, containers).forEach((d, i) =>
      insert.run(site, d.id, d.name, d.type, d.model, d.version, i),
    );
  const list = db.prepare<[string], UpgradeDevice>(
    'SELECT id, name, type, model, version FROM device_firmware WHERE site = ? ORDER BY sort',
  );
  const update = db.prepare('UPDATE device_firmware SET version = ? WHERE site = ? AND id = ?');
  const save = db.prepare(
    'INSERT OR REPLACE INTO upgrade_task (id, site, started, body) VALUES (?, ?, ?, ?)',
  );
  const all = db.prepare<[], { body: string }>(
    'SELECT body FROM upgrade_task ORDER BY started DESC, id DESC',
  );
  return {
    devices: (site) => list.all(site),
    device: (site, id) => list.all(site).find((d) => d.id === id),
    setVersion: (site, id, version) => void update.run(version, site, id),
    tasks: (site) =>
      all
        .all()
        .map((r) => JSON.parse(r.body) as UpgradeTask)
        .filter((t) => !site || t.site === site),
    saveTask: (t) => void save.run(t.id, t.site, t.startedAt, JSON.stringify(t)),
  };
}

/** Firmware versions of every site's devices, for `config/getAllEmmsVersion` (About). */
export function firmwareVersions(
  db: Database.Database,
): Array<{ site: string; name: string; version: string }> {
  const exists = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'device_firmware'")
    .get();
  if (!exists) return [];
  return db
    .prepare<[], { site: string; name: string; version: string }>(
      'SELECT site, name, version FROM device_firmware ORDER BY site, sort',
    )
    .all();
}
