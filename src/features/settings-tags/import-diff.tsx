import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TagImportConflict, TagImportIssue, TagImportPreview } from '@/contract/api/tag-import';
import { TAG_FIELD_KEYS } from './issue-text';

/** A titled part of the diff (a region named by its heading). */
function Part({
  id,
  title,
  tone,
  children,
}: {
  id: string;
  title: string;
  tone: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-1">
      <h3 id={id} className={`text-sm font-semibold ${tone}`}>
        {title}
      </h3>
      <ul className="space-y-1 text-sm">{children}</ul>
    </section>
  );
}

/** The preview of a tag import: what is added, changed field by field, removed and refused. */
export function ImportDiff({
  preview,
  conflicts,
  keepOmitted,
}: {
  preview: TagImportPreview;
  conflicts: TagImportConflict[];
  /** The preview keeps the tags the file omits (no removals). */
  keepOmitted: boolean;
}) {
  const { t, i18n } = useTranslation('data');
  const en = i18n.language === 'en';
  const field = (f: TagImportIssue['field']) => t(TAG_FIELD_KEYS[f]);
  const row = (n: number) => <span className="text-muted">{t('tags.import.row', { row: n })}</span>;
  const p = preview;
  return (
    <div className="space-y-4">
      {conflicts.length ? (
        <div role="alert" className="rounded border border-warning px-3 py-2 text-sm">
          <p>{t('tags.import.conflicts')}</p>
          <ul className="mt-1 list-disc pl-5">
            {conflicts.map((c) => (
              <li key={c.tagNo}>
                {t(`tags.import.conflict.${c.kind}`, { tagNo: c.tagNo, by: c.changedBy, at: c.changedAt })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-sm">
        {t('tags.import.summary', {
          rows: p.rows,
          added: p.added.length,
          changed: p.changed.length,
          removed: p.removed.length,
          unchanged: p.unchanged,
          refused: p.refused.length,
        })}
      </p>
      <p className="text-xs text-muted">{t(keepOmitted ? 'tags.import.scopeKeep' : 'tags.import.scope')}</p>
      <div className="max-h-[55vh] space-y-4 overflow-y-auto pr-1">
        {p.added.length ? (
          <Part
            id="tag-import-added"
            title={t('tags.import.added', { count: p.added.length })}
            tone="text-success"
          >
            {p.added.map((a) => (
              <li key={a.tagNo} className="flex flex-wrap gap-x-2">
                {row(a.row)}
                <span className="font-mono">{a.tagNo}</span>
                <span>{en && a.nameEn ? a.nameEn : a.name}</span>
                <span className="text-muted">
                  {a.unit} · {a.sort} · {a.dictKey} · {a.dictName}
                </span>
              </li>
            ))}
          </Part>
        ) : null}
        {p.changed.length ? (
          <Part
            id="tag-import-changed"
            title={t('tags.import.changed', { count: p.changed.length })}
            tone="text-warning"
          >
            {p.changed.map((c) => (
              <li key={c.tagNo}>
                <div className="flex gap-x-2">
                  {row(c.row)}
                  <span className="font-mono">{c.tagNo}</span>
                </div>
                <ul className="pl-4">
                  {c.changes.map((x) => (
                    <li key={x.field}>
                      {field(x.field)}
                      {en ? ': ' : '：'}
                      <del className="text-muted">{x.before || '—'}</del> →{' '}
                      <ins className="no-underline">{x.after || '—'}</ins>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </Part>
        ) : null}
        {p.removed.length ? (
          <Part
            id="tag-import-removed"
            title={t('tags.import.removed', { count: p.removed.length })}
            tone="text-danger"
          >
            {p.removed.map((r) => (
              <li key={r.tagNo} className="flex gap-x-2">
                <span className="font-mono">{r.tagNo}</span>
                <span>{en && r.nameEn ? r.nameEn : r.name}</span>
                <span className="text-muted">{r.dictKey}</span>
              </li>
            ))}
          </Part>
        ) : null}
        {p.refused.length ? (
          <Part
            id="tag-import-refused"
            title={t('tags.import.refused', { count: p.refused.length })}
            tone="text-danger"
          >
            {p.refused.map((r) => (
              <li key={r.row} className="flex flex-wrap gap-x-2">
                {row(r.row)}
                {r.tagNo ? <span className="font-mono">{r.tagNo}</span> : null}
                <span>
                  {r.issues
                    .map((i) => t(`validation.${i.reason}`, { field: field(i.field), limit: i.limit }))
                    .join(en ? '; ' : '；')}
                </span>
              </li>
            ))}
          </Part>
        ) : null}
      </div>
    </div>
  );
}
