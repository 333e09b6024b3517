import type { UserRecord } from '../../src/contract/api/user';
import { roleById, type UserFields } from '../store/users';
import { msg, type Lang, type MessageKey } from './messages';
import { ApiError } from './router';

const ACCOUNT = /^[A-Za-z0-9_.-]{1,32}$/;
const PHONE = /^\+?[0-9][0-9 -]{4,19}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/=]+$/;
const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

const fail = (lang: Lang, key: MessageKey): never => {
  throw new ApiError(400, msg(lang, key));
};

function str(input: Record<string, unknown>, name: string, fallback: string): string {
  const v = input[name];
  if (v === undefined || v === null) return fallback;
  return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : fallback;
}

function pageFlag(input: Record<string, unknown>, name: string, fallback: number, lang: Lang): number {
  const v = input[name];
  if (v === undefined || v === null || v === '') return fallback;
  const n = Number(v);
  return [0, 1, 2].includes(n) ? n : fail(lang, 'pageFlagInvalid');
}

/** A png data URL of at most 2 MB, or ''. */
function avatar(value: string, lang: Lang): string {
  if (value === '') return '';
  if (!PNG_DATA_URL.test(value)) fail(lang, 'avatarInvalid');
  const bytes = Buffer.from(value.slice(value.indexOf(',') + 1), 'base64');
  if (bytes.length > MAX_AVATAR_BYTES) fail(lang, 'avatarTooLarge');
  if (bytes.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') fail(lang, 'avatarInvalid');
  return value;
}

/**
 * The validated fields of user/add (existing = null) or user/edit (missing fields keep the
 * existing values). Throws ApiError(400) with the first problem.
 */
export function validateUserFields(
  input: Record<string, unknown>,
  existing: UserRecord | null,
  lang: Lang,
): UserFields {
  const account = str(input, 'account', existing?.account ?? '');
  if (account === '') fail(lang, 'usernameRequired');
  if (!ACCOUNT.test(account)) fail(lang, 'userNameInvalid');
  const realName = str(input, 'realName', existing?.realName ?? account) || account;
  if (realName.length > 32) fail(lang, 'realNameTooLong');
  const roleId = str(input, 'roleId', existing?.roleId ?? '');
  if (!roleById(roleId)) fail(lang, 'roleRequired');
  const phone = str(input, 'phone', existing?.phone ?? '');
  if (phone !== '' && !PHONE.test(phone)) fail(lang, 'phoneInvalid');
  const email = str(input, 'email', existing?.email ?? '');
  if (email !== '' && (email.length > 64 || !EMAIL.test(email))) fail(lang, 'emailInvalid');
  return {
    account,
    realName,
    roleId,
    phone,
    email,
    avatar: avatar(str(input, 'avatar', existing?.avatar ?? ''), lang),
    defaultMainPage: pageFlag(input, 'defaultMainPage', existing?.defaultMainPage ?? 1, lang),
    customMainPage: pageFlag(input, 'customMainPage', existing?.customMainPage ?? 1, lang),
    mainPage: pageFlag(input, 'mainPage', existing?.mainPage ?? 1, lang),
  };
}
