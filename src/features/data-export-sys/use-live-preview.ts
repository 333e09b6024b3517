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
export function useLivePreview(site: string, device: DataDevice | undefined, picked: string[]) {
  const { t } = useTranslation('data');
  const qc = useQueryClient();
  const dictKey = device?.dictKey ?? '';
  const display = useQuery({
    queryKey: exportConfigKeys.display(dictKey),
    queryFn: () => getDisplayColumns(dictKey),
    enabled: !!device,
  });
  const shown = shownTags(picked, display.data);
  const live = useQuery({
    queryKey: exportConfigKeys.live(site, device?.id ?? '', shown),
    queryFn: () => getRealData(site, device!.id, shown),
    enabled: !!device && shown.length > 0,
    refetchInterval: PREVIEW_REFRESH_MS,
  });
  // The choice shows at once (the box follows the click) and goes back if the save fails.
  const choose = useMutation({
    mutationFn: setDisplayColumns,
    onMutate: async (next: DisplayColumns) => {
      const key = exportConfigKeys.display(next.dictKey);
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<DisplayColumns | null>(key);
      qc.setQueryData(key, next);
      return { before };
    },
    onError: (_error, next, context) =>
      qc.setQueryData(exportConfigKeys.display(next.dictKey), context?.before ?? null),
    onSuccess: (saved) => {
      qc.setQueryData(exportConfigKeys.display(saved.dictKey), saved);
      notify.success(t('preview.columnsSaved'));
    },
  });
  return { display, shown, live, choose };
}
