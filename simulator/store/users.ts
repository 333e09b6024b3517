import { randomInt } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { RoleName } from '../../src/contract/api/auth';
import type { Role, UserRecord } from '../../src/contract/api/user';
import { hashPassword, md5Hex } from '../auth/passwords';
import { formatDateTime } from './time-format';

/** A user row with its password hash (never leaves the server). */
export interface StoredUser extends UserRecord {
  passwordHash: string;
  /** Added or reset by an administrator: every call but the own password change is refused. */
  passwordChangeRequired: boolean;
}

export const ROLES: Role[] = [
  { id: '1123598816738675201', roleName: 'administrator' },
  { id: '1123598816738675202', roleName: 'operator' },
];

export function roleById(id: string): Role | undefined {
  return ROLES.find((r) => r.id === id);
}

export function roleId(name: RoleName): string {
  return ROLES.find((r) => r.roleName === name)!.id;
}

interface UserRow {
  id: string;
  tenant_id: string;
  account: string;
  real_name: string;
  role_id: string;
  phone: string;
  email: string;
  avatar: string;
  password_hash: string;
  default_main_page: number;
  custom_main_page: number;
  main_page: number;
  create_time: number;
  update_time: number;
  password_change_required: number;
}

function toUser(row: UserRow): StoredUser {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    account: row.account,
    realName: row.real_name,
    roleId: row.role_id,
    roleName: roleById(row.role_id)?.roleName ?? 'operator',
    phone: row.phone,
    email: row.email,
    avatar: row.avatar,
    defaultMainPage: row.default_main_page,
    customMainPage: row.custom_main_page,
    mainPage: row.main_page,
    createTime: formatDateTime(row.create_time),
    updateTime: formatDateTime(row.update_time),
    passwordHash: row.password_hash,
    passwordChangeRequired: row.password_change_required === 1,
  };
}

/** The public form of a user (no hash). */
export function publicUser(user: StoredUser): UserRecord {
  const { passwordHash: _hash, passwordChangeRequired: _change, ...rest } = user;
  return rest;
}

/** Fields a caller may set; the repository fills ids and times. */
export interface UserFields {
  account: string;
  realName: string;
  roleId: string;
  phone: string;
  email: string;
  avatar: string;
  defaultMainPage: number;
  customMainPage: number;
  mainPage: number;
}

/** Ids look like BladeX snowflakes: large, sent as strings. */
const newId = (): string => `19${Date.now()}${String(randomInt(0, 100000)).padStart(5, '0')}`;

export class UserStore {
  readonly #db: Database.Database;
  readonly #tenantId: string;

  constructor(db: Database.Database, tenantId: string) {
    this.#db = db;
    this.#tenantId = tenantId;
  }

  byId(id: string): StoredUser | null {
    const row = this.#db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
    return row ? toUser(row) : null;
  }

  byAccount(account: string): StoredUser | null {
    const row = this.#db.prepare('SELECT * FROM users WHERE account = ?').get(account) as UserRow | undefined;
    return row ? toUser(row) : null;
  }

  list(filter: { account?: string; realName?: string }): StoredUser[] {
    const rows = this.#db
      .prepare(
        `SELECT * FROM users WHERE instr(lower(account), lower(?)) > 0 AND instr(lower(real_name), lower(?)) > 0
         ORDER BY create_time, account`,
      )
      .all(filter.account ?? '', filter.realName ?? '') as UserRow[];
    return rows.map(toUser);
  }

  countByRole(id: string): number {
    return (this.#db.prepare('SELECT COUNT(*) AS n FROM users WHERE role_id = ?').get(id) as { n: number }).n;
  }

  /** `mustChange`: the password is an initial one the user must replace at first login. */
  async add(fields: UserFields, passwordMd5: string, nowMs: number, mustChange = false): Promise<StoredUser> {
    const id = newId();
    const hash = await hashPassword(passwordMd5);
    this.#db
      .prepare(
        `INSERT INTO users (id, tenant_id, account, real_name, role_id, phone, email, avatar, password_hash,
           default_main_page, custom_main_page, main_page, create_time, update_time, password_change_required)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id,
        this.#tenantId,
        fields.account,
        fields.realName,
        fields.roleId,
        fields.phone,
        fields.email,
        fields.avatar,
        hash,
        fields.defaultMainPage,
        fields.customMainPage,
        fields.mainPage,
        nowMs,
        nowMs,
        mustChange ? 1 : 0,
      );
    return this.byId(id)!;
  }

  update(id: string, fields: UserFields, nowMs: number): void {
    this.#db
      .prepare(
        `UPDATE users SET account = ?, real_name = ?, role_id = ?, phone = ?, email = ?, avatar = ?,
           default_main_page = ?, custom_main_page = ?, main_page = ?, update_time = ? WHERE id = ?`,
      )
      .run(
        fields.account,
        fields.realName,
        fields.roleId,
        fields.phone,
        fields.email,
        fields.avatar,
        fields.defaultMainPage,
        fields.customMainPage,
        fields.mainPage,
        nowMs,
        id,
      );
  }

  /** `mustChange`: set by an administrator's reset, cleared by the user's own change. */
  async setPassword(id: string, passwordMd5: string, nowMs: number, mustChange = false): Promise<void> {
    const hash = await hashPassword(passwordMd5);
    this.#db
      .prepare(
        'UPDATE users SET password_hash = ?, update_time = ?, password_change_required = ? WHERE id = ?',
      )
      .run(hash, nowMs, mustChange ? 1 : 0, id);
  }

  delete(ids: string[]): number {
    const del = this.#db.prepare('DELETE FROM users WHERE id = ?');
    return this.#db.transaction(() => ids.reduce((n, id) => n + del.run(id).changes, 0))();
  }

  /** Seeds the demo accounts on an empty database. */
  async seed(nowMs: number): Promise<void> {
    const count = (this.#db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
    if (count > 0) return;
    // In parallel: scrypt runs on the libuv pool, and start-up must stay well under 2 s.
    await Promise.all(
      DEMO_USERS.map(({ password, role, ...rest }) =>
        this.add(
          { ...rest, roleId: roleId(role), phone: '', email: '', avatar: '' },
          md5Hex(password),
          nowMs,
        ),
      ),
    );
  }
}

/**
 * Demo accounts printed by main.ts; guest exercises the /guestPage route-guard rules.
 *
 * Their names are a real station's staff, not interface words (issue 30: 'Administrator' read
 * English in zh). Other seeded data carries a Chinese and an English field (name / nameEn), but a
 * user record has one name (BladeX `realName`, the users table, the header, alarm push members), so
 * each is written as staff of a Chinese station sign their name for bilingual colleagues: the name
 * in characters, then in pinyin ('王建国 Wang Jianguo'). A zh reader reads the characters, an en
 * reader the pinyin, and both see the same person; a name is not translated per language (an
 * administrator edits one name, and '王建国' is not 'Administrator' in English).
 */
export const DEMO_USERS = [
  {
    account: 'admin',
    password: 'admin123',
    realName: '王建国 Wang Jianguo',
    role: 'administrator' as RoleName,
    defaultMainPage: 1,
    customMainPage: 1,
    mainPage: 1,
  },
  {
    account: 'operator',
    password: 'operator123',
    realName: '李晓梅 Li Xiaomei',
    role: 'operator' as RoleName,
    defaultMainPage: 1,
    customMainPage: 1,
    mainPage: 1,
  },
  {
    account: 'guest',
    password: 'guest123',
    realName: '陈志远 Chen Zhiyuan',
    role: 'operator' as RoleName,
    defaultMainPage: 0,
    customMainPage: 1,
    mainPage: 2,
  },
];
