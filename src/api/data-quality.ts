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
import { type DetectionResult, detectionResultSchema } from '@/contract/api/data-detection';
import { wireArray, wireNullable } from '@/contract/wire';
import { get, post } from './http';
import { readAnswer } from './read-answer';

/*
 * Data quality (spec §7 Data: tagintegrity GET/POST, tagexceptiondata/query, minmaxvoltage/list,
 * dataDetection getResult and getModuleDetection; issue 28), read with the contract's schemas
 * (src/contract/api/data-quality.ts, data-detection.ts). A code-404 answer (spec §8: normal, null
 * data) reads as null (integrity, detection: the panel shows its empty state) or [] (exceptions,
 * voltages: no rows).
 */

export const dataQualityKeys = {
  all: ['dataQuality'] as const,
  integrity: (site: string, deviceId: string, startDate: string, endDate: string) =>
    ['dataQuality', 'integrity', site, deviceId, startDate, endDate] as const,
  exceptions: (site: string, deviceId: string, tagNo: string, date: string) =>
    ['dataQuality', 'exceptions', site, deviceId, tagNo, date] as const,
  minMax: (site: string, date: string) => ['dataQuality', 'minmax', site, date] as const,
  detection: (site: string, deviceId: string, date: string) =>
    ['dataQuality', 'detection', site, deviceId, date] as const,
  modules: (site: string, deviceId: string, date: string) =>
    ['dataQuality', 'modules', site, deviceId, date] as const,
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

/** A detection run of one day: per device (the station's devices and clusters, or `deviceId`). */
export const getDetectionResult = async (
  site: string,
  q: { date: string; deviceId?: string },
): Promise<DetectionResult | null> =>
  readAnswer(
    wireNullable(detectionResultSchema),
    await get('dataDetection/getResult', { site, ...q }),
    'dataDetection/getResult',
  );

/** The same per battery module of a cluster (`cluster-N`) or of one pack (`rack-N-M`). */
export const getModuleDetection = async (
  site: string,
  q: { deviceId: string; date: string },
): Promise<DetectionResult | null> =>
  readAnswer(
    wireNullable(detectionResultSchema),
    await get('dataDetection/getModuleDetection', { site, ...q }),
    'dataDetection/getModuleDetection',
  );
