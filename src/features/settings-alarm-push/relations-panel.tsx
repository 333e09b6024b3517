import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  alarmPushKeys,
  getPushGroups,
  getPushLevels,
  getRelations,
  getUsableLevels,
  setRelation,
} from '@/api/alarm-push';
import { Card } from '@/components/card';
import { CrudForm } from '@/components/crud/crud-form';
import { actionsColumn } from '@/components/crud/crud-section';
import { versionToSend } from '@/components/crud/use-conflict';
import { useCrudSection } from '@/components/crud/use-crud-section';
import { DataTable } from '@/components/data-table';
import { Dialog } from '@/components/dialog';
import {
  type PushGroup,
  type PushLevel,
  type PushRelation,
  type PushRelationInput,
  pushRelationInputSchema,
} from '@/contract/api/alarm-push';
import { ALARM_TYPES, typeLabelKey } from '@/lib/alarm-labels';
import { useSite } from '@/stores/site';
import { CheckboxGroup, useIssueText, useLocalName } from './shared';

/** One row: a group and its relation on the site (empty when it has none). */
interface Row {
  group: PushGroup;
  relation: PushRelation;
}

/**
 * Each group with its relation on the site. A group without one is at version 0 where the station
 * versions its records (its groups carry a version), so two first sets of it race like edits;
 * without versions it has none and is set unconditionally.
 */
function relationRows(site: string, groups: PushGroup[], relations: PushRelation[]): Row[] {
  return groups.map((group) => ({
    group,
    relation: relations.find((r) => r.groupId === group.id) ?? {
      site,
      groupId: group.id,
      levelIds: [],
      deviceTypes: [],
      updateTime: '',
      ...(group.version === undefined ? {} : { version: 0 }),
    },
  }));
}

async function loadRows(site: string): Promise<Row[]> {
  const [groups, relations] = await Promise.all([getPushGroups(), getRelations(site)]);
  return relationRows(site, groups, relations);
}

const formValues = (site: string, row: Row): PushRelationInput => ({
  site,
  groupId: row.group.id,
  levelIds: row.relation.levelIds,
  deviceTypes: row.relation.deviceTypes,
});

/** Which groups get which levels of which devices on the current site (relation edit and set). */
export function RelationsPanel() {
  const { t } = useTranslation('alarm-push');
  const { t: ta } = useTranslation('alarm');
  const site = useSite((s) => s.currentSite);
  const local = useLocalName();
  const issueText = useIssueText();
  const levels = useQuery({ queryKey: alarmPushKeys.levels, queryFn: getPushLevels });
  const usable = useQuery({ queryKey: alarmPushKeys.useList, queryFn: getUsableLevels });
  const levelName = (id: string) => {
    const l = levels.data?.find((x) => x.id === id);
    return l ? local(l) : id;
  };
  const typeName = (type: string) => {
    const key = typeLabelKey(type);
    return key ? ta(key) : type;
  };
  const state = useCrudSection<Row, PushRelationInput>({
    list: () => ({ queryKey: [...alarmPushKeys.relations(site), 'rows'], queryFn: () => loadRows(site) }),
    rowKey: (r) => r.group.id,
    invalidate: alarmPushKeys.all,
    save: ({ site: _site, ...payload }, c) =>
      setRelation(site, { ...payload, ...versionToSend(c.editing?.relation, c.overwrite) }),
    writeCall: 'POST alarmPush/groupRelation/set',
    messages: { saved: t('relations.saved'), confirmRemove: () => '' },
  });
  const editing = state.editing?.row ?? null;
  const title = t('relations.title');
  return (
    <Card
      tone="panel"
      title={
        <>
          {title} <span className="text-sm font-normal text-muted">({site})</span>
        </>
      }
      label={title}
    >
      <p className="mb-3 text-xs text-muted">{t('relations.hint')}</p>
      <DataTable
        caption={title}
        columns={[
          { key: 'group', header: t('relations.group'), render: (r) => local(r.group) },
          {
            key: 'levels',
            header: t('relations.levels'),
            render: (r) =>
              r.relation.levelIds.length
                ? r.relation.levelIds.map(levelName).join(' · ')
                : t('relations.none'),
          },
          {
            key: 'devices',
            header: t('relations.devices'),
            render: (r) =>
              r.relation.deviceTypes.length
                ? r.relation.deviceTypes.map(typeName).join(' · ')
                : t('relations.allDevices'),
          },
          actionsColumn(state, (r) => local(r.group)),
        ]}
        rows={state.rows}
        rowKey={(r) => r.group.id}
        loading={state.query.isPending}
        error={state.query.isError ? state.query.error.message : null}
        onRetry={() => void state.query.refetch()}
        paging={state.paging.total > state.paging.size ? state.paging : undefined}
      />
      {editing ? (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open && !state.saving) state.setEditing(null);
          }}
          title={t('relations.editOf', { name: local(editing.group) })}
        >
          <CrudForm<PushRelationInput, typeof pushRelationInputSchema>
            schema={pushRelationInputSchema}
            values={formValues(site, editing)}
            issueText={issueText}
            label={t('relations.editOf', { name: local(editing.group) })}
            saving={state.saving}
            readOnlyReason={state.readOnlyReason}
            conflict={state.conflict}
            onSubmit={state.submit}
            onOverwrite={state.overwrite}
            onReload={async () => {
              const stored = await state.reload();
              return stored ? formValues(site, stored) : null;
            }}
            onCancel={() => state.setEditing(null)}
            fields={(form) => (
              <>
                <CheckboxGroup
                  legend={t('relations.levels')}
                  options={levelOptions(usable.data ?? [], form.watch('levelIds'), levels.data ?? [], local)}
                  value={form.watch('levelIds')}
                  onChange={(v) => form.setValue('levelIds', v, { shouldDirty: true })}
                  hint={usable.data?.length === 0 ? t('relations.noUsableLevels') : undefined}
                />
                <CheckboxGroup
                  legend={t('relations.devices')}
                  options={ALARM_TYPES.map((type) => ({ value: type, label: typeName(type) }))}
                  value={form.watch('deviceTypes')}
                  onChange={(v) => form.setValue('deviceTypes', v, { shouldDirty: true })}
                  hint={t('relations.devicesHint')}
                />
              </>
            )}
          />
        </Dialog>
      ) : null}
    </Card>
  );
}

/** The usable levels, plus any the relation already names (a disabled one can be unticked). */
function levelOptions(
  usable: PushLevel[],
  chosen: string[],
  all: PushLevel[],
  local: (l: PushLevel) => string,
) {
  const extra = all.filter((l) => chosen.includes(l.id) && !usable.some((u) => u.id === l.id));
  return [...usable, ...extra].map((l) => ({ value: l.id, label: local(l) }));
}
