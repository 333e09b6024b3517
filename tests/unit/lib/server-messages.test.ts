import { describe, expect, it } from 'vitest';
import {
  type Bilingual,
  CORE_MESSAGES,
  PRICE_MESSAGES,
  SPEC_MESSAGES,
  STATION_MESSAGES,
  STRATEGY_MESSAGES,
} from '@/contract/messages';

/* Issue 32: the bilingual server messages are one table; the spec's words are written once. */

const tables: Record<string, Record<string, Bilingual>> = {
  CORE_MESSAGES,
  STATION_MESSAGES,
  STRATEGY_MESSAGES,
  PRICE_MESSAGES,
};

describe('server messages', () => {
  it("uses the spec's English words word for word (spec §5/§8)", () => {
    expect(SPEC_MESSAGES.time.en).toBe('Time choose error!');
    expect(SPEC_MESSAGES.overlap.en).toBe('Repeat with the following time range');
    expect(SPEC_MESSAGES.power.en).toBe('Please enter the correct power!');
    expect(SPEC_MESSAGES.param.en).toBe('Please enter the correct parameter!');
    expect(SPEC_MESSAGES.fillValues.en).toBe('Please fill in relevant values!');
    expect(SPEC_MESSAGES.improveData.en).toBe('Please improve the data!');
    expect(SPEC_MESSAGES.pngOnly.en).toBe('Uploaded pictures can only be in png format!');
  });

  it('refers to a spec message instead of copying its text', () => {
    const spec = Object.values(SPEC_MESSAGES) as Bilingual[];
    for (const [table, entries] of Object.entries(tables))
      for (const [key, m] of Object.entries(entries)) {
        const same = spec.find((s) => s.en === m.en && s.zh === m.zh);
        if (same) expect(m, `${table}.${key} copies a spec message`).toBe(same);
      }
  });

  it('has both languages for every message, each non-empty', () => {
    for (const entries of Object.values(tables))
      for (const m of Object.values(entries)) {
        expect(m.en.trim()).not.toBe('');
        expect(m.zh.trim()).not.toBe('');
      }
  });
});
