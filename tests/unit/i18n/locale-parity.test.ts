import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../../locales');
const languages = ['zh', 'en'];

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) Object.assign(out, flatten(v, prefix ? `${prefix}.${k}` : k));
    return out;
  }
  return { [prefix]: value };
}

function load(lng: string, ns: string): Record<string, unknown> {
  return flatten(JSON.parse(fs.readFileSync(path.join(root, lng, `${ns}.json`), 'utf8')));
}

const namespaces = [...new Set(languages.flatMap((lng) => fs.readdirSync(path.join(root, lng))))]
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));
const vars = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('locales', () => {
  it('have both languages for every namespace', () => {
    for (const ns of namespaces) {
      for (const lng of languages)
        expect(fs.existsSync(path.join(root, lng, `${ns}.json`)), `${lng}/${ns}.json`).toBe(true);
    }
  });

  it.each(namespaces)('%s: every key exists in zh and en, non-empty, with the same placeholders', (ns) => {
    const zh = load('zh', ns);
    const en = load('en', ns);
    expect(Object.keys(zh).sort(), `keys of zh/${ns} vs en/${ns}`).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(typeof text === 'string' && text.trim() !== '', `en ${ns}:${key}`).toBe(true);
      expect(typeof zh[key] === 'string' && String(zh[key]).trim() !== '', `zh ${ns}:${key}`).toBe(true);
      expect(vars(zh[key]), `placeholders of ${ns}:${key}`).toEqual(vars(text));
    }
  });

  it('carry the spec §5/§8 messages word for word in English', () => {
    const en = load('en', 'errors');
    const spec = [
      'The current mode is not retrieved!',
      'Mode switch failed!',
      'Station already controlled by the same mode!',
      'Strategy delivery failed!',
      'Operation failed!',
      'Command send failed!',
      'Data acquisition failed!',
      'Password modification failed!',
      'Failed to modify information',
      'Add failed',
      'Please enter the correct power!',
      'Please enter the correct parameter!',
      'Time choose error!',
      'The unlock password is incorrect. Please re-enter it',
      'Please Login Again!',
      'Please make sure the device is turned on!',
      'Please fill in relevant values!',
      'Please improve the data!',
      'User name is required',
      'Password is required',
      'Uploaded pictures can only be in png format!',
      'Repeat with the following time range',
      'This device does not support time ranges longer than one day!',
    ];
    const values = Object.values(en);
    for (const message of spec) expect(values, message).toContain(message);
  });
});
