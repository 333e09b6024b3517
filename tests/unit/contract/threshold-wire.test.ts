import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '@/api/http';
import {
  getTagAlarmData,
  getThresholds,
  listTagAlarms,
  listThresholdRules,
  pageThresholdRules,
  replayThresholdRule,
  saveThresholdRule,
  submitTagAlarms,
} from '@/api/threshold';
import { tagAlarmBatchResultSchema, tagAlarmDataSchema, tagAlarmRowSchema } from '@/contract/api/tag-alarm';
import { thresholdReplaySchema, thresholdRowSchema, thresholdValuesSchema } from '@/contract/api/threshold';
import { defaultRule, POINT_IDS } from '@/contract/threshold-rules';
import { initI18n } from '@/lib/i18n';
import { startAnswerServer, type AnswerServer } from '../api/answer-server';
import { arb, wiredPair, type Shape } from './wire-shapes';

/*
 * Threshold and tag alarm answers (src/api/threshold.ts reads them with src/contract/api/threshold.ts
 * and tag-alarm.ts) shaped like a real BladeX backend's: numbers and levels as text, booleans as
 * 1/0, tag numbers as numbers, null or missing texts, extra fields, a code-404 null; and a
 * malformed answer rejecting with a message that names the call and the field.
 */

const band = fc.record({
  raise: fc.integer({ min: -100, max: 5000 }),
  recover: fc.integer({ min: -100, max: 5000 }),
});
const bandShape: Shape = { object: { raise: 'num', recover: 'num' } };
const BANDS = [
  'cellOverVoltageMv',
  'cellUnderVoltageMv',
  'cellOverTempL2C',
  'cellOverTempL1C',
  'socLowMarginPct',
  'pcsOverTempC',
  'fireTempC',
] as const;
const values = fc.record(
  Object.fromEntries(BANDS.map((b) => [b, band])) as Record<(typeof BANDS)[number], typeof band>,
);
const valuesShape: Shape = { object: Object.fromEntries(BANDS.map((b) => [b, bandShape])) };

const levels = fc.tuple(
  ...([1, 2, 3] as const).map((level) =>
    fc.record({ level: fc.constant(level), enabled: fc.boolean(), expr: arb.text, reset: arb.text }),
  ),
);
const levelsShape: Shape = {
  list: { object: { level: 'num', enabled: 'bool', expr: 'text', reset: 'text' } },
};
const delay = fc.integer({ min: 0, max: 3600 });
const row = fc.record({
  point: fc.constantFrom(...POINT_IDS),
  levels,
  onDelayS: delay,
  offDelayS: delay,
  noDataS: delay,
  unit: arb.text,
  nameZh: arb.text,
  nameEn: arb.text,
  device: fc.constantFrom('cluster' as const, 'container' as const),
});
const rowShape: Shape = {
  object: {
    levels: levelsShape,
    onDelayS: 'num',
    offDelayS: 'num',
    noDataS: 'num',
    unit: 'text',
    nameZh: 'text',
    nameEn: 'text',
  },
};
const replay = fc.record({
  point: fc.constantFrom(...POINT_IDS),
  fromMs: arb.count,
  toMs: arb.count,
  stepS: fc.integer({ min: 1, max: 3600 }),
  points: fc.array(
    fc.tuple(
      arb.count,
      fc.option(fc.integer({ min: -5, max: 5 }), { nil: null }),
      fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const),
    ),
    { maxLength: 4 },
  ),
  raised: fc.tuple(fc.constant(0 as const), arb.count, arb.count, arb.count),
  noData: arb.count,
});
const replayShape: Shape = {
  object: {
    fromMs: 'num',
    toMs: 'num',
    stepS: 'num',
    points: { list: { tuple: ['num', 'valueOrNull', 'num'] } },
    raised: { tuple: ['num', 'num', 'num', 'num'] },
    noData: 'num',
  },
};
const tagNo = fc.oneof(arb.shortId, fc.constantFrom('soc', 'cluster.maxTemp'));
const tagRow = fc.record({
  tagNo,
  levels,
  onDelayS: delay,
  offDelayS: delay,
  name: arb.text,
  nameEn: arb.text,
  unit: arb.text,
  scope: fc.constantFrom('site' as const, 'cluster' as const),
});
const tagRowShape: Shape = {
  object: {
    tagNo: 'id',
    levels: levelsShape,
    onDelayS: 'num',
    offDelayS: 'num',
    name: 'text',
    nameEn: 'text',
    unit: 'text',
  },
};
const tagData = fc.record({
  tagNo,
  value: fc.option(
    fc.double({ min: -100, max: 100, noNaN: true, noDefaultInfinity: true }).map((v) => v + 0),
    { nil: null },
  ),
  level: fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const),
});
const tagDataShape: Shape = { object: { tagNo: 'id', value: 'valueOrNull', level: 'num' } };
const batch = fc.record({
  results: fc.array(fc.record({ tagNo, ok: fc.boolean(), msg: arb.word }), { maxLength: 3 }),
});
const batchShape: Shape = { object: { results: { list: { object: { tagNo: 'id', ok: 'bool' } } } } };

const reads = <T>(schema: { parse(v: unknown): unknown }, canonical: fc.Arbitrary<T>, shape: Shape) =>
  fc.assert(
    fc.property(wiredPair(canonical, shape), ({ value, wiredValue }) => {
      expect(schema.parse(wiredValue)).toEqual(value);
    }),
  );

describe('threshold and tag alarm answers shaped like a real backend', () => {
  it('read every wired form as the canonical answer', () => {
    reads(thresholdValuesSchema, values, valuesShape);
    reads(thresholdRowSchema, row, rowShape);
    reads(thresholdReplaySchema, replay, replayShape);
    reads(tagAlarmRowSchema, tagRow, tagRowShape);
    reads(tagAlarmDataSchema, tagData, tagDataShape);
    reads(tagAlarmBatchResultSchema, batch, batchShape);
  });

  it('keeps -1 as a measured value and refuses values of another type', () => {
    expect(tagAlarmDataSchema.parse({ tagNo: 7, value: '-1', level: '2' })).toEqual({
      tagNo: '7',
      value: -1,
      level: 2,
    });
    const good = fc.sample(row, 1)[0];
    for (const bad of [
      { point: 'voltage' },
      { device: 'rack' },
      { onDelayS: 'soon' },
      { levels: [{ level: 4 }] },
    ])
      expect(thresholdRowSchema.safeParse({ ...good, ...bad }).success, JSON.stringify(bad)).toBe(false);
    expect(tagAlarmDataSchema.safeParse({ tagNo: 'soc', value: 1, level: 5 }).success).toBe(false);
  });
});

describe('src/api/threshold.ts against a station', () => {
  let station: AnswerServer;
  beforeAll(async () => {
    station = await startAnswerServer();
    initI18n('en');
  });
  afterAll(() => station.close());

  it('reads wired answers through the real http client', async () => {
    const page = (records: unknown[]) => ({
      records,
      total: String(records.length),
      size: 10,
      current: '1',
      pages: 1,
    });
    await fc.assert(
      fc.asyncProperty(
        wiredPair(values, valuesShape),
        wiredPair(fc.array(row, { maxLength: 3 }), { list: rowShape }),
        wiredPair(replay, replayShape),
        wiredPair(fc.array(tagRow, { maxLength: 3 }), { list: tagRowShape }),
        wiredPair(fc.array(tagData, { maxLength: 3 }), { list: tagDataShape }),
        wiredPair(batch, batchShape),
        async (bands, rows, replayed, tags, data, submitted) => {
          station.answer('deviceThreshold/value/get', bands.wiredValue);
          station.answer('deviceThreshold/list', rows.wiredValue);
          station.answer('deviceThreshold/page', page((rows.value as unknown[]).map((r) => r)));
          station.answer('deviceThreshold/replay', replayed.wiredValue);
          station.answer('tagalarm/list', tags.wiredValue);
          station.answer('tagalarm/data', data.wiredValue);
          station.answer('tagalarm/batchSubmit', submitted.wiredValue);
          expect(await getThresholds()).toEqual(bands.value);
          expect(await listThresholdRules('WZ001')).toEqual(rows.value);
          expect(await pageThresholdRules('WZ001', { current: 1, size: 10 })).toEqual({
            records: rows.value,
            total: rows.value.length,
            size: 10,
            current: 1,
            pages: 1,
          });
          expect(await replayThresholdRule('WZ001', defaultRule('soc'))).toEqual(replayed.value);
          expect(await listTagAlarms('WZ001')).toEqual(tags.value);
          expect(await getTagAlarmData('WZ001')).toEqual(data.value);
          expect(await submitTagAlarms('WZ001', [])).toEqual(submitted.value);
        },
      ),
      { numRuns: 10 },
    );
  }, 60_000);

  it('a code-404 answer is null or an empty list; a malformed one rejects naming the call and the field', async () => {
    station.clear();
    expect(await getThresholds()).toBeNull();
    expect(await listThresholdRules('WZ001')).toEqual([]);
    expect(await replayThresholdRule('WZ001', defaultRule('soc'))).toBeNull();
    expect(await listTagAlarms('WZ001')).toEqual([]);
    expect(await getTagAlarmData('WZ001')).toEqual([]);
    station.answer('deviceThreshold/value/set', { ...fc.sample(row, 1)[0], device: 'rack' });
    const error: unknown = await saveThresholdRule('WZ001', defaultRule('soc')).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect((error as Error).message).toBe(
      'The server sent an answer that could not be read (deviceThreshold/value/set: device)',
    );
    station.answer('tagalarm/list', { records: [] });
    await expect(listTagAlarms('WZ001')).rejects.toThrow('(tagalarm/list)');
  });
});
