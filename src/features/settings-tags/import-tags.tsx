import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyTagImport, dataKeys, previewTagImport } from '@/api/data';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import {
  TAG_IMPORT_MAX_BYTES,
  type TagImportConflict,
  type TagImportPreview,
} from '@/contract/api/tag-import';
import { notify } from '@/lib/notify';
import { useMayCall } from '@/stores/permissions';
import { ImportDiff } from './import-diff';

interface Shown {
  file: File;
  preview: TagImportPreview;
  conflicts: TagImportConflict[];
}

/**
 * Bulk import of tags from an .xlsx in the export's layout: the file's diff is shown first and
 * applied only on confirmation; a tag changed by someone else since the preview stops the import
 * and the current diff is shown again with what changed.
 */
export function ImportTags() {
  const { t } = useTranslation('data');
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const mayImport = useMayCall('POST', 'tagtemplate/import');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const notSupported = () => notify.error(tc('notSupported.feature', { feature: t('tags.import.button') }));

  const preview = async (file: File, conflicts: TagImportConflict[] = []) => {
    const p = await previewTagImport(file);
    if (!p) {
      setShown(null);
      return notSupported();
    }
    setShown({ file, preview: p, conflicts });
  };

  const pick = async (file: File) => {
    if (!/\.xlsx$/i.test(file.name)) return notify.error(t('tags.import.type'));
    // Refused before it is read or sent (the simulator refuses it again before parsing).
    if (file.size > TAG_IMPORT_MAX_BYTES)
      return notify.error(t('tags.import.tooLarge', { mb: TAG_IMPORT_MAX_BYTES / 1024 / 1024 }));
    setBusy(true);
    try {
      await preview(file);
    } catch {
      // The http client has shown the station's message (the file's limit or its headers).
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (!shown) return;
    setBusy(true);
    try {
      const r = await applyTagImport(shown.file, shown.preview.basis);
      if (!r) return notSupported();
      if (r.applied) {
        notify.success(t('tags.import.applied', { added: r.added, changed: r.changed, removed: r.removed }));
        setShown(null);
      } else await preview(shown.file, r.conflicts);
      await client.invalidateQueries({ queryKey: dataKeys.templates });
    } catch {
      // Shown by the http client.
    } finally {
      setBusy(false);
    }
  };

  const p = shown?.preview;
  const nothing = p && p.added.length + p.changed.length + p.removed.length === 0;
  return (
    <>
      <Button
        disabled={!mayImport || busy}
        title={mayImport ? undefined : tc('permission.adminOnly')}
        aria-busy={busy || undefined}
        onClick={() => input.current?.click()}
      >
        {busy && !shown ? t('tags.import.reading') : t('tags.import.button')}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        className="hidden"
        data-testid="tag-import-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void pick(file);
        }}
      />
      <Dialog
        open={shown !== null}
        onOpenChange={(open) => !open && !busy && setShown(null)}
        title={t('tags.import.title', { file: shown?.file.name ?? '' })}
        width="max-w-3xl"
        footer={
          <>
            <Button disabled={busy} onClick={() => setShown(null)}>
              {tc('actions.cancel')}
            </Button>
            <Button variant="primary" disabled={busy || !!nothing} onClick={() => void apply()}>
              {t('tags.import.apply')}
            </Button>
          </>
        }
      >
        {shown ? (
          <>
            <ImportDiff preview={shown.preview} conflicts={shown.conflicts} />
            {nothing ? <p className="mt-3 text-sm">{t('tags.import.nothing')}</p> : null}
          </>
        ) : null}
      </Dialog>
    </>
  );
}
