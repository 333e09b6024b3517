import {
  integrityRuleAnswerSchema,
  minMaxVoltageSchema,
  tagExceptionSchema,
  tagIntegritySchema,
  type IntegrityRule,
  type MinMaxVoltage,
  type TagException,
  type TagIntegrity,
} from '@/contract/api/data-quality';
import { wireArray, wireNullable } from '@/contract/wire';
import { get, post } from './http';
import { readAnswer } from './read-answer';

/*
 * Data quality (spec §7 Data: tagintegrity GET/POST, tagexceptiondata/query, minmaxvoltage/list;
 * issue 28), read with the contract's schemas (src/contract/api/data-quality.ts). A code-404
 * answer (spec §8: normal, null data) reads as null (integrity: the panel shows its empty state)
 * or [] (exceptions, voltages: no rows).
 */

export const dataQualityKeys = {
  all: ['dataQuality'] as const,
  integrity: (site: string, deviceId: string, startDate: string, endDate: string) =>
    ['dataQuality', 'integrity', site, deviceId, startDate, endDate] as const,
  exceptions: (site: string, deviceId: string, tagNo: string, date: string) =>
    ['dataQuality', 'exceptions', site, deviceId, tagNo, date] as const,
  minMax: (site: string, date: string) => ['dataQuality', 'minmax', site, date] as const,
};

/** Expected and received points per tag per day of one device (`yyyy-MM-dd`, at most 31 days). */
export const getTagIntegrity = async (
  site: string,
  q: { deviceId: string; startDate: string; endDate: string },
): Promise<TagIntegrity | null> =>
  readAnswer(wireNullable(tagIntegritySchema), await get('tagintegrity', { site, ...q }), 'tagintegrity');

/** Saves the completeness threshold and flat-line minutes (administrators). */
export const saveIntegrityRule = async (site: string, rule: IntegrityRule): Promise<IntegrityRule> =>
  readAnswer(
    integrityRuleAnswerSchema,
    await post('tagintegrity', { query: { site }, json: rule }),
    'tagintegrity',
  );

/** Gaps, out-of-range and flat runs of one tag on one day. */
export const getTagExceptions = async (
  site: string,
  q: { deviceId: string; tagNo: string; date: string },
): Promise<TagException[]> =>
  readAnswer(
    wireArray(tagExceptionSchema),
    await get('tagexceptiondata/query', { site, ...q }),
    'tagexceptiondata/query',
  );

/** Each cluster's lowest and highest cell voltage of a day. */
export const getMinMaxVoltage = async (site: string, date: string): Promise<MinMaxVoltage[]> =>
  readAnswer(
    wireArray(minMaxVoltageSchema),
    await get('minmaxvoltage/list', { site, date }),
    'minmaxvoltage/list',
  );
