/*
 * A container's name as shown (issue 30): "#1" or a bare number read like a placeholder, and a
 * Chinese name stood in the English console. The stored name is shown when it reads as a name in
 * the console's language; otherwise the container's number by rule ("1号储能舱" /
 * "Container 1"), with the stored name as the tooltip when there is one.
 */

/** A name that is only a number, with or without '#' or 'No.', says nothing a number does not. */
const PLACEHOLDER = /^(?:#|no\.?)?\s*\d+$/i;
/** Han characters: a name with them is not an English name. */
const HAN = /\p{Script=Han}/u;

export interface ContainerLabel {
  /** What the console shows. */
  text: string;
  /** The stored name when the text is not it (a tooltip), else undefined. */
  title?: string;
}

/**
 * The label of a container in the console's language. `numbered` words the rule's name from the
 * container's number (the locale's "{{no}}号储能舱" / "Container {{no}}").
 */
export function containerLabel(
  container: { no: number; name: string | null | undefined },
  language: 'zh' | 'en',
  numbered: (no: number) => string,
): ContainerLabel {
  const stored = (container.name ?? '').trim();
  const readable = stored !== '' && !PLACEHOLDER.test(stored) && (language === 'zh' || !HAN.test(stored));
  if (readable) return { text: stored };
  return { text: numbered(container.no), title: stored === '' ? undefined : stored };
}
