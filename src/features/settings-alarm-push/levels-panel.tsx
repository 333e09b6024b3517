import { useTranslation } from 'react-i18next';
import { alarmPushKeys, getPushLevels, removePushLevels, savePushLevel } from '@/api/alarm-push';
import { CrudSection } from '@/components/crud/crud-section';
import { versionToSend } from '@/components/crud/use-conflict';
import { TextField } from '@/components/form-field';
import {
  PUSH_CHANNELS,
  type PushLevel,
  type PushLevelInput,
  pushLevelInputSchema,
} from '@/contract/api/alarm-push';
import { ALARM_LEVELS } from '@/lib/alarm-labels';
import { CheckboxGroup, useIssueText, useLocalName } from './shared';

const NEW: PushLevelInput = { name: '', nameEn: '', alarmLevels: [1], channels: ['app'], enabled: true };
const list = () => ({ queryKey: alarmPushKeys.levels, queryFn: getPushLevels });

/** Push levels: which alarm levels, told on which channels; administrators add, edit, remove. */
export function LevelsPanel() {
  const { t } = useTranslation('alarm-push');
  const { t: ta } = useTranslation('alarm');
  const local = useLocalName();
  const issueText = useIssueText();
  const levelText = (levels: readonly number[]) =>
    levels.map((l) => ta(`level.${l as 1 | 2 | 3}`)).join(' · ');
  const channelText = (channels: PushLevel['channels']) =>
    channels.map((c) => t(`channels.${c}`)).join(' · ');
  return (
    <CrudSection<PushLevel, PushLevelInput, typeof pushLevelInputSchema>
      variant="panel"
      title={t('levels.title')}
      list={list}
      rowKey={(l) => l.id}
      rowLabel={(l) => local(l)}
      invalidate={alarmPushKeys.all}
      save={(l, c) => savePushLevel({ ...l, ...versionToSend(c.editing, c.overwrite) })}
      remove={(l) => removePushLevels([l.id])}
      writeCall="POST alarmPush/level/submit"
      messages={{
        saved: t('levels.saved'),
        removed: t('levels.removed'),
        confirmRemove: (l) => t('levels.confirmRemove', { name: local(l) }),
      }}
      addLabel={t('levels.add')}
      editLabel={t('levels.edit')}
      emptyLabel={t('levels.empty')}
      columns={[
        { key: 'name', header: t('levels.name'), render: (l) => local(l) },
        { key: 'alarmLevels', header: t('levels.alarmLevels'), render: (l) => levelText(l.alarmLevels) },
        { key: 'channels', header: t('levels.channels'), render: (l) => channelText(l.channels) },
        { key: 'state', header: t('levels.state'), render: (l) => t(l.enabled ? 'levels.on' : 'levels.off') },
      ]}
      form={{
        schema: pushLevelInputSchema,
        toForm: (l) =>
          l
            ? {
                id: l.id,
                name: l.name,
                nameEn: l.nameEn,
                alarmLevels: l.alarmLevels,
                channels: l.channels,
                enabled: l.enabled,
              }
            : NEW,
        issueText,
        fields: (form) => (
          <>
            <div className="grid gap-x-3 sm:grid-cols-2">
              <TextField label={t('levels.name')} required maxLength={40} {...form.register('name')} />
              <TextField label={t('levels.nameEn')} maxLength={60} {...form.register('nameEn')} />
            </div>
            <CheckboxGroup
              legend={t('levels.alarmLevels')}
              options={ALARM_LEVELS.map((l) => ({ value: l, label: ta(`level.${l}`) }))}
              value={form.watch('alarmLevels')}
              onChange={(v) => form.setValue('alarmLevels', v, { shouldDirty: true })}
              disabled={form.formState.disabled}
            />
            <CheckboxGroup
              legend={t('levels.channels')}
              options={PUSH_CHANNELS.map((c) => ({ value: c, label: t(`channels.${c}`) }))}
              value={form.watch('channels')}
              onChange={(v) => form.setValue('channels', v, { shouldDirty: true })}
              disabled={form.formState.disabled}
            />
            <label className="inline-flex items-center gap-1.5 text-sm">
              <input type="checkbox" {...form.register('enabled')} />
              {t('levels.enabled')}
            </label>
          </>
        ),
      }}
    />
  );
}
