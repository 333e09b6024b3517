import type { UserRecord } from '../../src/contract/api/user';
import { firstUserError, profileSchema, userFormSchema } from '../../src/contract/api/user';
import { roleById, type UserFields } from '../store/users';
import type { z } from 'zod';
import { issueField } from '../../src/contract/input-rules';
import { CORE_MESSAGES } from '../../src/contract/messages';
import { fieldError } from './input-errors';
import type { Lang } from './messages';

/** 400 with the first issue's message, naming its field. */
const refused = (error: z.ZodError) =>
  fieldError(issueField(error.issues[0]?.path ?? []), CORE_MESSAGES[firstUserError(error)]);

function str(input: Record<string, unknown>, name: string, fallback: string): string {
  const v = input[name];
  if (v === undefined || v === null) return fallback;
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback;
}

function pageFlag(input: Record<string, unknown>, name: string, fallback: number): number {
  const v = input[name];
  if (v === undefined || v === null || v === '') return fallback;
  const n = Number(v);
  if (![0, 1, 2].includes(n)) throw fieldError(name, CORE_MESSAGES.pageFlagInvalid);
  return n;
}

/**
 * The validated fields of user/add (existing = null) or user/edit (missing fields keep the
 * existing values), checked with the console's own schema. Throws ApiError(400) with the first
 * problem in the request language.
 */
export function validateUserFields(
  input: Record<string, unknown>,
  existing: UserRecord | null,
  _lang: Lang,
): UserFields {
  const parsed = userFormSchema.safeParse({
    account: str(input, 'account', existing?.account ?? ''),
    realName: str(input, 'realName', existing?.realName ?? ''),
    roleId: str(input, 'roleId', existing?.roleId ?? ''),
    phone: str(input, 'phone', existing?.phone ?? ''),
    email: str(input, 'email', existing?.email ?? ''),
    avatar: str(input, 'avatar', existing?.avatar ?? ''),
  });
  if (!parsed.success) throw refused(parsed.error);
  const fields = parsed.data;
  if (!roleById(fields.roleId)) throw fieldError('roleId', CORE_MESSAGES.roleRequired);
  return {
    ...fields,
    realName: fields.realName || fields.account,
    defaultMainPage: pageFlag(input, 'defaultMainPage', existing?.defaultMainPage ?? 1),
    customMainPage: pageFlag(input, 'customMainPage', existing?.customMainPage ?? 1),
    mainPage: pageFlag(input, 'mainPage', existing?.mainPage ?? 1),
  };
}

/** One's own profile (user/updateInfo): the fields sent replace the stored ones. */
export function validateProfile(
  input: Record<string, unknown>,
  existing: UserRecord,
  _lang: Lang,
): UserFields {
  const parsed = profileSchema.safeParse({
    realName: str(input, 'realName', existing.realName),
    phone: str(input, 'phone', existing.phone),
    email: str(input, 'email', existing.email),
    avatar: str(input, 'avatar', existing.avatar),
  });
  if (!parsed.success) throw refused(parsed.error);
  return {
    account: existing.account,
    roleId: existing.roleId,
    ...parsed.data,
    realName: parsed.data.realName || existing.account,
    defaultMainPage: existing.defaultMainPage,
    customMainPage: existing.customMainPage,
    mainPage: existing.mainPage,
  };
}
