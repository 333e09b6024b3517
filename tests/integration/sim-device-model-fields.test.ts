import { describe, expect, it } from 'vitest';
import type { Page, R } from '@/contract/envelope';
import type { GeneratorData, PowerGridData } from '@/contract/api/devicegroup';
import type { NodeConfig } from '@/contract/api/node-config';
import type { PvDetailsRow } from '@/contract/api/pv';
import { apiCall, apiData } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/* The device model chosen in deviceChooseSys shapes the simulator's device answers. */

const station = useTestStation({ login: ['admin'] });

const get = <T>(path: string, query: Record<string, string | number> = {}) =>
  apiData<T>(station.sim, path, { token: station.admin, query });
const choose = (type: string, model: string, site = 'WZ001') =>
  apiCall<R<NodeConfig>>(station.sim, 'nodeConfig/set', {
    method: 'POST',
    token: station.admin,
    query: { site },
    body: { type, model },
    lang: 'en',
  });

describe('device models in the simulator', () => {
  it('answers with the default models’ fields, then with the chosen models’ fields only', async () => {
    const row = (await get<Page<PvDetailsRow>>('pvdetails/list')).records[0];
    expect(row).toHaveProperty('powerLimitKw');
    expect(row.strings).toHaveLength(2);
    expect(row).not.toHaveProperty('enable');
    expect(await get<GeneratorData>('fdj/getFdjData', { fdjId: 'WZ001-FDJ-01' })).toHaveProperty(
      'fuelPercent',
    );
    expect(await get<PowerGridData>('powerGrid/data', { no: 'WZ001-GRID' })).toHaveProperty('voltage');

    expect((await choose('pv', 'inverter-b')).body.data).toMatchObject({ pv: 'inverter-b' });
    expect((await choose('fdj', 'diesel-b')).body.code).toBe(200);
    expect((await choose('grid', 'meter-b')).body.code).toBe(200);
    const b = (await get<Page<PvDetailsRow>>('pvdetails/list')).records[0];
    expect(Object.keys(b).sort()).toEqual([
      'enable',
      'name',
      'nameEn',
      'no',
      'powerKw',
      'run',
      'todayEnergyKwh',
    ]);
    const fdj = await get<GeneratorData>('fdj/getFdjData', { fdjId: 'WZ001-FDJ-01' });
    expect(fdj).not.toHaveProperty('fuelPercent');
    expect(fdj).toHaveProperty('runHours');
    const grid = await get<PowerGridData>('powerGrid/data', { no: 'WZ001-GRID' });
    for (const k of ['voltage', 'current', 'reactivePowerKvar', 'powerFactor', 'frequencyHz'])
      expect(grid).not.toHaveProperty(k);
    expect(grid).toHaveProperty('gridPowerKw');
    // The other site keeps its own choice.
    expect((await get<Page<PvDetailsRow>>('pvdetails/list', { site: 'WZ002' })).records[0]).toHaveProperty(
      'strings',
    );
    expect(await get<NodeConfig>('nodeConfig/get')).toEqual({
      bms: 'stack-a',
      pv: 'inverter-b',
      fdj: 'diesel-b',
      grid: 'meter-b',
    });
  });

  it('refuses an unknown type or model with the spec message', async () => {
    expect((await choose('fdj', 'inverter-a')).body.msg).toBe('Please enter the correct parameter! (model)');
    expect((await choose('meter', 'meter-a')).body.msg).toBe('Please enter the correct parameter! (type)');
  });
});
