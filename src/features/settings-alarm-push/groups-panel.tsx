import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import {
  alarmPushKeys,
  getPushGroups,
  getSelectedUsers,
  getUnselectedUsers,
  removePushGroups,
  savePushGroup,
} from '@/api/alarm-push';
import { Button } from '@/components/button';
import { CrudSection } from '@/components/crud/crud-section';
import { versionToSend } from '@/components/crud/use-conflict';
import { TextField } from '@/components/form-field';
import { type PushGroup, type PushGroupInput, pushGroupInputSchema } from '@/contract/api/alarm-push';
import { useIssueText, useLocalName } from './shared';

type Form = UseFormReturn<PushGroupInput, unknown, PushGroupInput>;

const NEW: PushGroupInput = { name: '', nameEn: '', remark: '', userIds: [] };
const list = () => ({ queryKey: alarmPushKeys.groups, queryFn: getPushGroups });
const who = (m: { realName: string; account: string }) =>
  m.realName ? `${m.realName} (${m.account})` : m.account;

/** The group's members and the other users (the selected and unselected lists), moved by click. */
function MemberPicker({ form, groupId }: { form: Form; groupId: string | null }) {
  const { t } = useTranslation('alarm-push');
  const users = useQuery({
    queryKey: alarmPushKeys.members(groupId),
    queryFn: async () => {
      const [selected, unselected] = await Promise.all([
        groupId ? getSelectedUsers(groupId) : Promise.resolve([]),
        getUnselectedUsers(groupId),
      ]);
      return [...selected, ...unselected];
    },
  });
  const ids = form.watch('userIds');
  const disabled = form.formState.disabled;
  const set = (next: string[]) => form.setValue('userIds', next, { shouldDirty: true });
  if (!users.data) return <p className="text-sm text-muted">{t('groups.loadingUsers')}</p>;
  const byId = new Map(users.data.map((u) => [u.userId, u] as const));
  const inGroup = ids.map((id) => byId.get(id)).filter((u) => u !== undefined);
  const others = users.data.filter((u) => !ids.includes(u.userId));
  const column = (title: string, rows: typeof others, empty: string, add: boolean) => (
    <div className="min-w-0 flex-1 rounded-md border border-line p-2">
      <div className="mb-1 text-xs font-semibold text-muted">
        {title} ({rows.length})
      </div>
      <ul className="max-h-48 space-y-1 overflow-auto" aria-label={title}>
        {rows.length === 0 ? <li className="text-xs text-muted">{empty}</li> : null}
        {rows.map((u) => (
          <li key={u.userId} className="flex items-center gap-2 text-sm">
            <span className="min-w-0 flex-1 truncate">{who(u)}</span>
            <Button
              variant="ghost"
              disabled={disabled}
              aria-label={t(add ? 'groups.addMember' : 'groups.removeMember', { name: who(u) })}
              onClick={() => set(add ? [...ids, u.userId] : ids.filter((id) => id !== u.userId))}
            >
              {add ? '+' : '×'}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <div className="flex gap-3">
      {column(t('groups.selected'), inGroup, t('groups.noneSelected'), false)}
      {column(t('groups.unselected'), others, t('groups.noneLeft'), true)}
    </div>
  );
}

/** Push groups and their members; administrators add, edit and remove. */
export function GroupsPanel() {
  const { t } = useTranslation('alarm-push');
  const local = useLocalName();
  const issueText = useIssueText();
  return (
    <CrudSection<PushGroup, PushGroupInput, typeof pushGroupInputSchema>
      variant="panel"
      title={t('groups.title')}
      list={list}
      rowKey={(g) => g.id}
      rowLabel={(g) => local(g)}
      invalidate={alarmPushKeys.all}
      save={(g, c) => savePushGroup({ ...g, ...versionToSend(c.editing, c.overwrite) })}
      remove={(g) => removePushGroups([g.id])}
      writeCall="POST alarmPush/group/submit"
      messages={{
        saved: t('groups.saved'),
        removed: t('groups.removed'),
        confirmRemove: (g) => t('groups.confirmRemove', { name: local(g) }),
      }}
      addLabel={t('groups.add')}
      editLabel={t('groups.edit')}
      emptyLabel={t('groups.empty')}
      columns={[
        { key: 'name', header: t('groups.name'), render: (g) => local(g) },
        {
          key: 'members',
          header: t('groups.members'),
          render: (g) => (g.members.length ? g.members.map(who).join(', ') : t('groups.noMembers')),
        },
        { key: 'remark', header: t('groups.remark'), render: (g) => g.remark },
      ]}
      form={{
        schema: pushGroupInputSchema,
        toForm: (g) =>
          g ? { id: g.id, name: g.name, nameEn: g.nameEn, remark: g.remark, userIds: g.userIds } : NEW,
        issueText,
        width: 'max-w-2xl',
        fields: (form) => (
          <>
            <div className="grid gap-x-3 sm:grid-cols-2">
              <TextField label={t('groups.name')} required maxLength={40} {...form.register('name')} />
              <TextField label={t('groups.nameEn')} maxLength={60} {...form.register('nameEn')} />
            </div>
            <TextField label={t('groups.remark')} maxLength={200} {...form.register('remark')} />
            <MemberPicker form={form} groupId={form.getValues('id') ?? null} />
          </>
        ),
      }}
    />
  );
}
