// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { setText, setTrailingText } from '@/lib/set-text';

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

describe('setTrailingText (a value after its health icon)', () => {
  it('changes the last text node in place and keeps the icon before it', () => {
    const el = document.createElement('span');
    const icon = document.createElement('svg');
    el.append(icon, '3.680 V');
    const node = el.lastChild;
    expect(setTrailingText(el, '3.690 V')).toBe(true);
    expect(el.firstChild).toBe(icon);
    expect(el.lastChild).toBe(node);
    expect(el.textContent).toBe('3.690 V');
    expect(setTrailingText(el, '3.690 V')).toBe(false);
  });

  it('an element whose last child is not a text gets its text as with setText', () => {
    const el = document.createElement('span');
    el.append(document.createElement('b'));
    expect(setTrailingText(el, '1 V')).toBe(true);
    expect(el.textContent).toBe('1 V');
    expect(el.childNodes).toHaveLength(1);
  });
});
