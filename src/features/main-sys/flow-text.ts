/**
 * Width of a flow node's name in em, estimated (no layout): CJK glyphs and the node icons about
 * 1 em, spaces 0.3, other characters 0.5. The wall skin's larger names shrink by it to stay
 * inside the node's box (styles.css .ef-name, issue 30): 'Charging piles' would spill at 16 px.
 */
export function labelEm(text: string): number {
  let em = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    em += ch === ' ' ? 0.3 : code >= 0x2000 ? 1 : 0.5;
  }
  return Math.round(em * 10) / 10;
}
