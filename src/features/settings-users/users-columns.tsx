import { useState, type FormEvent, type ReactNode } from 'react';
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

/** Two stacked labels: a column that shows two fields, one above the other. */
function TwoLine({ top, bottom }: { top: string; bottom: string }) {
  return (
    <span className="whitespace-nowrap">
      <span className="block">{top}</span>
      <span className="block text-xs font-normal">{bottom}</span>
    </span>
  );
}

/** The second, lesser field of a stacked cell. */
function Sub({ children }: { children: ReactNode }) {
  return <span className="block text-xs text-muted">{children}</span>;
}

/**
 * The user list's columns (oneself marked "you"); the row buttons come from the CRUD pattern.
 * Rule (issue 30: 1093 px in an 836 px box at 1280 in the wall skin, en, beside the two menus and
 * the row buttons): two related fields share a column, one above the other — the login (account
 * over its role) and the person (real name over phone) — and the creation time is its date over
 * its clock time. Names wrap in their cell, never cut.
 */
export function useUserColumns(selfId: string): Column<UserRecord>[] {
  const { t } = useTranslation(['sysusers', 'settings']);
  return [
    {
      key: 'account',
      header: <TwoLine top={t('users.columns.account')} bottom={t('users.columns.role')} />,
      render: (u) => (
        <span className="block">
          <span className="block [overflow-wrap:anywhere]">
            {u.account}
            {u.id === selfId ? (
              <span className="ml-1 text-xs whitespace-nowrap text-muted">({t('users.self')})</span>
            ) : null}
          </span>
          <Sub>
            <span className="whitespace-nowrap">{t(`settings:roles.${u.roleName}`)}</span>
          </Sub>
        </span>
      ),
    },
    {
      key: 'realName',
      header: <TwoLine top={t('users.columns.realName')} bottom={t('users.columns.phone')} />,
      render: (u) => (
        <span className="block [overflow-wrap:anywhere]">
          <span className="block">{u.realName || '-'}</span>
          <Sub>
            <span className="whitespace-nowrap tabular-nums">{u.phone || '-'}</span>
          </Sub>
        </span>
      ),
    },
    {
      key: 'createTime',
      header: t('users.columns.createTime'),
      render: (u) => {
        // 'yyyy-MM-dd HH:mm:ss' as the server sends it: the date over the time.
        const [date, time] = (u.createTime ?? '').split(' ');
        return (
          <span className="block whitespace-nowrap tabular-nums">
            <span className="block">{date || '-'}</span>
            {time ? (
              <>
                {' '}
                <span className="block">{time}</span>
              </>
            ) : null}
          </span>
        );
      },
    },
  ];
}
