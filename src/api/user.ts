import type {
  ProfileForm,
  Role,
  UserEditBody,
  UserForm,
  UserListQuery,
  UserRecord,
  UserResetPasswordAnswer,
  UserUpdatePasswordQuery,
} from '@/contract/api/user';
import type { Page } from '@/contract/envelope';
import { encodePassword } from '@/lib/md5';
import { get, post, type CallOptions } from './http';

export const userKeys = {
  all: ['user'] as const,
  list: (query: UserListQuery) => ['user', 'list', query] as const,
  roles: ['user', 'roles'] as const,
  detail: (userId: string) => ['user', 'detail', userId] as const,
};

export function getUserDetail(userId: string): Promise<UserRecord> {
  return get<UserRecord>('user/detail', { userId });
}

export function listUsers(query: UserListQuery): Promise<Page<UserRecord>> {
  return get<Page<UserRecord>>('user/list', { ...query });
}

export function listRoles(): Promise<Role[]> {
  return get<Role[]>('user/role/list');
}

/** Adds a user (initial password 123456); `silent`: the form reports the failure itself. */
export function addUser(form: UserForm, options: CallOptions = {}): Promise<UserRecord> {
  return post<UserRecord>('user/add', { json: form }, options);
}

/** `version`: the one the edit started from (src/contract/conflict.ts); a newer stored one answers 409. */
export function editUser(
  id: string,
  form: UserForm,
  options: CallOptions = {},
  version: { version?: number } = {},
): Promise<UserRecord> {
  const body: UserEditBody = { id, ...form, ...version };
  return post<UserRecord>('user/edit', { json: body }, options);
}

export function deleteUsers(userIds: string[]): Promise<number> {
  return post<number>('user/delete', { query: { userIds: userIds.join(',') } });
}

/** Sets a new random password and answers it (to be shown once). */
export function resetPassword(userId: string): Promise<UserResetPasswordAnswer> {
  return post<UserResetPasswordAnswer>('user/resetPassword', { query: { userId } });
}

/** One's own real name, phone, email and avatar. */
export function updateOwnInfo(form: ProfileForm, options: CallOptions = {}): Promise<UserRecord> {
  return post<UserRecord>('user/updateInfo', { json: form }, options);
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
