import { describe, expect, it } from 'vitest';
import { branchState, flowDirections } from '@/features/main-sys/flow-direction';

const powers = (p: Partial<Record<string, number>>) => ({
  pvPowerKw: 0,
  gridPowerKw: 0,
  loadPowerKw: 0,
  storagePowerKw: 0,
  generatorPowerKw: 0,
  chargingPowerKw: 0,
  ...p,
});

describe('energy-flow directions from the sign conventions', () => {
  it('draws a discharging storage (positive) into the bus and a charging one (negative) out of it', () => {
    expect(flowDirections(powers({ storagePowerKw: 250 })).storage).toBe('in');
    expect(branchState('storage', 'in')).toBe('discharge');
    expect(flowDirections(powers({ storagePowerKw: -250 })).storage).toBe('out');
    expect(branchState('storage', 'out')).toBe('charge');
  });

  it('draws grid import (positive) into the bus and export (negative) out of it', () => {
    expect(flowDirections(powers({ gridPowerKw: 100 })).grid).toBe('in');
    expect(flowDirections(powers({ gridPowerKw: -100 })).grid).toBe('out');
    expect(branchState('grid', 'out')).toBe('export');
  });

  it('draws PV and the generator as sources and the load and charging piles as consumers', () => {
    const d = flowDirections(
      powers({ pvPowerKw: 300, generatorPowerKw: 50, loadPowerKw: 400, chargingPowerKw: 60 }),
    );
    expect(d).toEqual({
      pv: 'in',
      grid: 'none',
      load: 'out',
      storage: 'none',
      generator: 'in',
      charging: 'out',
    });
  });

  it('draws tiny or missing powers idle', () => {
    const d = flowDirections(powers({ storagePowerKw: 0.01, gridPowerKw: NaN }));
    expect(d.storage).toBe('none');
    expect(d.grid).toBe('none');
    expect(branchState('pv', 'none')).toBe('idle');
  });
});
