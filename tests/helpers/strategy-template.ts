import type { PlanRow, StrategyTemplate, TemplateInput } from '@/contract/api/strategy';

/** One row over the whole day (standby unless told otherwise). */
export const wholeDay = (strategy: PlanRow['strategy'] = 'standby', powerKw = 0): PlanRow => ({
  start: '00:00',
  end: '24:00',
  strategy,
  powerKw,
});

/**
 * A complete strategy template as the form sends it (`strategy/template/save`): plain defaults
 * (no SOC limits, no anti-reverse-flow, planned power, one standby row), overridden per test.
 */
export function templateInput(over: Partial<TemplateInput> = {}): TemplateInput {
  return {
    name: 'Test',
    brandCode: '',
    type: 'timeOfUse',
    priority: 1,
    startDate: '',
    endDate: '',
    weekdays: [],
    socUpper: 100,
    socLower: 0,
    storageCapacityKwh: null,
    pvCapacityKwp: null,
    antiReverseFlow: false,
    dynamicCapacity: false,
    demandKw: null,
    chargeMode: 'plannedPower',
    chargeThresholdKw: null,
    dischargeThresholdKw: null,
    acEarlyOpenMin: 0,
    acLateCloseMin: 0,
    rows: [wholeDay()],
    ...over,
  };
}

/** A saved and delivered template as the simulator keeps it (for model-level tests). */
export function storedTemplate(over: Partial<StrategyTemplate> = {}): StrategyTemplate {
  return {
    ...templateInput(),
    id: 't1',
    site: 'WZ001',
    updatedAt: '',
    deliveredAt: '2026-01-01 00:00:00',
    changedSinceDelivery: false,
    ...over,
  };
}
