import { gunzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_TEMPLATE, periodAt, secondsToNextSlot } from '../../simulator/model/prices';
import { deflateJson, gzipBase64Json, unzipJson, zipJson } from '../../simulator/model/zip';

const at = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 3600 + m * 60;
};

describe('price periods', () => {
  it('finds the period of the default time table', () => {
    const t = DEFAULT_PRICE_TEMPLATE;
    expect(periodAt(t, at('00:00'))).toBe('valley');
    expect(periodAt(t, at('07:59'))).toBe('valley');
    expect(periodAt(t, at('08:00'))).toBe('flat');
    expect(periodAt(t, at('10:30'))).toBe('peak');
    expect(periodAt(t, at('18:00'))).toBe('sharp');
    expect(periodAt(t, at('21:00'))).toBe('peak');
    expect(periodAt(t, at('23:59'))).toBe('valley');
    expect(secondsToNextSlot(t, at('07:00'))).toBe(3600);
    expect(secondsToNextSlot(t, at('23:00'))).toBe(3600);
  });
});

describe('zip encodings', () => {
  const value = { a: [1, 2, 3], b: '中文', c: { d: null } };
  it('round-trips REST zip data (base64 zlib JSON)', () => {
    const data = zipJson(value);
    expect(typeof data).toBe('string');
    expect(unzipJson(data)).toEqual(value);
    expect(JSON.parse(inflateSync(Buffer.from(data, 'base64')).toString())).toEqual(value);
  });
  it('deflates cluster topics as binary zlib and env topics as base64 gzip text', () => {
    expect(JSON.parse(inflateSync(deflateJson(value)).toString())).toEqual(value);
    const env = gzipBase64Json(value);
    expect(env).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(gunzipSync(Buffer.from(env, 'base64')).toString())).toEqual(value);
  });
});
