import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '@/api/http';
import { initI18n } from '@/lib/i18n';
import { getUpgradeOverview, startUpgrade, stopUpgrade } from '@/api/upgrade';
import {
  UPGRADE_STATUSES,
  UPGRADE_STEPS,
  upgradeOverviewSchema,
  upgradeTaskSchema,
  type UpgradeTask,
} from '@/contract/api/upgrade';
import { startAnswerServer, type AnswerServer } from '../api/answer-server';
import { arb, wiredPair, type Shape } from './wire-shapes';

/*
 * Firmware upgrade answers (src/api/upgrade.ts reads them with src/contract/api/upgrade.ts) shaped
 * like a real BladeX backend's: numbers as text, ids as numbers, null or missing texts, extra
 * fields, a code-404 null; and a malformed answer rejecting with a message that names the call.
 */

const taskShape: Shape = {
  object: {
    id: 'id',
    site: 'text',
    deviceId: 'id',
    deviceName: 'text',
    packageName: 'text',
    targetVersion: 'text',
    fromVersion: 'text',
    step: 'textOrNull',
    progress: 'num',
    reason: 'text',
    reasonCode: 'textOrNull',
    readBackVersion: 'text',
    startedAt: 'text',
    endedAt: 'textOrNull',
    operator: 'text',
  },
};
const task: fc.Arbitrary<UpgradeTask> = fc.record({
  id: arb.id,
  site: arb.text,
  deviceId: arb.word,
  deviceName: arb.text,
  packageName: arb.text,
  targetVersion: arb.text,
  fromVersion: arb.text,
  status: fc.constantFrom(...UPGRADE_STATUSES),
  step: fc.option(fc.constantFrom(...UPGRADE_STEPS), { nil: null }),
  progress: fc.integer({ min: 0, max: 100 }),
  reason: arb.text,
  reasonCode: fc.option(fc.constantFrom('stepFailed', 'timeout', 'readBackMismatch', 'interrupted'), {
    nil: null,
  }),
  readBackVersion: arb.text,
  startedAt: arb.time,
  endedAt: fc.option(arb.time, { nil: null }),
  operator: arb.text,
});
const overviewShape: Shape = {
  object: {
    devices: { list: { object: { id: 'id', name: 'text', type: 'text', model: 'text', version: 'text' } } },
    packages: {
      list: { object: { id: 'id', name: 'text', model: 'text', version: 'text', size: 'num' } },
    },
    tasks: { list: taskShape },
  },
};
const overview = fc.record({
  devices: fc.array(
    fc.record({ id: arb.id, name: arb.text, type: arb.text, model: arb.text, version: arb.text }),
    { maxLength: 3 },
  ),
  packages: fc.array(
    fc.record({ id: arb.id, name: arb.text, model: arb.text, version: arb.text, size: arb.count }),
    { maxLength: 3 },
  ),
  tasks: fc.array(task, { maxLength: 3 }),
});

describe('upgrade answers shaped like a real backend', () => {
  it('upgrade/list and a task read every wired form as the canonical answer', () => {
    fc.assert(
      fc.property(wiredPair(overview, overviewShape), ({ value, wiredValue }) => {
        expect(upgradeOverviewSchema.parse(wiredValue)).toEqual(value);
      }),
    );
    fc.assert(
      fc.property(wiredPair(task, taskShape), ({ value, wiredValue }) => {
        expect(upgradeTaskSchema.parse(wiredValue)).toEqual(value);
      }),
    );
  });

  it('refuses values of another type', () => {
    const good = fc.sample(task, 1)[0];
    for (const bad of [{ status: 'done' }, { progress: 'half' }, { id: { n: 1 } }, { step: 'flash' }])
      expect(upgradeTaskSchema.safeParse({ ...good, ...bad }).success, JSON.stringify(bad)).toBe(false);
  });
});

describe('src/api/upgrade.ts against a station', () => {
  let station: AnswerServer;
  beforeAll(async () => {
    station = await startAnswerServer();
    initI18n('en');
  });
  afterAll(() => station.close());

  it('reads wired answers through the real http client', async () => {
    await fc.assert(
      fc.asyncProperty(wiredPair(overview, overviewShape), wiredPair(task, taskShape), async (list, one) => {
        station.answer('upgrade/list', list.wiredValue);
        station.answer('upgrade/start', one.wiredValue);
        station.answer('upgrade/stop', one.wiredValue);
        expect(await getUpgradeOverview('WZ001')).toEqual(list.value);
        expect(await startUpgrade('WZ001', { deviceId: 'd', packageId: 'p' })).toEqual(one.value);
        expect(await stopUpgrade(one.value.id)).toEqual(one.value);
      }),
      { numRuns: 25 },
    );
  }, 60_000);

  it('a code-404 answer is null; a malformed one rejects naming the call and the field', async () => {
    station.clear();
    expect(await getUpgradeOverview('WZ001')).toBeNull();
    const flashing = { ...fc.sample(task, 1)[0], status: 'flashing' };
    station.answer('upgrade/list', { devices: [], packages: [], tasks: [flashing] });
    const error: unknown = await getUpgradeOverview('WZ001').catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect((error as Error).message).toBe(
      'The server sent an answer that could not be read (upgrade/list: tasks.0.status)',
    );
  });
});
