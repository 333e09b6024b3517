// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { setText } from '@/lib/set-text';

describe('setText (a figure written outside React, issue 34)', () => {
  it('changes the text node in place: the same node, its data replaced', () => {
    const el = document.createElement('span');
    expect(setText(el, '12.5 kW')).toBe(true);
    const node = el.firstChild;
    expect(setText(el, '12.6 kW')).toBe(true);
    expect(el.firstChild).toBe(node);
    expect(el.textContent).toBe('12.6 kW');
  });

  it('writes nothing when the text is already there', () => {
    const el = document.createElement('span');
    setText(el, 'a');
    const seen: MutationRecord[] = [];
    const observer = new MutationObserver((r) => seen.push(...r));
    observer.observe(el, { childList: true, characterData: true, subtree: true });
    expect(setText(el, 'a')).toBe(false);
    expect(observer.takeRecords()).toEqual([]);
    observer.disconnect();
  });

  it('an element holding more than one text (or an element) gets its text replaced whole', () => {
    const el = document.createElement('span');
    el.append('a', document.createElement('b'));
    expect(setText(el, 'c')).toBe(true);
    expect(el.childNodes).toHaveLength(1);
    expect(el.textContent).toBe('c');
  });
});
