import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cloneEnvTemplate,
  deleteEnvTemplates,
  envTemplateKeys,
  exportEnvTemplates,
  listEnvTemplates,
  saveEnvTemplate,
} from '@/api/env-template';
import { Button } from '@/components/button';
import { CrudSection } from '@/components/crud/crud-section';
import { versionToSend } from '@/components/crud/use-conflict';
import type { SchemaIssue } from '@/components/crud/schema-resolver';
import {
  envTemplateInputSchema,
  type EnvTemplateInput,
  type EnvTemplateRecord,
} from '@/contract/api/env-template';
import { notify } from '@/lib/notify';
import { useMayCall } from '@/stores/permissions';
import { usePreferences } from '@/stores/preferences';
import { useSite } from '@/stores/site';
import { DeviceBinding } from './device-binding';
import { AddFieldButton, TemplateFields } from './template-fields';
import { toForm, toInput, type TemplateForm } from './template-form';

const KNOWN = ['sort', 'tooLong', 'tooMany'] as const;

/** Settings → environment cards: the templates the storage page's environment cards are built from. */
export function Section() {
  const { t } = useTranslation('envcards');
  const { t: tc } = useTranslation();
  const site = useSite((s) => s.currentSite);
  const language = usePreferences((s) => s.language);
  const client = useQueryClient();
  const mayClone = useMayCall('POST', 'environmentTemplate/clone');
  const mayBind = useMayCall('POST', 'environmentTemplate/device/save');
  const adminOnly = tc('permission.adminOnly');
  const [binding, setBinding] = useState<EnvTemplateRecord | null>(null);
  const name = (r: EnvTemplateRecord) => (language === 'zh' ? r.nameZh : r.nameEn);
  const clone = useMutation({
    mutationFn: (r: EnvTemplateRecord) => cloneEnvTemplate(site, r.id),
    onSuccess: async (copy) => {
      notify.success(t('cloned', { name: name(copy) }));
      await client.invalidateQueries({ queryKey: envTemplateKeys.all });
    },
  });
  const issueText = (i: SchemaIssue) =>
    (KNOWN as readonly string[]).includes(i.message)
      ? t(`errors.${i.message as (typeof KNOWN)[number]}`)
      : t('errors.fillValues');
  return (
    <>
      <CrudSection<EnvTemplateRecord, TemplateForm, typeof envTemplateInputSchema>
        key={site}
        title={t('title')}
        subtitle={t('subtitle')}
        list={() => ({ queryKey: envTemplateKeys.list(site), queryFn: () => listEnvTemplates(site) })}
        rowKey={(r) => String(r.id)}
        rowLabel={name}
        invalidate={envTemplateKeys.all}
        save={(input: EnvTemplateInput, c) =>
          saveEnvTemplate(site, { ...input, ...versionToSend(c.editing, c.overwrite) })
        }
        remove={(r) => deleteEnvTemplates(site, [r.id])}
        writeCall="POST environmentTemplate/save"
        messages={{ saved: t('saved'), confirmRemove: (r) => t('confirmRemove', { name: name(r) }) }}
        addLabel={t('add')}
        editLabel={t('edit')}
        emptyLabel={t('empty')}
        rowActions={(r) => (
          <>
            <Button aria-label={t('actions.devicesOf', { name: name(r) })} onClick={() => setBinding(r)}>
              {t('actions.devices')}
            </Button>
            <Button
              disabled={!mayClone || clone.isPending}
              title={mayClone ? undefined : adminOnly}
              aria-label={t('actions.cloneOf', { name: name(r) })}
              onClick={() => clone.mutate(r)}
            >
              {t('actions.clone')}
            </Button>
          </>
        )}
        exportAs={{ label: t('file'), run: () => exportEnvTemplates(site, t('file')) }}
        columns={[
          { key: 'sort', header: t('columns.sort'), align: 'right', render: (r) => r.sort },
          { key: 'name', header: t('columns.name'), render: name },
          { key: 'kind', header: t('columns.kind'), render: (r) => t(`kinds.${r.kind}`) },
          { key: 'fields', header: t('columns.fields'), align: 'right', render: (r) => r.fields.length },
          {
            key: 'devices',
            header: t('columns.devices'),
            align: 'right',
            // The count as words of its own ('3 devices'); the buttons stand with the row's actions
            // ('1 Devices Clone' read as one phrase; issue 30).
            render: (r) => (
              <span className="whitespace-nowrap tabular-nums" data-testid="template-device-count">
                {t('deviceCount', { count: r.deviceIds.length })}
              </span>
            ),
          },
        ]}
        form={{
          schema: envTemplateInputSchema,
          toForm,
          toInput,
          issueText,
          width: 'max-w-6xl',
          fields: (form) => <TemplateFields form={form} />,
          extraActions: (form) => <AddFieldButton form={form} />,
        }}
      />
      {binding ? (
        <DeviceBinding
          site={site}
          template={binding}
          canEdit={mayBind}
          readOnlyReason={mayBind ? undefined : adminOnly}
          onClose={() => setBinding(null)}
        />
      ) : null}
    </>
  );
}
