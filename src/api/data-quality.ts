import {
  type IntegrityRule,
  integrityRuleSchema,
  type MinMaxVoltage,
  minMaxVoltagesSchema,
  type TagException,
  tagExceptionsSchema,
  type TagIntegrity,
  tagIntegritySchema,
} from '@/contract/api/data-quality';
import { get, post } from './http';
import { readAnswer } from './read-answer';

/*
 * Data quality (spec §7 Data: tagintegrity GET/POST, tagexceptiondata/query, minmaxvoltage/list;
 * issue 28), read with the contract's schemas (src/contract/api/data-quality.ts). A code-404
 * answer (spec §8: normal, null data) resolves null: the panel shows its empty state.
 */

export const dataQualityKeys = {
  all: ['dataQuality'] as const,
  integrity: (site: string, deviceId: string, startDate: string, endDate: string) =>
    ['dataQuality', 'integrity', site, deviceId, startDate, endDate] as const,
  exceptions: (site: string, deviceId: string, tagNo: string, date: string) =>
    ['dataQuality', 'exceptions', site, deviceId, tagNo, date] as const,
  minMax: (site: string, date: string) => ['dataQuality', 'minmax', site, date] as const,
};

const orNull =
  <T>(read: (data: unknown) => T) =>
  (data: unknown) =>
    data === null || data === undefined ? null : read(data);

/** Expected and received points per tag per day of one device (`yyyy-MM-dd`, at most 31 days). */
export const getTagIntegrity = async (
  site: string,
  q: { deviceId: string; startDate: string; endDate: string },
): Promise<TagIntegrity | null> =>
  orNull((d) => readAnswer(tagIntegritySchema, d, 'tagintegrity'))(
    await get<unknown>('tagintegrity', { site, ...q }),
  );

/** Saves the completeness threshold and flat-line minutes (administrators). */
export const saveIntegrityRule = async (site: string, rule: IntegrityRule): Promise<IntegrityRule> =>
  readAnswer(
    integrityRuleSchema,
    await post('tagintegrity', { query: { site }, json: rule }),
    'tagintegrity',
  );

/** Gaps, out-of-range and flat runs of one tag on one day. */
export const getTagExceptions = async (
  site: string,
  q: { deviceId: string; tagNo: string; date: string },
): Promise<TagException[] | null> =>
  orNull((d) => readAnswer(tagExceptionsSchema, d, 'tagexceptiondata/query'))(
    await get<unknown>('tagexceptiondata/query', { site, ...q }),
  );

/** Each cluster's lowest and highest cell voltage of a day. */
export const getMinMaxVoltage = async (site: string, date: string): Promise<MinMaxVoltage[] | null> =>
  orNull((d) => readAnswer(minMaxVoltagesSchema, d, 'minmaxvoltage/list'))(
    await get<unknown>('minmaxvoltage/list', { site, date }),
  );
