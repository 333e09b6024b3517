import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/http';
import { addUser, deleteUsers, editUser, listRoles, listUsers, resetPassword, userKeys } from '@/api/user';
import { Button } from '@/components/button';
import { confirm } from '@/components/confirm-dialog';
import { CrudSection } from '@/components/crud/crud-section';
import { versionToSend } from '@/components/crud/use-conflict';
import { conflictOf } from '@/contract/conflict';
import { userFormSchema, type UserRecord } from '@/contract/api/user';
import { notify } from '@/lib/notify';
import { useSession } from '@/stores/session';
import { ResetPasswordDialog } from './reset-dialog';
import { UserFields, userFormOf } from './user-fields';
import { UserSearch, useUserColumns, type UserFilter } from './users-columns';

/** User management: search, page, add, edit, reset password and (batch) delete. */
export function Section() {
  const { t } = useTranslation(['sysusers', 'errors']);
  const client = useQueryClient();
  const selfId = useSession((s) => s.userInfo?.user_id) ?? '';
  const [filter, setFilter] = useState<UserFilter>({ account: '', realName: '' });
  const [reset, setReset] = useState<{ account: string; password: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const roles = useQuery({ queryKey: userKeys.roles, queryFn: listRoles, staleTime: Infinity });
  const columns = useUserColumns(selfId);
  const isSelf = (u: UserRecord) => (u.id === selfId ? t('users.cannotDeleteSelf') : undefined);

  /** Runs one write at a time; the API client shows a refusal (oneself, the last administrator). */
  const once = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };
  const deleteMany = (targets: UserRecord[], clear: () => void) =>
    once(async () => {
      const accounts = targets.map((u) => u.account).join(', ');
      const question = t('users.confirmDelete', { count: targets.length, accounts });
      if (!(await confirm(question, { danger: true }))) return;
      const count = await deleteUsers(targets.map((u) => u.id));
      notify.success(t('users.deleted', { count }));
      clear();
      await client.invalidateQueries({ queryKey: userKeys.all });
    });
  const onReset = (user: UserRecord) =>
    once(async () => {
      if (!(await confirm(t('users.confirmReset', { account: user.account }), { danger: true }))) return;
      const { password } = await resetPassword(user.id);
      setReset({ account: user.account, password });
    });

  return (
    <>
      <CrudSection
        title={t('users.title')}
        subtitle={t('users.subtitle')}
        headerExtra={<UserSearch onSearch={setFilter} />}
        filterKey={JSON.stringify(filter)}
        pageSize={10}
        list={(page) => {
          const query = { ...filter, ...page };
          return { queryKey: userKeys.list(query), queryFn: () => listUsers(query) };
        }}
        rowKey={(u) => u.id}
        rowLabel={(u) => u.account}
        invalidate={userKeys.all}
        writeCall="POST user/add"
        save={(values, { editing, overwrite }) =>
          (editing
            ? editUser(editing.id, values, { silent: true }, versionToSend(editing, overwrite))
            : addUser(values, { silent: true })
          ).catch((error: unknown) => {
            // A conflict is told in the form (reload or overwrite); other refusals here.
            if (!conflictOf(error)) {
              const reason = isApiError(error) ? error.message : '';
              const failed = editing ? t('errors:modifyInfoFailed') : t('errors:addFailed');
              notify.error(`${failed} ${reason}`.trim());
            }
            throw error;
          })
        }
        remove={(u) => deleteUsers([u.id])}
        removeBlocked={isSelf}
        messages={{
          saved: (editing) => t(editing ? 'users.saved' : 'users.added'),
          removed: t('users.deleted', { count: 1 }),
          confirmRemove: (u) => t('users.confirmDelete', { count: 1, accounts: u.account }),
        }}
        columns={columns}
        rowActions={(u) => (
          <Button
            variant="ghost"
            disabled={busy}
            aria-label={`${t('users.resetPassword')} ${u.account}`}
            onClick={() => void onReset(u)}
          >
            {t('users.resetPassword')}
          </Button>
        )}
        select={{
          blocked: isSelf,
          allLabel: t('users.selectAll'),
          rowLabel: (u) => t('users.selectRow', { account: u.account }),
          actions: (selected, clear) => (
            <Button
              variant="danger"
              disabled={selected.length === 0 || busy}
              onClick={() => void deleteMany(selected, clear)}
            >
              {t('users.deleteSelected', { count: selected.length })}
            </Button>
          ),
        }}
        addLabel={t('users.addTitle')}
        editLabel={(u) => t('users.editTitle', { account: u.account })}
        form={{
          schema: userFormSchema,
          toForm: (u) => userFormOf(u, roles.data ?? []),
          issues: 'fields',
          description: (u) => (u ? undefined : t('users.initialPassword')),
          fields: (form) => <UserFields form={form} roles={roles.data ?? []} />,
        }}
      />
      {reset ? <ResetPasswordDialog {...reset} onClose={() => setReset(null)} /> : null}
    </>
  );
}
