import type { Language } from './i18n/languages';

export const DEFAULT_EXPORT_EXTENSION = '.xlsx';

/** Adds the spreadsheet extension when the name has none (spec §7: default type spreadsheet). */
export function withDefaultExtension(fileName: string): string {
  return /\.[A-Za-z0-9]{1,5}$/.test(fileName) ? fileName : fileName + DEFAULT_EXPORT_EXTENSION;
}

/**
 * `<station name>_<file name>` (spec §7): the English station name when the language is not zh
 * and one exists, else the Chinese one; just the file name when no station is known.
 */
export function exportFileName(
  fileName: string,
  station: { stationName: string; stationNameEn: string } | null,
  language: Language,
): string {
  const name = withDefaultExtension(fileName.trim() || 'export');
  const stationName =
    station && language !== 'zh' && station.stationNameEn.trim()
      ? station.stationNameEn
      : station?.stationName;
  const safe = (stationName ?? '').trim().replace(/[\\/:*?"<>|]/g, '-');
  return safe ? `${safe}_${name}` : name;
}
