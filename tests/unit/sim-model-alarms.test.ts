import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import {
  type AlarmSample,
  createAlarmBook,
  evaluateAlarms,
  operateAlarm,
} from '../../simulator/model/alarms';
import { nextActive, type Threshold } from '../../simulator/model/hysteresis';
import { createAlarmStore } from '../../simulator/store/model-alarms';
import { createModelTables } from '../../simulator/store/model-schema';

const over: Threshold = { direction: 'above', raise: 45, recover: 42 };

const sample = (value: number): AlarmSample => ({
  key: 'ot2:1',
  value,
  threshold: over,
  spec: (v) => ({
    level: 2,
    type: 'bms',
    content: `过温 ${v}`,
    contentEn: `Over temperature ${v}`,
    deviceName: 'BMS-1',
    serialNumber: 'S1',
    serviceId: 'cellOverTemperatureL2',
  }),
});

function setup() {
  const db = new Database(':memory:');
  createModelTables(db);
  const store = createAlarmStore(db);
  return { store, book: createAlarmBook('WZ001', store) };
}

describe('hysteresis', () => {
  it('raises at the threshold and recovers only below the recovery band', () => {
    expect(nextActive(false, 44.9, over)).toBe(false);
    expect(nextActive(false, 45, over)).toBe(true);
    expect(nextActive(true, 43, over)).toBe(true);
    expect(nextActive(true, 41.9, over)).toBe(false);
    const under: Threshold = { direction: 'below', raise: 2800, recover: 2900 };
    expect(nextActive(false, 2850, under)).toBe(false);
    expect(nextActive(false, 2790, under)).toBe(true);
    expect(nextActive(true, 2850, under)).toBe(true);
    expect(nextActive(true, 2950, under)).toBe(false);
  });
});

describe('alarm lifecycle', () => {
  it('raises once while a value hovers at the threshold and recovers by itself', () => {
    const { store, book } = setup();
    const t0 = new Date(2026, 0, 1, 12).getTime();
    expect(evaluateAlarms(book, store, [sample(46)], t0)).toBe(true);
    for (const v of [44, 45.5, 43, 46, 42.5])
      expect(evaluateAlarms(book, store, [sample(v)], t0 + 1000)).toBe(false);
    expect(book.active.size).toBe(1);
    const [alarm] = book.active.values();
    expect(alarm).toMatchObject({
      status: 'new',
      level: 2,
      content: '过温 46',
      contentEn: 'Over temperature 46',
    });
    expect(evaluateAlarms(book, store, [sample(40)], t0 + 5000)).toBe(true);
    expect(book.active.size).toBe(0);
    const { records } = store.history({ site: 'WZ001' }, 0, 10);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      id: alarm.id,
      status: 'recovered',
      processedTime: '2026-01-01 12:00:05',
    });
  });

  it('acknowledges, then clears into history without re-raising until the condition recovers', () => {
    const { store, book } = setup();
    const t0 = new Date(2026, 0, 1, 12).getTime();
    evaluateAlarms(book, store, [sample(50)], t0);
    const [alarm] = book.active.values();
    expect(operateAlarm(book, store, alarm.id, 'acknowledge', 'Admin', t0 + 1000)).toMatchObject({
      status: 'acknowledged',
      operator: 'Admin',
    });
    expect(store.active('WZ001')[0].status).toBe('acknowledged');
    operateAlarm(book, store, alarm.id, 'clear', 'Admin', t0 + 2000);
    expect(book.active.size).toBe(0);
    expect(store.history({ site: 'WZ001', status: 'cleared' }, 0, 10).total).toBe(1);
    expect(evaluateAlarms(book, store, [sample(50)], t0 + 3000)).toBe(false);
    evaluateAlarms(book, store, [sample(30)], t0 + 4000);
    expect(evaluateAlarms(book, store, [sample(50)], t0 + 5000)).toBe(true);
    expect(operateAlarm(book, store, 'nope', 'clear', 'Admin', t0)).toBeNull();
  });

  it('resumes recovery of condition alarms after a restart without raising a duplicate', () => {
    const { store, book } = setup();
    const t0 = new Date(2026, 0, 1, 12).getTime();
    evaluateAlarms(book, store, [sample(50)], t0);
    const restarted = createAlarmBook('WZ001', store);
    expect(evaluateAlarms(restarted, store, [sample(50)], t0 + 1000)).toBe(false);
    expect(restarted.active.size).toBe(1);
    expect(evaluateAlarms(restarted, store, [sample(30)], t0 + 2000)).toBe(true);
    expect(store.active('WZ001')).toHaveLength(0);
  });
});
