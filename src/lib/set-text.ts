/**
 * Puts `text` into an element written outside React (a live figure, an age line, a last-seen
 * time): into its text node's data when it holds just one, so that the browser changes a text and
 * lays out that line, rather than removing the node and inserting a new one, which restyles and
 * lays out both (issue 34: 16 node swaps a second on powerSys). Nothing is written when the text is
 * already there. Whether it changed.
 */
export function setText(el: Element, text: string): boolean {
  const node = el.firstChild;
  if (node !== null && node === el.lastChild && node.nodeType === 3 /* Node.TEXT_NODE */) {
    const t = node as Text;
    if (t.data === text) return false;
    t.data = text;
    return true;
  }
  if (el.textContent === text) return false;
  el.textContent = text;
  return true;
}
