import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import type { Column } from '@/components/data-table';
import { TextInput } from '@/components/form-field';
import type { UserRecord } from '@/contract/api/user';

/** What the list is searched by (trimmed words; empty: any). */
export interface UserFilter {
  account: string;
  realName: string;
}

/** Account and real name, applied on "Search". */
export function UserSearch({ onSearch }: { onSearch: (filter: UserFilter) => void }) {
  const { t } = useTranslation(['sysusers', 'common']);
  const [typed, setTyped] = useState<UserFilter>({ account: '', realName: '' });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ account: typed.account.trim(), realName: typed.realName.trim() });
  };
  const field = (key: keyof UserFilter, label: string) => (
    <label className="flex flex-col gap-1 text-sm text-muted">
      {label}
      <TextInput value={typed[key]} onChange={(e) => setTyped((v) => ({ ...v, [key]: e.target.value }))} />
    </label>
  );
  return (
    <form onSubmit={submit} role="search" className="flex flex-wrap items-end gap-2">
      {field('account', t('users.searchAccount'))}
      {field('realName', t('users.searchRealName'))}
      <Button type="submit">{t('common:actions.search')}</Button>
    </form>
  );
}

/** The user list's columns (oneself marked "you"); the row buttons come from the CRUD pattern. */
export function useUserColumns(selfId: string): Column<UserRecord>[] {
  const { t } = useTranslation(['sysusers', 'settings']);
  return [
    {
      key: 'account',
      header: t('users.columns.account'),
      render: (u) => (
        <span>
          {u.account}
          {u.id === selfId ? (
            <span className="ml-1 text-xs whitespace-nowrap text-muted">({t('users.self')})</span>
          ) : null}
        </span>
      ),
    },
    { key: 'realName', header: t('users.columns.realName'), render: (u) => u.realName || '-' },
    {
      key: 'role',
      header: t('users.columns.role'),
      render: (u) => <span className="whitespace-nowrap">{t(`settings:roles.${u.roleName}`)}</span>,
    },
    { key: 'phone', header: t('users.columns.phone'), render: (u) => u.phone || '-' },
    {
      key: 'createTime',
      header: t('users.columns.createTime'),
      render: (u) => <span className="whitespace-nowrap tabular-nums">{u.createTime}</span>,
    },
  ];
}
