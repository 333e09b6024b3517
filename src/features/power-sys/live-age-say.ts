import type { TFunction } from 'i18next';
import { formatDate } from '@/lib/format/date';
import type { Language } from '@/lib/i18n/languages';
import type { LiveAgeSay } from '@/realtime/use-live-age-writer';

/**
 * powerSys's live age line: while fresh it keeps still ('updated N s ago'); the clock time of the
 * last update shows once it is late, formatted only then (the fresh line is said about once a
 * second and names no time).
 */
export function liveAgeSay(t: TFunction<['power', 'monitor']>, language: Language): LiveAgeSay {
  return (isStale, seconds, at) =>
    isStale
      ? t('live.age', { seconds: String(seconds), time: formatDate(at, language, 'time') })
      : t('live.ageFresh', { seconds: String(seconds) });
}
