import type { TFunction } from 'i18next';
import type { SchemaIssue } from '@/components/crud/schema-resolver';
import {
  type ExportConfig,
  type ExportConfigInput,
  type ExportConfigIssue,
  exportHeader,
} from '@/contract/api/data-export-config';

const ISSUES: readonly ExportConfigIssue[] = ['required', 'long', 'noneIncluded', 'duplicate'];

/** The configuration form's values: the type and its columns in order (units are read only). */
export type ConfigForm = Pick<ExportConfigInput, 'dictKey' | 'columns'>;

export const toConfigForm = (c: ExportConfig): ConfigForm => ({
  dictKey: c.dictKey,
  columns: c.columns.map(({ tagNo, include, title, titleEn }) => ({ tagNo, include, title, titleEn })),
});

/** The included columns' headers as an export in `lang` writes them, the first `n` and "…". */
export function headerPreview(c: ExportConfig, lang: 'zh' | 'en', n = 3): string {
  const headers = c.columns
    .filter((x) => x.include)
    .map((x) => exportHeader(lang === 'en' ? x.titleEn || x.title : x.title, x.unit));
  return headers.slice(0, n).join(', ') + (headers.length > n ? ', …' : '');
}

/**
 * A schema issue of the form in the console's language: a column's field names its row
 * ('Row 2: Title (English) is required'); the list's own issues say what is wrong.
 */
export function configIssueText(t: TFunction<'data'>, issue: SchemaIssue): string {
  const key: ExportConfigIssue = ISSUES.includes(issue.message as ExportConfigIssue)
    ? (issue.message as ExportConfigIssue)
    : 'required';
  const [list, row, field] = issue.path;
  if (list === 'columns' && typeof row === 'number' && typeof field === 'string') {
    const name = field === 'titleEn' ? 'titleEn' : field === 'title' ? 'titleZh' : 'tag';
    return t('exportConfig.issues.row', {
      row: row + 1,
      field: t(`exportConfig.${name}`),
      text: t(`exportConfig.issues.${key}`),
    });
  }
  return t(`exportConfig.issues.${key}`);
}

/** A picked tag's header: the configured one, else the template's name and unit. */
export type HeaderOf = (tagNo: string) => string;

/** The header of a tag from the configured titles, else from its template. */
export function headerFrom(
  titles: Array<{ tagNo: string; header: string }>,
  templates: Array<{ tagNo: string; name: string; nameEn: string; unit: string }>,
  en: boolean,
): HeaderOf {
  const configured = new Map(titles.map((x) => [x.tagNo, x.header]));
  const tpl = new Map(templates.map((x) => [x.tagNo, x]));
  return (no) => {
    const c = configured.get(no);
    if (c) return c;
    const x = tpl.get(no);
    return x ? exportHeader(en && x.nameEn ? x.nameEn : x.name, x.unit) : no;
  };
}
