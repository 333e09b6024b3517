/**
 * Client-side storage (spec §3): every key carries the `IOT-` prefix and every value is wrapped
 * with a type flag that says whether it lives in session storage or local storage.
 */
export const STORAGE_PREFIX = 'IOT-';

/** The keys the console stores; anything else is rejected at compile time. */
export const STORAGE_KEYS = {
  accessToken: 'token',
  refreshToken: 'refreshToken',
  tokenExpiresAt: 'tokenExpiresAt',
  userInfo: 'userInfo',
  language: 'language',
  theme: 'theme',
  homePage: 'homePage',
  lowPower: 'lowPower',
  lock: 'isLock',
  systemMenu: 'systemMenu',
  systemSet: 'systemSet',
  /** Logos and titles of the login page and header (settings → logos and titles). */
  branding: 'branding',
  subSystemList: 'subSystemList',
  currentSite: 'currentSite',
  site: 'site',
  /** Alarm sound on or off in this browser (off unless the operator turns it on). */
  alarmSound: 'alarmSound',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
export type StorageType = 'local' | 'session';

/** What is written under each key: the value plus the type flag. */
interface StoredEnvelope<T> {
  dataType: string;
  content: T;
  type: StorageType;
  datetime: number;
}

function area(type: StorageType): Storage | undefined {
  try {
    return type === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    return undefined; // storage disabled (privacy mode): behave as empty
  }
}

export function storageKey(name: StorageKey): string {
  return STORAGE_PREFIX + name;
}

/** Stores `content`; `type` 'session' puts it in session storage, otherwise local storage. */
export function setStore<T>(name: StorageKey, content: T, type: StorageType = 'local'): void {
  const envelope: StoredEnvelope<T> = { dataType: typeof content, content, type, datetime: Date.now() };
  // One key lives in exactly one area: writing to one removes a stale copy from the other.
  area(type === 'session' ? 'local' : 'session')?.removeItem(storageKey(name));
  area(type)?.setItem(storageKey(name), JSON.stringify(envelope));
}

function read<T>(raw: string | null): StoredEnvelope<T> | undefined {
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'content' in parsed) return parsed as StoredEnvelope<T>;
  } catch {
    // not ours or corrupted: treat as absent
  }
  return undefined;
}

/** Reads a value, session storage first (as the type flag may have put it there). */
export function getStore<T>(name: StorageKey): T | undefined {
  const key = storageKey(name);
  const envelope =
    read<T>(area('session')?.getItem(key) ?? null) ?? read<T>(area('local')?.getItem(key) ?? null);
  return envelope?.content;
}

/** The type flag a stored value was written with, or undefined when absent. */
export function getStoreType(name: StorageKey): StorageType | undefined {
  const key = storageKey(name);
  return (read(area('session')?.getItem(key) ?? null) ?? read(area('local')?.getItem(key) ?? null))?.type;
}

export function removeStore(name: StorageKey): void {
  area('session')?.removeItem(storageKey(name));
  area('local')?.removeItem(storageKey(name));
}

/** Removes every IOT- key (both areas unless one is named); other sites' keys are left alone. */
export function clearStore(type?: StorageType): void {
  const types: StorageType[] = type ? [type] : ['session', 'local'];
  for (const t of types) {
    const s = area(t);
    if (!s) continue;
    const ours = Array.from({ length: s.length }, (_, i) => s.key(i)).filter(
      (k): k is string => k !== null && k.startsWith(STORAGE_PREFIX),
    );
    ours.forEach((k) => s.removeItem(k));
  }
}

/** Removes every IOT- key except the named ones (cache clearing keeps the session). */
export function clearStoreExcept(keep: StorageKey[]): void {
  const saved = keep.map((name) => [name, getStoreType(name), getStore<unknown>(name)] as const);
  clearStore();
  for (const [name, type, value] of saved) if (type !== undefined) setStore(name, value, type);
}
