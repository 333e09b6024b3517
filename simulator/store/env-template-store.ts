import type Database from 'better-sqlite3';
import type {
  EnvField,
  EnvKind,
  EnvTemplateInput,
  EnvTemplateRecord,
} from '../../src/contract/api/env-template';
import { formatDateTime } from './time-format';

type F = [
  name: string,
  nameEn: string,
  read: string,
  dict: EnvField['dictName'],
  write?: string,
  button?: string,
  buttonEn?: string,
  command?: string,
  key?: string,
];

const field = ([
  name,
  nameEn,
  read,
  dictName,
  write,
  buttonName,
  buttonNameEn,
  commandValue,
  keyValue,
]: F): EnvField => {
  const [readService, readIdentifier] = read.split('.');
  const [writeService, writeIdentifier] = write ? write.split('.') : ['-', '-'];
  return {
    name,
    nameEn,
    readService,
    readIdentifier,
    writeService,
    writeIdentifier,
    dictName,
    buttonName: buttonName ?? '-',
    ...(buttonNameEn ? { buttonNameEn } : {}),
    commandValue: commandValue ?? '-',
    keyValue: keyValue ?? '-',
  };
};

/** The four templates every site starts with (issue 27: air conditioner, fire, flooding, liquid cooling). */
const SEED: Array<Omit<EnvTemplateInput, 'id' | 'fields'> & { fields: F[] }> = [
  {
    nameZh: '空调',
    nameEn: 'Air conditioner',
    sort: 1,
    kind: 'airConditioner',
    fields: [
      [
        '运行状态',
        'Running state',
        'acStatus.runState',
        'runState',
        'acControl.power',
        '开机',
        'Start',
        '1',
        '1',
      ],
      // The stop button of the same point: named by the point it reads, not '停机' (a row 'Stop: Running'
      // on the card; the card shows one row per point with both buttons).
      [
        '运行状态',
        'Running state',
        'acStatus.runState',
        'runState',
        'acControl.power',
        '关机',
        'Stop',
        '0',
        '0',
      ],
      ['运行模式', 'Mode', 'acStatus.mode', 'acMode', 'acControl.mode', '制冷', 'Cool', '1', '1'],
      ['室内温度', 'Indoor temperature', 'acStatus.indoorTemp', 'celsius'],
      ['室外温度', 'Outdoor temperature', 'acStatus.outdoorTemp', 'celsius'],
      [
        '设定温度',
        'Set temperature',
        'acStatus.setTemp',
        'celsius',
        'acControl.setTemp',
        '设为24℃',
        'Set to 24 ℃',
        '24',
        '24',
      ],
    ],
  },
  {
    nameZh: '消防',
    nameEn: 'Fire protection',
    sort: 2,
    kind: 'fire',
    fields: [
      ['火警', 'Fire alarm', 'fireStatus.fireAlarm', 'alarm'],
      ['烟感', 'Smoke detector', 'fireStatus.smoke', 'alarm'],
    ],
  },
  {
    nameZh: '水浸',
    nameEn: 'Flooding',
    sort: 3,
    kind: 'flooding',
    fields: [['水浸状态', 'Flooding state', 'floodStatus.flooding', 'alarm']],
  },
  {
    nameZh: '液冷',
    nameEn: 'Liquid cooling',
    sort: 4,
    kind: 'liquidCooling',
    fields: [
      ['运行状态', 'Running state', 'lcStatus.runState', 'runState'],
      ['水泵', 'Pump', 'lcStatus.pump', 'onOff', 'lcControl.pump', '启动水泵', 'Start pump', '1', '1'],
      ['风机', 'Fan', 'lcStatus.fan', 'onOff', 'lcControl.fan', '启动风机', 'Start fan', '1', '1'],
      ['供液温度', 'Supply temperature', 'lcStatus.supplyTemp', 'celsius'],
      ['回液温度', 'Return temperature', 'lcStatus.returnTemp', 'celsius'],
    ],
  },
];

type Row = { id: number; site: string; data: string };

/** Environment card templates per site in SQLite (table `env_template`), seeded once per site. */
export function createEnvTemplateStore(db: Database.Database, now: () => number = Date.now) {
  db.exec(`CREATE TABLE IF NOT EXISTS env_template (
      id INTEGER PRIMARY KEY AUTOINCREMENT, site TEXT NOT NULL, data TEXT NOT NULL)`);
  const decode = (r: Row): EnvTemplateRecord => ({ ...(JSON.parse(r.data) as EnvTemplateRecord), id: r.id });
  const encode = (t: EnvTemplateRecord) => {
    const { id: _id, ...rest } = t;
    return JSON.stringify(rest);
  };
  let version = 0;

  const store = {
    /** Bumped on every write: the card builder caches per version. */
    version: () => version,
    list(site: string): EnvTemplateRecord[] {
      return (db.prepare('SELECT * FROM env_template WHERE site = ?').all(site) as Row[])
        .map(decode)
        .sort((a, b) => a.sort - b.sort || a.id - b.id);
    },
    get(site: string, id: number): EnvTemplateRecord | undefined {
      const r = db.prepare('SELECT * FROM env_template WHERE site = ? AND id = ?').get(site, id) as
        Row | undefined;
      return r && decode(r);
    },
    /** Inserts (id 0) or replaces a template; answers the stored record. */
    put(site: string, input: EnvTemplateInput, deviceIds: string[]): EnvTemplateRecord {
      const record: EnvTemplateRecord = { ...input, site, deviceIds, updateTime: formatDateTime(now()) };
      version++;
      if (input.id === 0) {
        const info = db
          .prepare('INSERT INTO env_template (site, data) VALUES (?, ?)')
          .run(site, encode(record));
        return { ...record, id: Number(info.lastInsertRowid) };
      }
      db.prepare('UPDATE env_template SET data = ? WHERE id = ? AND site = ?').run(
        encode(record),
        input.id,
        site,
      );
      return record;
    },
    remove(site: string, ids: number[]): number {
      version++;
      const del = db.prepare('DELETE FROM env_template WHERE site = ? AND id = ?');
      return db.transaction(() => ids.reduce((n, id) => n + del.run(site, id).changes, 0))();
    },
    /** Seeds a site's four templates, each bound to every device of its kind, the first time. */
    seed(site: string, devicesOf: (kind: EnvKind) => string[]): void {
      if (db.prepare('SELECT 1 FROM env_template WHERE site = ? LIMIT 1').get(site)) return;
      db.transaction(() => {
        for (const t of SEED)
          store.put(site, { ...t, id: 0, fields: t.fields.map(field) }, devicesOf(t.kind));
      })();
    },
  };
  return store;
}

export type EnvTemplateStore = ReturnType<typeof createEnvTemplateStore>;
