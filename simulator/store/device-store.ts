import type Database from 'better-sqlite3';
import type {
  ContainerRef,
  DeviceFilter,
  DeviceInput,
  DeviceRecord,
  DeviceType,
  GatewayRecord,
} from '../../src/contract/api/devices';
import { formatDateTime } from './time-format';
import { deviceSerial } from '../model/device-serial';
import { CAMERA_MEDIA_PREFIX } from '../http/camera-media';

/** What the station model has at one site: the seed of its device table. */
export interface SiteShape {
  site: string;
  clusters: number;
  racks: number;
  cells: number;
  containers: number;
  clustersPerContainer: number;
  pvInverters: number;
  piles: number;
}

/** The template each device type is read with (simulator/http/routes/device-template.ts). */
const TEMPLATE_OF: Record<DeviceType, string> = {
  bms: 'BMS-Modbus-v2',
  pcs: 'PCS-Modbus-v1',
  meter: 'DLT645-Meter',
  pv: 'PV-SunSpec',
  airConditioner: 'AC-Modbus',
  fire: 'Fire-DI',
  flooding: 'Flood-DI',
  liquidCooling: 'LC-Modbus',
  chargingPile: 'OCPP-Pile',
  generator: 'Genset-Modbus',
};

type Row = { id: string; site: string; seq: number; data: string };

/**
 * The device and gateway table (issue 27) in SQLite, seeded once per site from the station
 * model: a gateway per container plus one at station level, a BMS per cluster bound to it, a
 * PCS and four environment devices per container, the grid meter, PV inverters, piles and the
 * generator. The simulator's realtime data follows this table (device-live.ts).
 */
export function createDeviceStore(db: Database.Database, now: () => number = Date.now) {
  db.exec(`CREATE TABLE IF NOT EXISTS dm_device (
      id TEXT PRIMARY KEY, site TEXT NOT NULL, seq INTEGER NOT NULL, data TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS dm_gateway (
      id TEXT PRIMARY KEY, site TEXT NOT NULL, seq INTEGER NOT NULL, data TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS dm_container (
      id TEXT PRIMARY KEY, site TEXT NOT NULL, seq INTEGER NOT NULL, data TEXT NOT NULL);`);
  const rows = <T>(table: string, site: string): T[] =>
    (db.prepare(`SELECT * FROM ${table} WHERE site = ? ORDER BY seq`).all(site) as Row[]).map(
      (r) => JSON.parse(r.data) as T,
    );
  const nextSeq = (table: string): number =>
    ((db.prepare(`SELECT MAX(seq) AS m FROM ${table}`).get() as { m: number | null }).m ?? 0) + 1;
  const put = (table: string, site: string, id: string, value: unknown) => {
    const old = db.prepare(`SELECT seq FROM ${table} WHERE id = ?`).get(id) as { seq: number } | undefined;
    db.prepare(`INSERT OR REPLACE INTO ${table} (id, site, seq, data) VALUES (?, ?, ?, ?)`).run(
      id,
      site,
      old?.seq ?? nextSeq(table),
      JSON.stringify(value),
    );
  };
  let listeners: Array<() => void> = [];
  const changed = () => {
    for (const l of listeners) l();
  };

  const store = {
    /** Seeds a site's table from the model the first time (an existing table is kept). */
    seed(shape: SiteShape): void {
      const has = db.prepare('SELECT 1 FROM dm_gateway WHERE site = ? LIMIT 1').get(shape.site);
      if (has) return;
      db.transaction(() => seedSite(shape, store, now()))();
    },
    containers: (site: string): ContainerRef[] => rows<ContainerRef>('dm_container', site),
    gateways: (site: string): GatewayRecord[] => rows<GatewayRecord>('dm_gateway', site),
    putContainer: (c: ContainerRef & { streamUrl?: string }) => put('dm_container', c.site, c.id, c),
    removeContainer(id: string): void {
      db.prepare('DELETE FROM dm_container WHERE id = ?').run(id);
      changed();
    },
    putGateway: (g: GatewayRecord) => put('dm_gateway', g.site, g.id, g),
    /** Every device of a site in table order, optionally filtered. */
    list(site: string, filter: DeviceFilter = {}): DeviceRecord[] {
      const kw = filter.keyword?.trim().toLowerCase();
      return rows<DeviceRecord>('dm_device', site).filter(
        (d) =>
          (!filter.type || d.type === filter.type) &&
          (!filter.gatewayId || d.gatewayId === filter.gatewayId) &&
          (!filter.containerId || d.containerId === filter.containerId) &&
          (!kw || d.name.toLowerCase().includes(kw) || d.sn.toLowerCase().includes(kw)),
      );
    },
    get(id: string): DeviceRecord | null {
      const r = db.prepare('SELECT data FROM dm_device WHERE id = ?').get(id) as { data: string } | undefined;
      return r ? (JSON.parse(r.data) as DeviceRecord) : null;
    },
    /** Adds (id '') or replaces a device; the caller has validated the input. */
    save(site: string, input: DeviceInput): DeviceRecord {
      const old = input.id ? store.get(input.id) : null;
      const id = old?.id ?? `dev-${site}-${nextSeq('dm_device')}`;
      const record: DeviceRecord = {
        ...input,
        id,
        site,
        name: input.name.trim(),
        sn: input.sn.trim(),
        clusterParam: old?.clusterParam ?? null,
        templateName: old?.type === input.type ? old.templateName : TEMPLATE_OF[input.type],
        updateTime: formatDateTime(now()),
      };
      put('dm_device', site, id, record);
      changed();
      return record;
    },
    /** Stores a complete record under its own id (the seed). */
    insert: (d: DeviceRecord) => put('dm_device', d.site, d.id, d),
    /** Applies a change to one stored device. */
    update(id: string, patch: Partial<DeviceRecord>): DeviceRecord | null {
      const old = store.get(id);
      if (!old) return null;
      const next = { ...old, ...patch, id, site: old.site, updateTime: formatDateTime(now()) };
      put('dm_device', old.site, id, next);
      changed();
      return next;
    },
    remove(ids: string[]): number {
      const stmt = db.prepare('DELETE FROM dm_device WHERE id = ?');
      let n = 0;
      db.transaction(() => {
        for (const id of ids) n += stmt.run(id).changes;
      })();
      if (n) changed();
      return n;
    },
    /** Called after every change (the live model re-reads the table). */
    onChange(listener: () => void): () => void {
      listeners.push(listener);
      return () => {
        listeners = listeners.filter((l) => l !== listener);
      };
    },
  };
  return store;
}

export type DeviceStore = ReturnType<typeof createDeviceStore>;

/**
 * The camera each seeded container starts with: the simulator's own clip
 * (simulator/assets/camera/README.md), so the camera panel plays out of the box. Container 1 plays
 * the HLS playlist (hls.js), the others the same clip as a plain MP4 file (the native player).
 */
const seededStream = (containerNo: number): string =>
  `${CAMERA_MEDIA_PREFIX}${containerNo === 1 ? 'camera.m3u8' : 'camera.mp4'}`;

function seedSite(s: SiteShape, store: DeviceStore, nowMs: number): void {
  const time = formatDateTime(nowMs);
  const base = {
    upDevice: '',
    subSystem: '',
    exdInfo: '',
    pt: 1,
    ct: 1,
    clusterParam: null,
    updateTime: time,
  };
  let seq = 0;
  const add = (
    type: DeviceType,
    name: string,
    gatewayId: string,
    containerId: string,
    extra: Partial<DeviceRecord> = {},
  ) => {
    seq += 1;
    const d: DeviceRecord = {
      ...base,
      id: `dev-${s.site}-${seq}`,
      site: s.site,
      name,
      sn: deviceSerial(s.site, name),
      type,
      gatewayId,
      containerId,
      groupNo: null,
      templateName: TEMPLATE_OF[type],
      ...extra,
    };
    store.insert(d);
  };
  const stationGw = `gw-${s.site}-0`;
  store.putGateway({ id: stationGw, site: s.site, name: 'GW-0', containerId: '' });
  for (let k = 1; k <= s.containers; k++) {
    const containerId = `ct-${s.site}-${k}`;
    const gw = `gw-${s.site}-${k}`;
    // A real name ('#1' read like a placeholder; issue 30); the English console words it by rule.
    store.putContainer({
      id: containerId,
      site: s.site,
      no: k,
      name: `${k}号储能舱`,
      streamUrl: seededStream(k),
    });
    store.putGateway({ id: gw, site: s.site, name: `GW-${k}`, containerId });
    const first = (k - 1) * s.clustersPerContainer + 1;
    const last = Math.min(s.clusters, k * s.clustersPerContainer);
    for (let c = first; c <= last; c++)
      add('bms', `BMS-${c}`, gw, containerId, {
        groupNo: c,
        clusterParam: { racks: s.racks, cellsPerRack: s.cells },
      });
    add('pcs', `PCS-${k}`, gw, containerId);
    add('airConditioner', `AC-${k}`, gw, containerId);
    add('fire', `FIRE-${k}`, gw, containerId);
    add('flooding', `FLOOD-${k}`, gw, containerId);
    add('liquidCooling', `LC-${k}`, gw, containerId);
  }
  add('meter', 'METER-GRID', stationGw, '', { pt: 100, ct: 40 });
  for (let i = 1; i <= s.pvInverters; i++) add('pv', `PV-${i}`, stationGw, '');
  for (let i = 1; i <= s.piles; i++) add('chargingPile', `PILE-${i}`, stationGw, '');
  add('generator', 'FDJ-01', stationGw, '');
}
