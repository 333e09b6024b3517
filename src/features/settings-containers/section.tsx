import { useTranslation } from 'react-i18next';
import { containersKeys, listContainers, removeContainers, submitContainer } from '@/api/containers';
import { CrudSection } from '@/components/crud/crud-section';
import { versionToSend } from '@/components/crud/use-conflict';
import { TextField } from '@/components/form-field';
import { containerInputSchema, type ContainerInput, type ContainerRecord } from '@/contract/api/containers';
import { containerLabel } from '@/lib/container-name';
import { usePreferences } from '@/stores/preferences';
import { useSite } from '@/stores/site';
import { Ch4Panel } from './ch4-panel';

interface ContainerForm {
  id: string;
  no: string;
  name: string;
  streamUrl: string;
}

const toForm = (c: ContainerRecord | null): ContainerForm => ({
  id: c?.id ?? '',
  no: c ? String(c.no) : '',
  name: c?.name ?? '',
  streamUrl: c?.streamUrl ?? '',
});
const toInput = (f: ContainerForm): unknown => ({
  ...f,
  no: f.no.trim() === '' ? undefined : Number(f.no),
});

/** Settings → containers: list, submit, remove, and the site's CH4 alarm threshold. */
export function Section() {
  const { t } = useTranslation('devices');
  const site = useSite((s) => s.currentSite);
  const known = ['tooLong', 'no', 'streamUrl'];
  const language = usePreferences((s) => s.language);
  // '#1' read like a placeholder: the readable name by rule, the stored one as tooltip (issue 30).
  const label = (c: ContainerRecord) => containerLabel(c, language, (no) => t('containers.numbered', { no }));
  return (
    <CrudSection<ContainerRecord, ContainerForm, typeof containerInputSchema>
      key={site}
      title={t('containers.title')}
      subtitle={t('containers.subtitle')}
      headerExtra={<Ch4Panel site={site} />}
      list={() => ({ queryKey: containersKeys.list(site), queryFn: () => listContainers(site) })}
      rowKey={(c) => c.id}
      rowLabel={(c) => label(c).text}
      invalidate={containersKeys.all}
      save={(input: ContainerInput, c) =>
        submitContainer(site, { ...input, ...versionToSend(c.editing, c.overwrite) })
      }
      remove={(c) => removeContainers(site, [c.id])}
      writeCall="POST container/submit"
      messages={{
        saved: t('containers.saved'),
        confirmRemove: (c) => t('containers.confirmRemove', { name: label(c).text }),
      }}
      addLabel={t('containers.add')}
      editLabel={t('containers.edit')}
      emptyLabel={t('containers.empty')}
      columns={[
        { key: 'no', header: t('containers.no'), align: 'right', render: (c) => c.no },
        {
          key: 'name',
          header: t('containers.name'),
          render: (c) => {
            const shown = label(c);
            return <span title={shown.title}>{shown.text}</span>;
          },
        },
        { key: 'stream', header: t('containers.streamUrl'), render: (c) => c.streamUrl || '-' },
      ]}
      form={{
        schema: containerInputSchema,
        toForm,
        toInput,
        issueText: (i) =>
          known.includes(i.message)
            ? t(`containers.errors.${i.message as 'tooLong' | 'no' | 'streamUrl'}`)
            : t('containers.errors.required'),
        fields: (form) => (
          <>
            <TextField label={t('containers.no')} required inputMode="numeric" {...form.register('no')} />
            <TextField label={t('containers.name')} required maxLength={40} {...form.register('name')} />
            <TextField label={t('containers.streamUrl')} maxLength={500} {...form.register('streamUrl')} />
          </>
        ),
      }}
    />
  );
}
