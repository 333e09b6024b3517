import { z } from 'zod';
import { pngDataUrlProblem } from '../png';
import { wireIdText, wireNum, wireStr } from '../wire';
import type { RoleName } from './auth';

/**
 * User management calls (spec §7 "Users"). Every password field is lowercase md5 hex.
 * list, add, edit, delete and resetPassword are administrator-only (code 403 'No permission');
 * detail answers non-administrators about themselves only; updateInfo edits one's own profile.
 */

/** A user as listed by `GET user/list` and `GET user/detail?userId=`. */
export interface UserRecord {
  /** Large numeric id, sent as a string. */
  id: string;
  tenantId: string;
  account: string;
  realName: string;
  roleId: string;
  roleName: RoleName;
  phone: string;
  email: string;
  /** Data URL of a png, or ''. */
  avatar: string;
  /** Route-guard flags, as in the token answer's `detail`. */
  defaultMainPage: number;
  customMainPage: number;
  mainPage: number;
  /** 'YYYY-MM-DD HH:mm:ss', server local time. */
  createTime: string;
  updateTime: string;
  /** The stored version (src/contract/conflict.ts); absent from a backend without versions. */
  version?: number;
}

/** Query of `GET user/list` (paged). */
export interface UserListQuery {
  current?: number;
  size?: number;
  /** Substring of the account name. */
  account?: string;
  /** Substring of the real name. */
  realName?: string;
}

/** One entry of `GET user/role/list` (not paged). */
export interface Role {
  id: string;
  roleName: RoleName;
}

/**
 * JSON body of `POST user/add`. `account` and `roleId` are required; `password` defaults to
 * {@link DEFAULT_PASSWORD}. Errors (code 400): 'User name is required', 'The user name already
 * exists', 'Please choose a role', 'Invalid phone number', 'The password must be an md5 hex string'.
 */
export interface UserAddBody {
  account: string;
  realName?: string;
  roleId: string;
  phone?: string;
  email?: string;
  avatar?: string;
  password?: string;
  defaultMainPage?: number;
  customMainPage?: number;
  mainPage?: number;
}

/** JSON body of `POST user/edit`: `id` plus the fields to change. */
export type UserEditBody = { id: string } & Partial<Omit<UserAddBody, 'password'>> & {
    /** The version the edit started from (409 if saved since); absent: saved unconditionally. */
    version?: number;
  };

/** Query of `POST user/delete`: comma-separated ids. The last administrator and oneself cannot be deleted. */
export interface UserDeleteQuery {
  userIds: string;
}

/**
 * Query of `POST user/resetPassword`: sets a new random password of
 * {@link RESET_PASSWORD_LENGTH} characters and answers it once ({@link UserResetPasswordAnswer}).
 */
export interface UserResetPasswordQuery {
  userId: string;
}

/** `data` of `POST user/resetPassword`: the new password in clear, shown to the administrator once. */
export interface UserResetPasswordAnswer {
  password: string;
}

/** Spec §9 "random string helper": default length 8, restricted alphabet (no 0/O, 1/l/I). */
export const RESET_PASSWORD_LENGTH = 8;
export const RESET_PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/**
 * Query of `POST user/updatePassword` (any user, for themself; administrators for anyone).
 * Errors: 'The old password is incorrect', 'The new password is required',
 * 'The two new passwords do not match'.
 */
export interface UserUpdatePasswordQuery {
  userId: string;
  oldPassword: string;
  newPassword: string;
  newPassword1: string;
}

/** Password given by user/add when none is sent. */
export const DEFAULT_PASSWORD = '123456';

/**
 * Code of the answer to every call of a session whose account must first replace its initial or
 * reset password (token `detail.passwordChangeRequired`); only its own `POST user/updatePassword`
 * (and the token call) goes through until then.
 */
export const PASSWORD_CHANGE_REQUIRED_CODE = 428;

/*
 * Validation shared by the console's forms and the simulator. Issue messages are codes; the
 * console translates them (`sysusers:errors.<code>`), the simulator answers them in the request
 * language. 'usernameRequired' is the spec's 'User name is required'.
 */

/** Codes of {@link userFormSchema} / {@link profileSchema} issues. */
export type UserFieldError =
  | 'usernameRequired'
  | 'userNameInvalid'
  | 'realNameTooLong'
  | 'roleRequired'
  | 'phoneInvalid'
  | 'emailInvalid'
  | 'pictureNotPng'
  | 'pictureTooLarge';

export const ACCOUNT_PATTERN = /^[A-Za-z0-9_.-]{1,32}$/;
const PHONE = /^\+?[0-9][0-9 -]{4,19}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const avatarField = z.string().superRefine((value, ctx) => {
  const problem = pngDataUrlProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const profileShape = {
  realName: z.string().trim().max(32, 'realNameTooLong'),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || PHONE.test(v), 'phoneInvalid'),
  email: z
    .string()
    .trim()
    .refine((v) => v === '' || (v.length <= 64 && EMAIL.test(v)), 'emailInvalid'),
  avatar: avatarField,
};

/** One's own profile (`POST user/updateInfo`, JSON body): real name, phone, email, avatar. */
export const profileSchema = z.object(profileShape);
export type ProfileForm = z.infer<typeof profileSchema>;

/** The add/edit user form and the body of user/add and user/edit (without id and flags). */
export const userFormSchema = z.object({
  account: z.string().trim().min(1, 'usernameRequired').regex(ACCOUNT_PATTERN, 'userNameInvalid'),
  roleId: z.string().trim().min(1, 'roleRequired'),
  ...profileShape,
});
export type UserForm = z.infer<typeof userFormSchema>;

/** The first issue's code of a failed parse. */
export function firstUserError(error: z.ZodError): UserFieldError {
  return (error.issues[0]?.message ?? 'usernameRequired') as UserFieldError;
}

/*
 * Schemas of the answers above as a real backend may send them (ids and numbers as text, null
 * texts, extra fields): src/api/user.ts reads every answer with them.
 */

const roleName = z.enum(['administrator', 'operator'] satisfies RoleName[]);

export const userRecordSchema: z.ZodType<UserRecord> = z.object({
  id: wireIdText,
  tenantId: wireStr,
  account: wireStr,
  realName: wireStr,
  roleId: wireIdText,
  roleName,
  phone: wireStr,
  email: wireStr,
  avatar: wireStr,
  defaultMainPage: wireNum,
  customMainPage: wireNum,
  mainPage: wireNum,
  createTime: wireStr,
  updateTime: wireStr,
  version: wireNum.optional(),
});

export const roleSchema: z.ZodType<Role> = z.object({ id: wireIdText, roleName });

export const resetPasswordAnswerSchema: z.ZodType<UserResetPasswordAnswer> = z.object({ password: wireStr });
