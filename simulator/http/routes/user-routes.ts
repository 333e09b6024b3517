import { noteRecordChanges } from '../oplog-recorder';
import { randomInt } from 'node:crypto';
import { accountKey } from '../../../src/contract/input-rules';
import { CORE_MESSAGES } from '../../../src/contract/messages';
import { fieldError, refuse } from '../input-errors';
import {
  DEFAULT_PASSWORD,
  PASSWORD_CHANGE_REQUIRED_CODE,
  RESET_PASSWORD_ALPHABET,
  RESET_PASSWORD_LENGTH,
  type UserResetPasswordAnswer,
} from '../../../src/contract/api/user';
import type { AuthService } from '../../auth/auth-service';
import { isMd5Hex, md5Hex } from '../../auth/passwords';
import { publicUser, roleId, ROLES, type StoredUser, type UserStore } from '../../store/users';
import { msg } from '../messages';
import { pageOf } from '../paging';
import { bodyObject, param } from '../params';
import type { Revisions } from '../revisions';
import { ApiError, type RequestContext, type Router } from '../router';
import { validateProfile, validateUserFields } from '../user-validation';

/** The user `id` names; 400 naming `field` (the parameter it came in) when there is none. */
function requireUser(users: UserStore, id: string | undefined, field: string): StoredUser {
  if (!id) throw refuse(field, 'userIdRequired');
  const user = users.byId(id);
  if (!user) throw refuse(field, 'userNotFound');
  return user;
}

/** The id parameter a call sent (the first of `names` present), with its name. */
const idParam = (ctx: RequestContext, ...names: string[]): [string | undefined, string] => {
  const name = names.find((n) => param(ctx, n) !== undefined) ?? names[0];
  return [param(ctx, name), name];
};

/** A random password from the restricted alphabet (spec §9 random string helper). */
function randomPassword(): string {
  let out = '';
  for (let i = 0; i < RESET_PASSWORD_LENGTH; i++)
    out += RESET_PASSWORD_ALPHABET[randomInt(0, RESET_PASSWORD_ALPHABET.length)];
  return out;
}

function md5Param(ctx: RequestContext, name: string): string | undefined {
  const value = param(ctx, name)?.trim().toLowerCase();
  if (value === undefined || value === '') return undefined;
  if (!isMd5Hex(value)) throw refuse(name, 'passwordNotMd5');
  return value;
}

/** User management (spec §7 "Users"); add/edit/delete/resetPassword are administrator-only. */
export function registerUserRoutes(
  router: Router,
  deps: { users: UserStore; auth: AuthService; revisions: Revisions },
): void {
  const { users, auth, revisions } = deps;
  // Each user record carries a version: an edit over an older one answers 409 (issue 33).
  const listed = (u: StoredUser) => revisions.decorate('user', publicUser(u));
  const adminId = roleId('administrator');

  router.get('user/list', (ctx) => {
    const filter = { account: ctx.query.get('account') ?? '', realName: ctx.query.get('realName') ?? '' };
    return pageOf(users.list(filter).map(listed), ctx.query);
  });

  router.get('user/role/list', () => ROLES);

  // Anyone may read their own record; other users' records are for administrators.
  router.get('user/detail', (ctx) => {
    const [id, field] = idParam(ctx, 'userId', 'id');
    const user = requireUser(users, id ?? ctx.user!.userId, field);
    if (user.id !== ctx.user!.userId && ctx.user!.roleName !== 'administrator')
      throw new ApiError(403, msg(ctx.lang, 'noPermission'));
    return listed(user);
  });

  // One's own real name, phone, email and avatar (personal info); never account or role.
  router.post('user/updateInfo', (ctx) => {
    const user = requireUser(users, ctx.user!.userId, 'userId');
    users.update(user.id, validateProfile(bodyObject(ctx), user, ctx.lang), Date.now());
    revisions.bump(ctx, 'user', user.id);
    return listed(users.byId(user.id)!);
  });

  // 'Admin' and 'admin' are one account (issue 33): accounts compare by input-rules' accountKey.
  const sameAccount = (account: string) =>
    users.list({ account }).find((u) => accountKey(u.account) === accountKey(account)) ?? null;

  router.post('user/add', async (ctx) => {
    const fields = validateUserFields(bodyObject(ctx), null, ctx.lang);
    if (sameAccount(fields.account)) throw fieldError('account', CORE_MESSAGES.userExists);
    const password = md5Param(ctx, 'password') ?? md5Hex(DEFAULT_PASSWORD);
    // Everyone who reads the README knows 123456: the new user replaces it at first login.
    return publicUser(await users.add(fields, password, Date.now(), true));
  });

  router.post('user/edit', (ctx) => {
    const user = requireUser(users, ...idParam(ctx, 'id', 'userId'));
    const fields = validateUserFields(bodyObject(ctx), user, ctx.lang);
    const other = sameAccount(fields.account);
    if (other && other.id !== user.id) throw fieldError('account', CORE_MESSAGES.userExists);
    if (user.roleId === adminId && fields.roleId !== adminId && users.countByRole(adminId) <= 1) {
      throw refuse('roleId', 'lastAdmin');
    }
    revisions.check(ctx, 'user', user.id);
    users.update(user.id, fields, Date.now());
    noteRecordChanges(ctx, listed(user), listed(users.byId(user.id)!));
    revisions.bump(ctx, 'user', user.id);
    if (fields.roleId !== user.roleId) auth.revokeUser(user.id); // new rights: log in again
    return listed(users.byId(user.id)!);
  });

  router.post('user/delete', (ctx) => {
    const [given, field] = idParam(ctx, 'userIds', 'ids');
    const raw = given ?? '';
    const ids = [
      ...new Set(
        raw
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    if (ids.length === 0) throw refuse(field, 'userIdRequired');
    const targets = ids.map((id) => requireUser(users, id, field));
    if (targets.some((u) => u.id === ctx.user!.userId)) throw refuse(field, 'deleteSelf');
    const admins = targets.filter((u) => u.roleId === adminId).length;
    if (admins > 0 && users.countByRole(adminId) - admins < 1) throw refuse(field, 'lastAdmin');
    for (const id of ids) auth.revokeUser(id);
    for (const id of ids) revisions.forget('user', id);
    return users.delete(ids);
  });

  router.post('user/resetPassword', async (ctx): Promise<UserResetPasswordAnswer> => {
    const user = requireUser(users, param(ctx, 'userId'), 'userId');
    const password = randomPassword();
    await users.setPassword(user.id, md5Hex(password), Date.now(), true);
    auth.revokeUser(user.id);
    auth.clearLock(user.account);
    return { password };
  });

  router.post('user/updatePassword', async (ctx) => {
    const self = ctx.user!;
    const user = requireUser(users, param(ctx, 'userId') ?? self.userId, 'userId');
    const own = user.id === self.userId;
    if (!own && self.passwordChangeRequired) {
      throw new ApiError(PASSWORD_CHANGE_REQUIRED_CODE, msg(ctx.lang, 'passwordChangeRequired'));
    }
    if (!own && self.roleName !== 'administrator') throw new ApiError(403, msg(ctx.lang, 'noPermission'));
    const oldPassword = md5Param(ctx, 'oldPassword');
    const newPassword = md5Param(ctx, 'newPassword');
    const newPassword1 = md5Param(ctx, 'newPassword1');
    if (!newPassword) throw refuse('newPassword', 'newPasswordRequired');
    if (newPassword !== newPassword1) throw refuse('newPassword1', 'passwordsDiffer');
    // Keeping the initial (or reset) password would leave the account as open as before.
    if (newPassword === oldPassword) throw refuse('newPassword', 'passwordUnchanged');
    if (!oldPassword || !(await auth.checkPassword(user.id, oldPassword))) {
      throw refuse('oldPassword', 'oldPasswordWrong');
    }
    // One's own new password is one's own; set by an administrator for someone else, it is not.
    await users.setPassword(user.id, newPassword, Date.now(), !own);
    // Every other session of that user ends; the one changing its own password stays.
    auth.revokeUser(user.id, own ? self.tokenFamily : undefined);
    return true;
  });
}
