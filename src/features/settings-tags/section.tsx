import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { DictPanel } from './dict-panel';
import { TemplatePanel } from './template-panel';

/** Settings → tags: the tag dictionary and the tag templates (spec §3 "tag", §5 "Tag edit"). */
export function Section() {
  const { t } = useTranslation('data');
  return (
    <div className="space-y-6">
      <PageHeader title={t('tags.title')} subtitle={t('tags.description')} />
      <DictPanel />
      <TemplatePanel />
    </div>
  );
}
