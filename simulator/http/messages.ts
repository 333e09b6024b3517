import { CORE_MESSAGES as MESSAGES } from '../../src/contract/messages';

/* Every message the server core produces, in both languages: the table is src/contract/messages.ts. */

export type MessageKey = keyof typeof MESSAGES;
export type Lang = 'zh' | 'en';

export function msg(lang: Lang, key: MessageKey): string {
  return MESSAGES[key][lang];
}

/** Accept-Language zh-CN / en-US; Chinese unless English is asked for first. */
export function langOf(acceptLanguage: string | undefined): Lang {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}

const BY_TEXT = new Map<string, MessageKey>(
  Object.entries(MESSAGES).flatMap(([key, m]) => [
    [m.en, key as MessageKey],
    [m.zh, key as MessageKey],
  ]),
);

/**
 * Text in the request's language as both languages: the catalogue's message it is, or (text outside
 * the catalogue) the same text for both. For the operation log, which is read in either language.
 */
export function bothLanguages(text: string): { zh: string; en: string } {
  const key = BY_TEXT.get(text);
  return key ? { zh: MESSAGES[key].zh, en: MESSAGES[key].en } : { zh: text, en: text };
}

/**
 * A stored message (the operation log keeps the text in the language of the request that wrote
 * it) in `lang`, when it is one of the catalogue's; other text as it is.
 */
export function translateMessage(text: string, lang: Lang): string {
  const key = BY_TEXT.get(text);
  return key ? MESSAGES[key][lang] : text;
}
