import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/northbound.json';
import zh from '../../../locales/zh/northbound.json';
import { northboundSchema } from '@/contract/api/northbound';
import { NORTHBOUND_MESSAGES, SPEC_MESSAGES, type Bilingual } from '@/contract/messages';

/* The northbound form and the simulator show the same texts, from one table (src/contract/messages.ts). */

/** Every issue code the northbound schema can produce. */
function schemaCodes(): string[] {
  const bad = {
    enabled: 2,
    realtimeCycle: 0,
    profitCycle: 1.5,
    alarmCycle: 'x',
    mqttAddress: 'nope',
    username: 'u'.repeat(65),
    clientId: '',
    topic: '#',
    compression: 3,
    tenantId: '',
    controlPermission: 0,
  };
  const codes = new Set<string>();
  for (const value of [bad, { ...bad, clientId: 'a b' }]) {
    const r = northboundSchema.safeParse(value);
    if (!r.success) for (const issue of r.error.issues) codes.add(issue.message);
  }
  return [...codes];
}

describe('northbound messages', () => {
  it('are the same in the form (i18n) as in the simulator (contract), in both languages', () => {
    for (const [key, text] of Object.entries(en.errors)) {
      const m = NORTHBOUND_MESSAGES[key as keyof typeof NORTHBOUND_MESSAGES];
      expect(m, key).toBeDefined();
      expect(text, key).toBe(m.en);
      expect(zh.errors[key as keyof typeof zh.errors], key).toBe(m.zh);
    }
  });

  it('have a text for every code the schema produces', () => {
    const codes = schemaCodes();
    expect(codes).toEqual(expect.arrayContaining(['cycleInvalid', 'addressInvalid', 'topicInvalid']));
    for (const code of codes) {
      expect(Object.keys(NORTHBOUND_MESSAGES), code).toContain(code);
      expect(Object.keys(en.errors), code).toContain(code);
    }
  });

  it('refer to the spec message instead of copying its text', () => {
    const spec = Object.values(SPEC_MESSAGES) as Bilingual[];
    for (const [key, m] of Object.entries(NORTHBOUND_MESSAGES) as Array<[string, Bilingual]>) {
      const same = spec.find((s) => s.en === m.en && s.zh === m.zh);
      if (same) expect(m, key).toBe(same);
      expect(m.en.trim()).not.toBe('');
      expect(m.zh.trim()).not.toBe('');
    }
    expect(NORTHBOUND_MESSAGES.flagInvalid.en).toBe('Please enter the correct parameter!');
  });
});
