import type Database from 'better-sqlite3';
import type { PushLevelInput, PushRelationInput } from '../../src/contract/api/alarm-push';
import { levelValues } from './alarm-push-rows';

/* The seeded alarm push levels and groups (zh and en), with relations on the first site. */

const SEED_LEVELS: Array<PushLevelInput & { id: string }> = [
  {
    id: 'seed-urgent',
    name: '紧急',
    nameEn: 'Urgent',
    alarmLevels: [1],
    channels: ['sms', 'app'],
    enabled: true,
  },
  {
    id: 'seed-major',
    name: '重要',
    nameEn: 'Major',
    alarmLevels: [2],
    channels: ['email', 'app'],
    enabled: true,
  },
  { id: 'seed-minor', name: '一般', nameEn: 'Minor', alarmLevels: [3], channels: ['app'], enabled: true },
];
const SEED_GROUPS = [
  {
    id: 'seed-duty',
    name: '运维值班组',
    nameEn: 'Operations on duty',
    remark: '',
    accounts: ['operator', 'admin'],
  },
  { id: 'seed-managers', name: '站长', nameEn: 'Station managers', remark: '', accounts: ['admin'] },
];
const SEED_RELATIONS = [
  { groupId: 'seed-duty', levelIds: ['seed-urgent', 'seed-major', 'seed-minor'], deviceTypes: [] },
  { groupId: 'seed-managers', levelIds: ['seed-urgent'], deviceTypes: ['bms', 'pcs'] },
];

export interface AlarmPushSeed {
  firstSite: string;
  accountId: (account: string) => string | null;
  nowMs: number;
}

/** Writes the seed into fresh tables, through the store's own member and relation writers. */
export function seedAlarmPush(
  db: Database.Database,
  seed: AlarmPushSeed,
  write: {
    setMembers: (groupId: string, userIds: string[]) => void;
    setRelation: (input: PushRelationInput, nowMs: number) => unknown;
  },
): void {
  db.transaction(() => {
    const addLevel = db.prepare('INSERT INTO alarm_push_level VALUES (?, ?, ?, ?, ?, ?, ?)');
    for (const l of SEED_LEVELS) addLevel.run(l.id, ...levelValues(l, seed.nowMs));
    const addGroup = db.prepare('INSERT INTO alarm_push_group VALUES (?, ?, ?, ?, ?)');
    for (const g of SEED_GROUPS) {
      addGroup.run(g.id, g.name, g.nameEn, g.remark, seed.nowMs);
      write.setMembers(
        g.id,
        g.accounts.map(seed.accountId).filter((u): u is string => u !== null),
      );
    }
    for (const r of SEED_RELATIONS) write.setRelation({ site: seed.firstSite, ...r }, seed.nowMs);
  })();
}
