import { deflate, gzip } from 'pako';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, decodePayload, inflateBounded } from '../../../workers/realtime/decode';

const CLUSTER = 'iot/WZ001/bms/clusterAndRackListData/1';
const ENV = 'iot/WZ001/env/customerEnvTemplateData/1';
const value = { ts: 1, cells: [3301, 3302] };
const json = new TextEncoder().encode(JSON.stringify(value));
const b64 = (bytes: Uint8Array) => new TextEncoder().encode(Buffer.from(bytes).toString('base64'));

describe('decodePayload', () => {
  it.each([
    ['binary zlib', deflate(json)],
    ['binary gzip', gzip(json)],
    ['base64 text of zlib', b64(deflate(json))],
    ['base64 text of gzip', b64(gzip(json))],
    ['plain JSON from a backend that does not compress', json],
  ])('inflates %s on a compressed topic', (_name, payload) => {
    expect(decodePayload(CLUSTER, payload)).toEqual({ ok: true, value });
    expect(decodePayload(ENV, payload)).toEqual({ ok: true, value });
  });

  it('accepts base64 wrapped over several lines', () => {
    const wrapped = Buffer.from(deflate(json))
      .toString('base64')
      .replace(/(.{8})/g, '$1\n');
    expect(decodePayload(CLUSTER, new TextEncoder().encode(wrapped))).toEqual({ ok: true, value });
  });

  it('parses JSON on other topics and passes anything else as text', () => {
    expect(decodePayload('iot/WZ001/station/realData', json)).toEqual({ ok: true, value });
    expect(decodePayload('iot/WZ001/other', new TextEncoder().encode('hello'))).toEqual({
      ok: true,
      value: 'hello',
    });
  });

  it('reports truncated zlib, bad base64 and junk on compressed topics as corrupt', () => {
    const z = deflate(json);
    for (const bad of [
      z.subarray(0, z.length - 6),
      new TextEncoder().encode('!!not base64!!'),
      new TextEncoder().encode('aGVsbG8gd29ybGQ='), // valid base64 of plain text
      gzip(json).subarray(0, 12),
      new Uint8Array([0x78, 0x9c, 1, 2, 3, 4]),
    ]) {
      expect(decodePayload(CLUSTER, bad)).toMatchObject({ ok: false, reason: 'corrupt' });
    }
  });

  it('drops payloads over 4 MB before decoding', () => {
    const big = new Uint8Array(4 * 1024 * 1024 + 1);
    expect(decodePayload(CLUSTER, big)).toMatchObject({ ok: false, reason: 'oversize' });
    expect(decodePayload('iot/WZ001/station/realData', big)).toMatchObject({ ok: false, reason: 'oversize' });
  });

  it('refuses a small payload that inflates past the cap', () => {
    const bomb = deflate(new Uint8Array(2 * 1024 * 1024));
    expect(() => inflateBounded(bomb, 1024 * 1024)).toThrow(/inflated size/);
    expect(inflateBounded(bomb, 4 * 1024 * 1024)).toHaveLength(2 * 1024 * 1024);
  });

  it('decodes base64 only when the whole text is base64', () => {
    expect(base64ToBytes('aGk=')).toEqual(new Uint8Array([104, 105]));
    expect(base64ToBytes('a')).toBeNull();
    expect(base64ToBytes('a$b=')).toBeNull();
  });
});
