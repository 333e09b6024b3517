import type { EnvRealtime } from '@/contract/realtime-payloads';
import { formatNumber } from '@/lib/format/number';
import { shownKeys } from './shown-key';

type Card = EnvRealtime['cards'][number];
type Field = Card['fields'][number];

/** The cards of an env message (undefined before the first one). */
export const envCards = (v: EnvRealtime | undefined) => v?.cards;

/**
 * What a field shows in either language: its dictionary label, or its number at the card's
 * precision (envFieldText), or its text; a field with a button also its raw value, which the
 * button compares with its read-back key; fire and flooding's alarm look follows the raw value.
 */
function fieldShown(f: Field): unknown[] {
  const label = f.dict?.[String(f.value)];
  const text = label
    ? [label.zh, label.en]
    : typeof f.value === 'number'
      ? formatNumber(f.value, 1)
      : f.value;
  return [
    f.identifier,
    f.nameZh,
    f.nameEn,
    f.unit,
    text,
    String(f.value) !== '0',
    f.control ? [f.value, f.control] : 0,
  ];
}

/** One card's shown text (names, device, fields as fieldShown), once per card object. */
const cardKey = shownKeys((c: Card, _: null) =>
  JSON.stringify([c.envId, c.kind, c.nameZh, c.nameEn, c.deviceId, c.templateId, c.fields.map(fieldShown)]),
);

/** Equal when every card shows the same (the 1 Hz messages move figures below their precision). */
export function sameShownCards(a: Card[] | undefined, b: Card[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((c, i) => c === b[i] || cardKey(c, null) === cardKey(b[i], null));
}

/**
 * Structural sharing of cards across messages: a card showing what it showed keeps its previous
 * object (its memoised EnvCard renders nothing), and all kept gives back the previous array.
 */
export function cardKeeper(): (next: Card[]) => Card[] {
  let shown: Card[] | null = null;
  return (next) => {
    if (shown === next) return next;
    const prev = new Map((shown ?? []).map((c) => [c.envId, c]));
    let same = shown !== null && shown.length === next.length;
    const out = next.map((c, i) => {
      const p = prev.get(c.envId);
      const kept = p && (p === c || cardKey(p, null) === cardKey(c, null)) ? p : c;
      if (kept !== shown?.[i]) same = false;
      return kept;
    });
    shown = same && shown ? shown : out;
    return shown;
  };
}
