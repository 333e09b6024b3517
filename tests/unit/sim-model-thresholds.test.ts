import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { activeList } from '../../simulator/model/alarms';
import { createStationModel, type StationModel } from '../../simulator/model/station';
import { DEFAULT_ALARM_THRESHOLDS, ThresholdError } from '../../simulator/model/thresholds';

const options = { clusters: 2, racks: 2, cells: 4, seed: 1, sites: ['WZ001', 'WZ002'] };
const NOW = new Date('2026-06-01T12:00:00').getTime();
let db: Database.Database;

const hottestC = (model: StationModel) =>
  Math.max(...model.extras.get('WZ001')!.stats.map((s) => s.maxDeci / 10));
const overTemp = (model: StationModel) =>
  activeList(model.extras.get('WZ001')!.alarms).filter((a) => a.serviceId === 'cellOverTemperatureL2');

afterEach(() => db?.close());

describe('alarm thresholds from the settings store', () => {
  it('raises and recovers alarms at the thresholds in force, and keeps them across restarts', () => {
    db = new Database(':memory:');
    const model = createStationModel(db, options, NOW);
    expect(model.thresholds()).toEqual(DEFAULT_ALARM_THRESHOLDS);
    model.step(1);
    expect(overTemp(model)).toEqual([]);

    const hot = hottestC(model);
    const lowered = {
      ...DEFAULT_ALARM_THRESHOLDS,
      cellOverTempL2C: { raise: hot - 5, recover: hot - 8 },
      cellOverTempL1C: { raise: hot + 30, recover: hot + 25 },
    };
    model.setThresholds(lowered);
    model.step(1);
    const raised = overTemp(model);
    expect(raised.length).toBeGreaterThan(0);
    expect(raised[0].status).toBe('new');

    const again = createStationModel(db, options, NOW + 2_000);
    expect(again.thresholds()).toEqual(lowered);

    model.setThresholds(DEFAULT_ALARM_THRESHOLDS);
    model.step(1);
    expect(overTemp(model)).toEqual([]);
  });

  it('refuses an incomplete set or a recovery band on the wrong side, keeping the old one', () => {
    db = new Database(':memory:');
    const model = createStationModel(db, options, NOW);
    const { cellOverVoltageMv: _dropped, ...incomplete } = DEFAULT_ALARM_THRESHOLDS;
    expect(() => model.setThresholds(incomplete)).toThrow(ThresholdError);
    expect(() =>
      model.setThresholds({ ...DEFAULT_ALARM_THRESHOLDS, fireTempC: { raise: 60, recover: 70 } }),
    ).toThrow(/fireTempC/);
    expect(() =>
      model.setThresholds({
        ...DEFAULT_ALARM_THRESHOLDS,
        cellUnderVoltageMv: { raise: 2900, recover: 2800 },
      }),
    ).toThrow(/cellUnderVoltageMv/);
    expect(model.thresholds()).toEqual(DEFAULT_ALARM_THRESHOLDS);
  });
});
