import { describe, expect, it } from 'vitest';
import { batchArgs } from '@/features/settings-devices/batch-args';
import {
  isSelected,
  NO_SELECTION,
  pageSelected,
  selectAllMatching,
  selectedCount,
  selectionValue,
  togglePage,
  toggleRow,
} from '@/features/settings-devices/selection-state';

/* The device table's batch selection and the values a batch sends (issue 27). */

const filter = { type: 'pcs' as const };

describe('batch selection', () => {
  it('keeps ticked rows across pages and sends their ids', () => {
    let s = togglePage(NO_SELECTION, ['a', 'b', 'c']);
    s = toggleRow(togglePage(s, ['d', 'e']), 'b');
    expect(selectedCount(s, 50)).toBe(4);
    expect(pageSelected(s, ['a', 'b', 'c'])).toBe(false);
    expect(pageSelected(s, ['d', 'e'])).toBe(true);
    expect(selectionValue(s, filter, 50)).toEqual({ ids: ['a', 'c', 'd', 'e'] });
    expect(selectionValue(togglePage(togglePage(NO_SELECTION, ['a']), ['a']), filter, 50)).toBeNull();
  });

  it('unticking a row after "all matching" leaves that row out, not the rest', () => {
    let s = toggleRow(togglePage(NO_SELECTION, ['x']), 'y');
    s = toggleRow(selectAllMatching(), 'b');
    expect(isSelected(s, 'b')).toBe(false);
    expect(isSelected(s, 'a')).toBe(true);
    expect(selectedCount(s, 120)).toBe(119);
    expect(selectionValue(s, filter, 120)).toEqual({ filter, except: ['b'] });
    // Unticking the page excludes it; ticking it again takes the exclusions back.
    s = togglePage(toggleRow(s, 'b'), ['a', 'b']);
    expect(selectedCount(s, 120)).toBe(118);
    expect(pageSelected(s, ['a', 'b'])).toBe(false);
    s = togglePage(s, ['a', 'b']);
    expect(selectionValue(s, filter, 120)).toEqual({ filter });
    // Everything unticked: nothing to send.
    expect(selectionValue(togglePage(selectAllMatching(), ['a', 'b']), filter, 2)).toBeNull();
  });
});

describe('batch values', () => {
  it('reads a cluster number, empty as unbind, and refuses a typo instead of sending null', () => {
    const v = (value: string) => ({ value, pt: '1', ct: '1' });
    expect(batchArgs('bind', v(' 3 '))).toEqual({ action: 'bind', groupNo: 3 });
    expect(batchArgs('bind', v(''))).toEqual({ action: 'bind', groupNo: null });
    for (const bad of ['abc', '1.5', '0', '-2', '1e999', '3号'])
      expect(batchArgs('bind', v(bad)), bad).toBe('invalid');
  });

  it('reads PT/CT as positive numbers and passes text values through', () => {
    expect(batchArgs('ptct', { value: '', pt: '100', ct: '0.5' })).toEqual({
      action: 'ptct',
      pt: 100,
      ct: 0.5,
    });
    expect(batchArgs('ptct', { value: '', pt: '', ct: '5' })).toBe('invalid');
    expect(batchArgs('ptct', { value: '', pt: '10', ct: 'x' })).toBe('invalid');
    expect(batchArgs('subSystem', { value: 'PV', pt: '', ct: '' })).toEqual({
      action: 'subSystem',
      value: 'PV',
    });
    expect(batchArgs('delete', { value: '', pt: '', ct: '' })).toEqual({ action: 'delete', value: '' });
  });
});
