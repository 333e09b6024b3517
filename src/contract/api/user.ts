import type { RoleName } from './auth';

/**
 * User management calls (spec §7 "Users"). Every password field is lowercase md5 hex.
 * add, edit, delete and resetPassword are administrator-only (code 403 'No permission').
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
export type UserEditBody = { id: string } & Partial<Omit<UserAddBody, 'password'>>;

/** Query of `POST user/delete`: comma-separated ids. The last administrator and oneself cannot be deleted. */
export interface UserDeleteQuery {
  userIds: string;
}

/** Query of `POST user/resetPassword`: sets the password to {@link DEFAULT_PASSWORD}. */
export interface UserResetPasswordQuery {
  userId: string;
}

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

/** Password given by user/add (when none is sent) and user/resetPassword. */
export const DEFAULT_PASSWORD = '123456';
