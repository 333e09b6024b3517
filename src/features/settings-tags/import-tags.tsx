import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyTagImport, dataKeys, previewTagImport } from '@/api/data';
import { Button } from '@/components/button';
import { XlsxImportButton } from '@/components/xlsx-import-button';
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
  /** The choice this preview was made with (the apply sends the same). */
  keepOmitted: boolean;
}

/**
 * Bulk import of tags from an .xlsx in the export's layout: the file's diff is shown first and
 * applied only on confirmation; a tag changed by someone else since the preview stops the import
 * and the current diff is shown again with what changed.
 *
 * "Keep tags the file does not list" is ticked by default: an installer's file is most often a
 * partial one (a new device type's tags, a few corrected names), and a partial file must not
 * delete the rest of the station's tags; a file meant to replace a dictionary's tags is the rarer
 * case, and unticking it shows the removals in the diff before anything is applied.
 */
export function ImportTags() {
  const { t } = useTranslation('data');
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const mayImport = useMayCall('POST', 'tagtemplate/import');
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  // The box follows a click at once; the diff follows when the new preview arrives.
  const [keep, setKeep] = useState(true);
  const notSupported = () => notify.error(tc('notSupported.feature', { feature: t('tags.import.button') }));

  const preview = async (file: File, keepOmitted: boolean, conflicts: TagImportConflict[] = []) => {
    const p = await previewTagImport(file, { keepOmitted });
    if (!p) {
      setShown(null);
      return notSupported();
    }
    setShown({ file, preview: p, conflicts, keepOmitted });
  };

  /** Previews with the choice; on a failure (shown by the http client) the box shows the last preview's. */
  const again = async (file: File, keepOmitted: boolean) => {
    setKeep(keepOmitted);
    setBusy(true);
    try {
      await preview(file, keepOmitted);
    } catch {
      setKeep(shown?.keepOmitted ?? true);
    } finally {
      setBusy(false);
    }
  };

  const pick = async (file: File) => {
    if (!/\.xlsx$/i.test(file.name)) return notify.error(t('tags.import.type'));
    // Refused before it is read or sent (the simulator refuses it again before parsing).
    if (file.size > TAG_IMPORT_MAX_BYTES)
      return notify.error(t('tags.import.tooLarge', { mb: TAG_IMPORT_MAX_BYTES / 1024 / 1024 }));
    // The http client shows the station's message (the file's limit or its headers).
    await again(file, true);
  };

  const apply = async () => {
    if (!shown) return;
    setBusy(true);
    try {
      const r = await applyTagImport(shown.file, shown.preview.basis, { keepOmitted: shown.keepOmitted });
      if (!r) return notSupported();
      if (r.applied) {
        notify.success(t('tags.import.applied', { added: r.added, changed: r.changed, removed: r.removed }));
        setShown(null);
      } else await preview(shown.file, shown.keepOmitted, r.conflicts);
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
      <XlsxImportButton
        label={busy && !shown ? t('tags.import.reading') : t('tags.import.button')}
        disabled={!mayImport}
        busy={busy}
        title={mayImport ? undefined : tc('permission.adminOnly')}
        testId="tag-import-file"
        onFile={(file) => void pick(file)}
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
            <label className="mb-3 flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={keep}
                disabled={busy}
                onChange={(e) => void again(shown.file, e.target.checked)}
              />
              {t('tags.import.keepOmitted')}
            </label>
            <ImportDiff preview={shown.preview} conflicts={shown.conflicts} keepOmitted={shown.keepOmitted} />
            {nothing ? <p className="mt-3 text-sm">{t('tags.import.nothing')}</p> : null}
          </>
        ) : null}
      </Dialog>
    </>
  );
}
