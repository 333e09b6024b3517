/** Core tables (users, auth, config, operation log); append new migrations, never edit applied ones. */
export const CORE_MIGRATIONS: string[] = [
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE users (
    id TEXT PRIMARY KEY,
    tenant_id TEXT NOT NULL,
    account TEXT NOT NULL UNIQUE,
    real_name TEXT NOT NULL,
    role_id TEXT NOT NULL,
    phone TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL DEFAULT '',
    avatar TEXT NOT NULL DEFAULT '',
    password_hash TEXT NOT NULL,
    default_main_page INTEGER NOT NULL DEFAULT 1,
    custom_main_page INTEGER NOT NULL DEFAULT 1,
    main_page INTEGER NOT NULL DEFAULT 1,
    create_time INTEGER NOT NULL,
    update_time INTEGER NOT NULL
  );
  CREATE TABLE login_failures (account TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE INDEX login_failures_account ON login_failures (account, at);
  CREATE TABLE oplog (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at INTEGER NOT NULL,
    user_id TEXT NOT NULL,
    account TEXT NOT NULL,
    method TEXT NOT NULL,
    path TEXT NOT NULL,
    params TEXT NOT NULL,
    success INTEGER NOT NULL,
    msg TEXT NOT NULL,
    ip TEXT NOT NULL
  );
  CREATE INDEX oplog_at ON oplog (at);
  CREATE TABLE site_info (site TEXT PRIMARY KEY, json TEXT NOT NULL);
  CREATE TABLE system_config (config_key TEXT PRIMARY KEY, config_value TEXT NOT NULL);
  CREATE TABLE subsystems (
    id TEXT PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    name_en TEXT NOT NULL,
    sort INTEGER NOT NULL,
    enabled INTEGER NOT NULL
  );
  `,
  // Issue 16/17 (settings, set2): container pictures per site; the site a logged write concerned
  // ('' = station-wide, e.g. users and configuration).
  `
  CREATE TABLE container_pictures (site TEXT PRIMARY KEY, picture TEXT NOT NULL, thumbnail TEXT NOT NULL);
  ALTER TABLE oplog ADD COLUMN site TEXT NOT NULL DEFAULT '';
  CREATE INDEX oplog_site_at ON oplog (site, at);
  `,
  // Issue 31: an account added or reset by an administrator must choose its own password at its
  // first login (the initial 123456 is in the README); the seeded demo accounts are not flagged.
  `
  ALTER TABLE users ADD COLUMN password_change_required INTEGER NOT NULL DEFAULT 0;
  `,
  // Issue 30: what a setting call changed (JSON of before/after values) beside its parameters.
  `
  ALTER TABLE oplog ADD COLUMN changes TEXT NOT NULL DEFAULT '';
  `,
  // Issue 30: a row's message in both languages (msg the Chinese, msg_en the English), so the log
  // reads in its reader's language whoever wrote it; '' in rows written before (msg as written).
  `
  ALTER TABLE oplog ADD COLUMN msg_en TEXT NOT NULL DEFAULT '';
  `,
  // Issue 30: what a logged call's ids named when it was made (a user's account and name, an
  // alarm's device and text), so the log reads them after a rename or delete; '' before.
  `
  ALTER TABLE oplog ADD COLUMN names TEXT NOT NULL DEFAULT '';
  `,
];
