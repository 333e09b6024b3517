import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingsSections } from '@/app/settings/settings-sections';

/*
 * The settings list titles its links from each section's `nav.ts`, bundled with the list: opening
 * one section loads that section's code only (it used to load all 26 sections' chunks to read
 * their titles, and under load the open section waited for them).
 */
const root = path.resolve(import.meta.dirname, '../../..');
const folders = fs.readdirSync(path.join(root, 'src/features')).filter((f) => f.startsWith('settings-'));

function lookUp(language: 'zh' | 'en', key: string): unknown {
  const [ns, rest] = key.split(':');
  const file = path.join(root, 'locales', language, `${ns}.json`);
  if (!fs.existsSync(file)) return undefined;
  let value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const part of rest.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return value;
}

describe('settings sections', () => {
  it('lists every settings-* feature folder once, each with a nav.ts entry', () => {
    expect(settingsSections.map((s) => `settings-${s.id}`).sort()).toEqual([...folders].sort());
    for (const f of folders) expect(fs.existsSync(path.join(root, 'src/features', f, 'nav.ts'))).toBe(true);
  });

  it('titles each link with a key that both languages hold', () => {
    for (const s of settingsSections) {
      for (const language of ['zh', 'en'] as const) {
        const text = lookUp(language, s.titleKey);
        expect(typeof text, `${s.id}: ${language} ${s.titleKey}`).toBe('string');
        expect((text as string).length).toBeGreaterThan(0);
      }
    }
  });

  it('closes user management to other roles, and only that section', () => {
    expect(settingsSections.filter((s) => s.adminOnly).map((s) => s.id)).toEqual(['users']);
    expect(settingsSections[0].id).toBe('personal-info');
  });
});
