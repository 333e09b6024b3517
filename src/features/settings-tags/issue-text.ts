import { useTranslation } from 'react-i18next';
import type { IssueText } from '@/components/crud/schema-resolver';

/** The label key of each tag field (locales data.json). */
export const TAG_FIELD_KEYS = {
  tagNo: 'tags.template.tagNo',
  name: 'tags.template.name',
  nameEn: 'tags.template.nameEn',
  unit: 'tags.template.unit',
  sort: 'tags.template.sort',
  dictKey: 'tags.dict.key',
  dictName: 'tags.dict.name',
  dictNameEn: 'tags.dict.nameEn',
} as const;

const KEYS = ['required', 'sort', 'tagNo', 'duplicate'] as const;

/** A tag schema issue as "<field> is required" in the console's language. */
export function useTagIssueText(): IssueText {
  const { t } = useTranslation('data');
  return (issue) => {
    const field = TAG_FIELD_KEYS[String(issue.path[0]) as keyof typeof TAG_FIELD_KEYS];
    const key = KEYS.find((k) => k === issue.message) ?? 'required';
    return t(`validation.${key}`, { field: field ? t(field) : String(issue.path[0]) });
  };
}
