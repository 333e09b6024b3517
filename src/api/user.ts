import {
  resetPasswordAnswerSchema,
  roleSchema,
  userRecordSchema,
  type ProfileForm,
  type Role,
  type UserEditBody,
  type UserForm,
  type UserListQuery,
  type UserRecord,
  type UserResetPasswordAnswer,
  type UserUpdatePasswordQuery,
} from '@/contract/api/user';
import type { Page } from '@/contract/envelope';
import { wireArray, wireNullable, wireNum } from '@/contract/wire';
import { encodePassword } from '@/lib/md5';
import { get, post, type CallOptions } from './http';
import { readAnswer, readPage } from './read-answer';

/* Users and roles: answers read with src/contract/api/user.ts; code 404 reads as null, [] or no records. */

export const userKeys = {
  all: ['user'] as const,
  list: (query: UserListQuery) => ['user', 'list', query] as const,
  roles: ['user', 'roles'] as const,
  detail: (userId: string) => ['user', 'detail', userId] as const,
};

export async function getUserDetail(userId: string): Promise<UserRecord | null> {
  return readAnswer(wireNullable(userRecordSchema), await get('user/detail', { userId }), 'user/detail');
}

export async function listUsers(query: UserListQuery): Promise<Page<UserRecord>> {
  return readPage(userRecordSchema, await get('user/list', { ...query }), 'user/list');
}

export async function listRoles(): Promise<Role[]> {
  return readAnswer(wireArray(roleSchema), await get('user/role/list'), 'user/role/list');
}

/** Adds a user (initial password 123456); `silent`: the form reports the failure itself. */
export async function addUser(form: UserForm, options: CallOptions = {}): Promise<UserRecord> {
  return readAnswer(userRecordSchema, await post('user/add', { json: form }, options), 'user/add', options);
}

/** `version`: the one the edit started from (src/contract/conflict.ts); a newer stored one answers 409. */
export async function editUser(
  id: string,
  form: UserForm,
  options: CallOptions = {},
  version: { version?: number } = {},
): Promise<UserRecord> {
  const body: UserEditBody = { id, ...form, ...version };
  return readAnswer(userRecordSchema, await post('user/edit', { json: body }, options), 'user/edit', options);
}

/** How many users were deleted. */
export async function deleteUsers(userIds: string[]): Promise<number> {
  const answer = await post('user/delete', { query: { userIds: userIds.join(',') } });
  return readAnswer(wireNum, answer, 'user/delete');
}

/** Sets a new random password and answers it (to be shown once). */
export async function resetPassword(userId: string): Promise<UserResetPasswordAnswer> {
  const answer = await post('user/resetPassword', { query: { userId } });
  return readAnswer(resetPasswordAnswerSchema, answer, 'user/resetPassword');
}

/** One's own real name, phone, email and avatar. */
export async function updateOwnInfo(form: ProfileForm, options: CallOptions = {}): Promise<UserRecord> {
  const answer = await post('user/updateInfo', { json: form }, options);
  return readAnswer(userRecordSchema, answer, 'user/updateInfo', options);
}

/**
 * Changes a password (spec §7 user/updatePassword); all three passwords travel md5-encoded.
 * `options.headers` lets the login page's reset dialog use a token it has not stored.
 */
export function updatePassword(
  input: { userId: string; oldPassword: string; newPassword: string; newPassword1: string },
  options: CallOptions = {},
): Promise<unknown> {
  const query: UserUpdatePasswordQuery = {
    userId: input.userId,
    oldPassword: encodePassword(input.oldPassword),
    newPassword: encodePassword(input.newPassword),
    newPassword1: encodePassword(input.newPassword1),
  };
  return post('user/updatePassword', { query }, options);
}
