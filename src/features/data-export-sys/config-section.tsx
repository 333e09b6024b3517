import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataKeys, getTagDicts } from '@/api/data';
import { exportConfigKeys, getExportConfigs, saveExportConfig } from '@/api/export-config';
import { CrudForm } from '@/components/crud/crud-form';
import { actionsColumn, CrudTable, leadingActions } from '@/components/crud/crud-section';
import { versionToSend } from '@/components/crud/use-conflict';
import { useCrudSection } from '@/components/crud/use-crud-section';
import { Dialog } from '@/components/dialog';
import {
  type ExportConfig,
  type ExportConfigInput,
  exportConfigInputSchema,
} from '@/contract/api/data-export-config';
import { ConfigFields } from './config-fields';
import { configIssueText, headerPreview, toConfigForm } from './config-form';

const control = 'rounded-md border border-line bg-surface-2 px-2 py-1.5 text-sm text-fg';

/**
 * The export configurations, one per device type (src/contract/api/data-export-config.ts): the
 * list filtered by type and the column editor (order, include, titles zh/en) in a dialog over the
 * contract's schema; a save over a newer version shows who saved it and when, keeping what was
 * typed (useCrudSection).
 */
export function ConfigSection() {
  const { t, i18n } = useTranslation('data');
  const en = i18n.language === 'en';
  const [dictKey, setDictKey] = useState('');
  const dicts = useQuery({ queryKey: dataKeys.dicts, queryFn: getTagDicts }).data ?? [];
  const typeName = (c: { dictName: string; dictNameEn: string }) =>
    en && c.dictNameEn ? c.dictNameEn : c.dictName;
  const state = useCrudSection<ExportConfig, ExportConfigInput>({
    list: (page) => ({
      queryKey: exportConfigKeys.page(dictKey, page),
      queryFn: () => getExportConfigs(dictKey, page),
    }),
    rowKey: (c) => c.dictKey,
    invalidate: exportConfigKeys.all,
    filterKey: dictKey,
    pageSize: 10,
    writeCall: 'POST dataexportconfig/update',
    save: (input, c) => saveExportConfig({ ...input, ...versionToSend(c.editing, c.overwrite) }),
    messages: { saved: t('exportConfig.saved') },
  });
  const editing = state.editing?.row ?? null;
  const units = new Map(editing?.columns.map((c) => [c.tagNo, c.unit]));
  const editLabel = editing ? t('exportConfig.edit', { name: typeName(editing) }) : '';
  return (
    <section aria-label={t('exportConfig.title')} className="space-y-3">
      <p className="text-sm text-muted">{t('exportConfig.description')}</p>
      <label className="flex flex-wrap items-center gap-2 text-sm text-muted">
        {t('exportConfig.type')}
        <select className={control} value={dictKey} onChange={(e) => setDictKey(e.target.value)}>
          <option value="">{t('exportConfig.allTypes')}</option>
          {dicts.map((d) => (
            <option key={d.dictKey} value={d.dictKey}>
              {typeName(d)}
            </option>
          ))}
        </select>
      </label>
      {state.readOnlyReason ? <p className="text-sm text-muted">{state.readOnlyReason}</p> : null}
      <CrudTable
        state={state}
        rowKey={(c) => c.dictKey}
        caption={t('exportConfig.title')}
        emptyLabel={t('exportConfig.empty')}
        columns={[
          leadingActions(actionsColumn(state, typeName)),
          { key: 'type', header: t('exportConfig.type'), render: (c) => typeName(c) },
          {
            key: 'columns',
            header: t('exportConfig.columns'),
            render: (c) =>
              t('exportConfig.included', {
                included: c.columns.filter((x) => x.include).length,
                total: c.columns.length,
              }),
          },
          {
            key: 'headers',
            header: t('exportConfig.headers'),
            render: (c) => <span className="text-muted">{headerPreview(c, en ? 'en' : 'zh')}</span>,
          },
          {
            key: 'updated',
            header: t('exportConfig.updated'),
            render: (c) => c.updateTime || <span className="text-muted">{t('exportConfig.never')}</span>,
          },
        ]}
      />
      {editing ? (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open && !state.saving) state.setEditing(null);
          }}
          title={editLabel}
          width="max-w-4xl"
        >
          <CrudForm
            schema={exportConfigInputSchema}
            values={toConfigForm(editing)}
            issueText={(issue) => configIssueText(t, issue)}
            label={editLabel}
            fields={(form) => <ConfigFields form={form} units={units} />}
            saving={state.saving}
            readOnlyReason={state.readOnlyReason}
            conflict={state.conflict}
            onSubmit={state.submit}
            onOverwrite={state.overwrite}
            onReload={async () => {
              const stored = await state.reload();
              return stored ? toConfigForm(stored) : null;
            }}
            onCancel={() => state.setEditing(null)}
          />
        </Dialog>
      ) : null}
    </section>
  );
}
