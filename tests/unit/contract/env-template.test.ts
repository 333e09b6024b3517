import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { envTemplateInputSchema, matchesKey, NO_CONTROL } from '@/contract/api/env-template';
import { findPoint } from '../../../simulator/model/env-devices';
import { createEnvTemplateStore } from '../../../simulator/store/env-template-store';
import en from '../../../locales/en/envcards.json';
import zh from '../../../locales/zh/envcards.json';

const field = {
  name: '室内温度',
  nameEn: 'Indoor temperature',
  readService: 'acStatus',
  readIdentifier: 'indoorTemp',
  writeService: '-',
  writeIdentifier: '-',
  dictName: 'celsius',
  buttonName: '-',
  commandValue: '-',
  keyValue: '-',
};
const input = { id: 0, nameZh: '空调', nameEn: 'AC', sort: 1, kind: 'airConditioner', fields: [field] };

describe('environment card template schema (spec §5 Environment card)', () => {
  it('requires the names, sort, kind and every part of every field', () => {
    expect(envTemplateInputSchema.safeParse(input).success).toBe(true);
    for (const key of Object.keys(field)) {
      const parsed = envTemplateInputSchema.safeParse({ ...input, fields: [{ ...field, [key]: ' ' }] });
      expect(parsed.success, key).toBe(false);
      expect(parsed.error?.issues[0].message, key).toBe('required');
    }
    for (const key of ['nameZh', 'nameEn'])
      expect(envTemplateInputSchema.safeParse({ ...input, [key]: '' }).error?.issues[0].message).toBe(
        'required',
      );
    expect(envTemplateInputSchema.safeParse({ ...input, sort: undefined }).error?.issues[0].message).toBe(
      'required',
    );
    expect(envTemplateInputSchema.safeParse({ ...input, fields: [] }).success).toBe(false);
  });

  it("says 'Please fill in relevant values!' word for word in English", () => {
    expect(en.errors.fillValues).toBe('Please fill in relevant values!');
    expect(en.control.failed).toBe('Command send failed!');
    expect(zh.errors.fillValues).not.toBe('');
  });

  it('confirms a read-back only when it equals the key value', () => {
    expect(matchesKey(24, '24')).toBe(true);
    expect(matchesKey(25, '24')).toBe(false);
    expect(matchesKey('', '0')).toBe(false);
    expect(matchesKey(null, '1')).toBe(false);
  });
});

describe('the templates a station starts with', () => {
  it('are valid templates whose points the devices have, in zh and en', () => {
    const store = createEnvTemplateStore(new Database(':memory:'), () => 0);
    store.seed('WZ001', (kind) => [`${kind}-1`]);
    const list = store.list('WZ001');
    expect(list.map((t) => [t.nameZh, t.nameEn])).toEqual([
      ['空调', 'Air conditioner'],
      ['消防', 'Fire protection'],
      ['水浸', 'Flooding'],
      ['液冷', 'Liquid cooling'],
    ]);
    for (const t of list) {
      expect(envTemplateInputSchema.safeParse(t).success, t.nameEn).toBe(true);
      for (const f of t.fields) {
        expect(findPoint(t.kind, f.readService, f.readIdentifier, false), f.nameEn).toBeDefined();
        if (f.writeService !== NO_CONTROL)
          expect(findPoint(t.kind, f.writeService, f.writeIdentifier, true), f.nameEn).toBeDefined();
      }
    }
    store.seed('WZ001', () => []);
    expect(store.list('WZ001')).toHaveLength(4);
  });
});
