import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  exportConfigKeys,
  getDisplayColumns,
  getExportTitles,
  getRealData,
  setDisplayColumns,
} from '@/api/export-config';
import type { DataDevice } from '@/contract/api/data';
import type { DisplayColumns, ExportTitle } from '@/contract/api/data-export-config';
import { notify } from '@/lib/notify';

/** The live preview refreshes this often while it is shown (and the window is). */
export const PREVIEW_REFRESH_MS = 5000;

/**
 * The picked tags a preview shows: those the user's display choice keeps, in the picked order;
 * every picked tag when there is no choice (code 404: a backend without it).
 */
export function shownTags(picked: string[], display: DisplayColumns | null | undefined): string[] {
  if (!display) return picked;
  const keep = new Set(display.tagNos);
  return picked.filter((no) => keep.has(no));
}

/**
 * The display choice after showing or hiding one tag: the type's shown tags (all the titled
 * ones when there is no choice yet) with `tagNo` added or taken out.
 */
export function toggledDisplay(
  dictKey: string,
  display: DisplayColumns | null | undefined,
  titles: ExportTitle[],
  tagNo: string,
  show: boolean,
): DisplayColumns {
  const now = display?.tagNos ?? titles.map((x) => x.tagNo);
  const tagNos = show ? [...now.filter((no) => no !== tagNo), tagNo] : now.filter((no) => no !== tagNo);
  return { dictKey, tagNos };
}

/** The type's column titles in the console's language ([] on code 404: the template names apply). */
export function useExportTitles(dictKey: string | undefined) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  return useQuery({
    queryKey: exportConfigKeys.titles(dictKey ?? '', lang),
    queryFn: () => getExportTitles(dictKey!),
    enabled: !!dictKey,
  });
}

/**
 * The picked device's values of the picked tags now (devicedata/realData), refreshed while the
 * preview is shown and the window visible; and the user's preview columns
 * (getForDisplay/setDisplay).
 */
const DISPLAY_SAVE = ['dataexportconfig', 'setDisplay'];

export function useLivePreview(site: string, device: DataDevice | undefined, picked: string[]) {
  const { t } = useTranslation('data');
  const qc = useQueryClient();
  const dictKey = device?.dictKey ?? '';
  const display = useQuery({
    queryKey: exportConfigKeys.display(dictKey),
    queryFn: () => getDisplayColumns(dictKey),
    enabled: !!device,
  });
  /**
   * The user's last click until its save settles: React state, so the box follows the click within
   * the click's own event (the box is controlled; the query cache tells its observers a task later,
   * after the click's render had put the box back — Playwright: "clicking the checkbox did not
   * change its state").
   */
  const [chosen, setChosen] = useState<DisplayColumns | null>(null);
  const current = chosen && chosen.dictKey === dictKey ? chosen : display.data;
  const shown = shownTags(picked, current);
  const live = useQuery({
    queryKey: exportConfigKeys.live(site, device?.id ?? '', shown),
    queryFn: () => getRealData(site, device!.id, shown),
    enabled: !!device && shown.length > 0,
    refetchInterval: PREVIEW_REFRESH_MS,
  });
  // The choice shows at once (the box follows the click) and goes back if the save fails.
  const save = useMutation({
    mutationKey: DISPLAY_SAVE,
    mutationFn: ({ next }: { next: DisplayColumns; before: DisplayColumns | null | undefined }) =>
      setDisplayColumns(next),
    onMutate: async ({ next }) => {
      const key = exportConfigKeys.display(next.dictKey);
      await qc.cancelQueries({ queryKey: key });
      // A fetch cancelled in flight reverts to what it started from: the choice again.
      qc.setQueryData(key, next);
    },
    onError: (_error, { next, before }) =>
      qc.setQueryData(exportConfigKeys.display(next.dictKey), before ?? null),
    onSuccess: (saved) => {
      // A later click's save still running: its choice stays shown (this answer is older).
      if (qc.isMutating({ mutationKey: DISPLAY_SAVE }) <= 1)
        qc.setQueryData(exportConfigKeys.display(saved.dictKey), saved);
      notify.success(t('preview.columnsSaved'));
    },
    onSettled: () => {
      if (qc.isMutating({ mutationKey: DISPLAY_SAVE }) <= 1) setChosen(null);
    },
  });
  /** Shown at once (see `chosen`), then saved; a failed save puts the previous choice back. */
  const choose = (next: DisplayColumns) => {
    const key = exportConfigKeys.display(next.dictKey);
    const before = qc.getQueryData<DisplayColumns | null>(key);
    setChosen(next);
    qc.setQueryData(key, next);
    save.mutate({ next, before });
  };
  return { display: current, shown, live, choose };
}
