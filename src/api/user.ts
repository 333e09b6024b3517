import type { UserRecord, UserUpdatePasswordQuery } from '@/contract/api/user';
import { encodePassword } from '@/lib/md5';
import { get, post, type CallOptions } from './http';

export function getUserDetail(userId: string): Promise<UserRecord> {
  return get<UserRecord>('user/detail', { userId });
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
