import type { EnvField, EnvKind, EnvTemplateRecord } from '@/contract/api/env-template';

/** The template dialog's values: the sort as typed, the kind possibly not chosen yet. */
export interface TemplateForm {
  id: number;
  nameZh: string;
  nameEn: string;
  sort: string;
  kind: EnvKind | '';
  fields: EnvField[];
}

export const blankField = (): EnvField => ({
  name: '',
  nameEn: '',
  readService: '',
  readIdentifier: '',
  writeService: '-',
  writeIdentifier: '-',
  dictName: 'runState',
  buttonName: '-',
  buttonNameEn: '',
  commandValue: '-',
  keyValue: '-',
});

export const toForm = (t: EnvTemplateRecord | null): TemplateForm => ({
  id: t?.id ?? 0,
  nameZh: t?.nameZh ?? '',
  nameEn: t?.nameEn ?? '',
  sort: t ? String(t.sort) : '',
  kind: t?.kind ?? '',
  fields: t ? t.fields.map((f) => ({ ...f })) : [blankField()],
});

/** The values as the contract's schema reads them (an empty sort or kind is missing). */
export const toInput = (f: TemplateForm): unknown => ({
  ...f,
  sort: f.sort.trim() === '' ? undefined : Number(f.sort),
  kind: f.kind === '' ? undefined : f.kind,
});
