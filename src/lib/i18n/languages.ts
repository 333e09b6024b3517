/** Languages of the console; zh is the default (spec §9). */
export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Sent as the `Accept-Language` header. */
export function acceptLanguage(language: Language): string {
  return language === 'zh' ? 'zh-CN' : 'en-US';
}

/** Written to `<html lang>`. */
export function htmlLang(language: Language): string {
  return language === 'zh' ? 'zh-CN' : 'en';
}
