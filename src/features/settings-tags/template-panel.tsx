import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dataKeys,
  exportTagTemplates,
  getTagDicts,
  getTagTemplates,
  removeTagTemplates,
  saveTagTemplate,
} from '@/api/data';
import { CrudSection } from '@/components/crud/crud-section';
import { versionToSend } from '@/components/crud/use-conflict';
import { type TagTemplate, tagTemplateSchema } from '@/contract/api/data';
import type { PageQuery } from '@/contract/envelope';
import { ImportTags } from './import-tags';
import { useTagIssueText } from './issue-text';
import { type TagForm, TemplateFields } from './template-fields';

const input = 'rounded-md border border-line bg-surface-2 px-2 py-1.5 text-sm text-fg';

/** Tag templates, server-paged, filtered by dictionary entry and searched by number or name. */
export function TemplatePanel() {
  const { t, i18n } = useTranslation('data');
  const issueText = useTagIssueText();
  const [dictKey, setDictKey] = useState('');
  const [keyword, setKeyword] = useState('');
  const dicts = useQuery({ queryKey: dataKeys.dicts, queryFn: getTagDicts }).data ?? [];
  const filter = { dictKey, keyword: keyword.trim() };
  const en = i18n.language === 'en';
  const list = (page: PageQuery) => ({
    queryKey: [...dataKeys.templates, filter, page],
    queryFn: () => getTagTemplates(filter, page),
  });
  const empty: TagForm = {
    id: '',
    tagNo: '',
    name: '',
    nameEn: '',
    unit: '',
    sort: '',
    dictKey,
    dictName: '',
  };
  const dictName = (x: TagTemplate) => {
    const entry = en ? dicts.find((d) => d.dictKey === x.dictKey) : undefined;
    return entry?.dictNameEn || x.dictName;
  };
  const fromDict = dicts.find((d) => d.dictKey === dictKey);
  if (fromDict) empty.dictName = fromDict.dictName;
  return (
    <CrudSection<TagTemplate, TagForm, typeof tagTemplateSchema>
      variant="panel"
      title={t('tags.template.title')}
      headerExtra={
        <div className="flex flex-wrap gap-2">
          <select
            aria-label={t('tags.template.dict')}
            className={input}
            value={dictKey}
            onChange={(e) => setDictKey(e.target.value)}
          >
            <option value="">{t('tags.template.allDicts')}</option>
            {dicts.map((d) => (
              <option key={d.id} value={d.dictKey}>
                {en && d.dictNameEn ? d.dictNameEn : d.dictName}
              </option>
            ))}
          </select>
          <input
            type="search"
            aria-label={t('tags.template.search')}
            placeholder={t('tags.template.search')}
            // Its placeholder ('Search by number or name') whole in either language and skin.
            className={`${input} w-[28ch] max-w-full`}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
          />
          <ImportTags />
        </div>
      }
      list={list}
      rowKey={(x) => x.id}
      rowLabel={(x) => x.tagNo}
      invalidate={dataKeys.templates}
      save={(v, c) => saveTagTemplate({ ...v, ...versionToSend(c.editing, c.overwrite) })}
      remove={(x) => removeTagTemplates([x.id])}
      writeCall="POST tagtemplate/save"
      messages={{
        saved: t('tags.template.saved'),
        confirmRemove: (x) => t('tags.template.confirmRemove', { name: x.tagNo }),
      }}
      addLabel={t('tags.template.add')}
      editLabel={t('tags.template.edit')}
      emptyLabel={t('tags.template.empty')}
      exportAs={{
        label: t('tags.template.file'),
        run: () => exportTagTemplates(t('tags.template.file'), filter),
      }}
      columns={[
        { key: 'tagNo', header: t('tags.template.tagNo'), render: (x) => x.tagNo },
        { key: 'name', header: t('tags.template.name'), render: (x) => x.name },
        { key: 'nameEn', header: t('tags.template.nameEn'), render: (x) => x.nameEn },
        { key: 'unit', header: t('tags.template.unit'), render: (x) => x.unit },
        { key: 'sort', header: t('tags.template.sort'), render: (x) => x.sort },
        {
          key: 'dict',
          header: t('tags.template.dict'),
          // The entry's name in the reader's language (an en console showed 'station · 储能系统').
          render: (x) => `${x.dictKey} · ${dictName(x)}`,
        },
      ]}
      form={{
        schema: tagTemplateSchema,
        toForm: (x) => (x ? { ...x } : empty),
        issueText,
        width: 'max-w-2xl',
        fields: (form) => <TemplateFields form={form} dicts={dicts} />,
      }}
    />
  );
}
