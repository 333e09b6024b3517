import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/price.json';
import zh from '../../../locales/zh/price.json';
import { PRICE_MESSAGES } from '../../../src/contract/api/price-validation';

describe('price validation texts', () => {
  it('are the same in the console (i18n) as in the simulator (contract), in both languages', () => {
    for (const [key, text] of Object.entries(PRICE_MESSAGES)) {
      expect(en.validation[key as keyof typeof en.validation], key).toBe(text.en);
      expect(zh.validation[key as keyof typeof zh.validation], key).toBe(text.zh);
    }
    expect(Object.keys(en.validation).sort()).toEqual(Object.keys(PRICE_MESSAGES).sort());
  });

  it('use the spec English word for word where the spec has the message', () => {
    expect(PRICE_MESSAGES.required.en).toBe('Please fill in relevant values!');
    expect(PRICE_MESSAGES.overlap.en.startsWith('Repeat with the following time range')).toBe(true);
    expect(PRICE_MESSAGES.startAfterEnd.en.startsWith('Time choose error!')).toBe(true);
  });
});
