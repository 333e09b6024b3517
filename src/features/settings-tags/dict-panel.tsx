import { useTranslation } from 'react-i18next';
import { dataKeys, getTagDicts, removeTagDicts, saveTagDict } from '@/api/data';
import { CrudSection } from '@/components/crud/crud-section';
import { TextField } from '@/components/form-field';
import { type TagDict, tagDictSchema } from '@/contract/api/data';
import { useTagIssueText } from './issue-text';

const NEW: TagDict = { id: '', dictKey: '', dictName: '', dictNameEn: '' };
const list = () => ({ queryKey: dataKeys.dicts, queryFn: getTagDicts });

/** The tag dictionary: one entry per device type (key, name, English name). */
export function DictPanel() {
  const { t, i18n } = useTranslation('data');
  const issueText = useTagIssueText();
  const en = i18n.language === 'en';
  return (
    <CrudSection<TagDict, TagDict, typeof tagDictSchema>
      variant="panel"
      title={t('tags.dict.title')}
      list={list}
      rowKey={(d) => d.id}
      rowLabel={(d) => d.dictKey}
      invalidate={dataKeys.dicts}
      save={saveTagDict}
      remove={(d) => removeTagDicts([d.id])}
      writeCall="POST tagdict/save"
      messages={{
        saved: t('tags.dict.saved'),
        confirmRemove: (d) => t('tags.dict.confirmRemove', { name: d.dictKey }),
      }}
      addLabel={t('tags.dict.add')}
      editLabel={t('tags.dict.edit')}
      emptyLabel={t('tags.dict.empty')}
      columns={[
        { key: 'dictKey', header: t('tags.dict.key'), render: (d) => d.dictKey },
        {
          key: 'dictName',
          header: t('tags.dict.name'),
          render: (d) => (en && d.dictNameEn ? d.dictNameEn : d.dictName),
        },
      ]}
      form={{
        schema: tagDictSchema,
        toForm: (d) => d ?? NEW,
        issueText,
        fields: (form) => (
          <div className="grid gap-x-3 sm:grid-cols-3">
            <TextField label={t('tags.dict.key')} required maxLength={40} {...form.register('dictKey')} />
            <TextField label={t('tags.dict.name')} required maxLength={60} {...form.register('dictName')} />
            <TextField label={t('tags.dict.nameEn')} maxLength={80} {...form.register('dictNameEn')} />
          </div>
        ),
      }}
    />
  );
}
