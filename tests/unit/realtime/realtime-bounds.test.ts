import { describe, expect, it } from 'vitest';
import type { DeviceGroup, StackModel } from '@/contract/api/devicegroup';
import { boundsOf, HARD_BOUNDS, overBound, topologyFromGroups } from '@/contract/realtime-bounds';
import { parseRealtimePayload } from '@/contract/realtime-schemas';
import { topics } from '@/contract/topics';
import { makeCluster } from './fakes';
import { makeAlarm, makeEnv, makePcs, makePv } from './payloads';

/* Issue 33 defect 3: every real-time array has an upper bound, from the station's topology. */

const storage = (containerNo: number, clusterNos: number[]): DeviceGroup => ({
  groupNo: `WZ001-ESS-${containerNo}`,
  name: '',
  nameEn: '',
  type: 'storage',
  containerNo,
  clusterNos,
});
const GROUPS: DeviceGroup[] = [
  storage(1, [1, 2, 3, 4]),
  storage(2, [5, 6]),
  { groupNo: 'WZ001-PV', name: '', nameEn: '', type: 'pv' },
];
const STACK = { racks: 2, cellsPerRack: 4 } as StackModel;
const TOPOLOGY = topologyFromGroups(GROUPS, STACK);
const pcsUnits = (n: number) =>
  makePcs({ units: Array.from({ length: n }, (_, i) => ({ ...makePcs().units[0], pcsNo: i + 1 })) });

describe('station topology and bounds', () => {
  it('reads clusters, containers, racks and cells per rack from the devicegroup answers', () => {
    expect(TOPOLOGY).toEqual({
      clusters: [1, 2, 3, 4, 5, 6].map((clusterNo) => ({ clusterNo, containerNo: clusterNo <= 4 ? 1 : 2 })),
      containers: [1, 2],
      racks: 2,
      cellsPerRack: 4,
    });
    expect(topologyFromGroups(GROUPS, null)).toMatchObject({ racks: null, cellsPerRack: null });
  });

  it('bounds PCS units by the containers, racks and cells by the stack, never above the ceilings', () => {
    expect(boundsOf(TOPOLOGY)).toMatchObject({ pcsUnits: 2, racks: 2, cellsPerRack: 4, cells: 8 });
    expect(boundsOf(null)).toBe(HARD_BOUNDS);
    const huge = boundsOf({ ...TOPOLOGY, racks: 10_000, cellsPerRack: 10_000 });
    expect(huge).toMatchObject({ racks: HARD_BOUNDS.racks, cells: HARD_BOUNDS.cells });
  });

  it('names the first array beyond its bound: the 20 000-unit PCS message of the report', () => {
    const b = boundsOf(TOPOLOGY);
    expect(overBound('pcs', pcsUnits(2), b)).toBeNull();
    expect(overBound('pcs', pcsUnits(3), b)).toBe('units');
    expect(overBound('pcs', pcsUnits(20_000), HARD_BOUNDS)).toBe('units');
    expect(overBound('cluster', makeCluster(1), b)).toBeNull();
    expect(overBound('cluster', makeCluster(1, { racks: 3 }), b)).toBe('cellVoltageMv');
    expect(overBound('cluster', makeCluster(1, { rackSoc: [1, 2, 3] }), b)).toBe('rackSoc');
    expect(
      overBound('pv', makePv({ inverters: Array(HARD_BOUNDS.inverters + 1).fill(makePv().inverters[0]) }), b),
    ).toBe('inverters');
    expect(
      overBound('alarm', makeAlarm({ active: Array(HARD_BOUNDS.alarms + 1).fill(makeAlarm().active[0]) }), b),
    ).toBe('active');
  });

  it('reaches into environment cards: fields per card and dictionary entries per field', () => {
    const card = makeEnv().cards[0];
    const field = card.fields[0];
    const manyFields = makeEnv({
      cards: [{ ...card, fields: Array(HARD_BOUNDS.envFields + 1).fill(field) }],
    });
    expect(overBound('env', makeEnv(), HARD_BOUNDS)).toBeNull();
    expect(overBound('env', manyFields, HARD_BOUNDS)).toBe('fields');
    const dict = Object.fromEntries(
      Array.from({ length: HARD_BOUNDS.dictEntries + 1 }, (_, i) => [i, { zh: '', en: '' }]),
    );
    expect(
      overBound('env', makeEnv({ cards: [{ ...card, fields: [{ ...field, dict }] }] }), HARD_BOUNDS),
    ).toBe('dict');
    expect(
      overBound('env', makeEnv({ cards: Array(HARD_BOUNDS.envCards + 1).fill(card) }), HARD_BOUNDS),
    ).toBe('cards');
  });

  it('has the schemas refuse an array beyond its ceiling too (whoever parses without the worker)', () => {
    const parse = (topic: string, v: unknown) => parseRealtimePayload(topic, v).ok;
    expect(parse(topics.pcs('WZ001'), pcsUnits(HARD_BOUNDS.pcsUnits))).toBe(true);
    expect(parse(topics.pcs('WZ001'), pcsUnits(HARD_BOUNDS.pcsUnits + 1))).toBe(false);
    const cells = HARD_BOUNDS.cellsPerRack;
    const tall = makeCluster(1, { racks: HARD_BOUNDS.racks + 1, cellsPerRack: 1 });
    expect(parse(topics.cluster('WZ001', 1), tall)).toBe(false);
    expect(parse(topics.cluster('WZ001', 1), makeCluster(1, { racks: 1, cellsPerRack: cells + 1 }))).toBe(
      false,
    );
    const alarms = Array(HARD_BOUNDS.alarms + 1).fill(makeAlarm().active[0]);
    expect(parse(topics.alarm('WZ001'), makeAlarm({ active: alarms }))).toBe(false);
  });

  it('leaves wrong shapes to the schema (no array, not an object)', () => {
    expect(overBound('pcs', { ts: 1, units: 'x' }, HARD_BOUNDS)).toBeNull();
    expect(overBound('pcs', null, HARD_BOUNDS)).toBeNull();
  });

  it('reads only the length of a flat array: no element of 20 000 units is touched', () => {
    let reads = 0;
    const units = new Proxy(pcsUnits(20_000).units, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    expect(overBound('pcs', { ts: 1, units }, HARD_BOUNDS)).toBe('units');
    expect(reads).toBe(0);
  });
});
