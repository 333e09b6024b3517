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

/**
 * Puts `text` into the last text node of an element that holds other nodes before it (a value
 * after its health icon), leaving those nodes in place; an element whose last child is not a text
 * gets `text` as with setText. Whether it changed.
 */
export function setTrailingText(el: Element, text: string): boolean {
  const node = el.lastChild;
  if (node === null || node.nodeType !== 3 /* Node.TEXT_NODE */) return setText(el, text);
  const t = node as Text;
  if (t.data === text) return false;
  t.data = text;
  return true;
}
