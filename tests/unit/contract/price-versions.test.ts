import { describe, expect, it } from 'vitest';
import {
  meterChangeSchema,
  multiRateMeterTemplateSchema,
  priceTimelineSchema,
  priceUnitSchema,
  specialRelationSchema,
} from '@/contract/api/price';

/*
 * The price answers keep the record's `version` (issue 33 defect 6): the console saves with the
 * version it read, so a schema that drops it, or refuses a backend's null, loses the 409.
 */

const period = { buy: 1, sell: 0.5 };
const RECORDS = {
  timeline: [
    priceTimelineSchema,
    { id: 1, name: 'T', rows: [{ start: '00:00', end: '24:00', period: 'flat' }] },
  ],
  unit: [
    priceUnitSchema,
    { id: 1, name: 'U', prices: { sharp: period, peak: period, flat: period, valley: period } },
  ],
  special: [
    specialRelationSchema,
    { id: 1, name: 'S', startDate: '2030-01-01', endDate: '2030-01-01', timelineId: 1, unitId: 2 },
  ],
  meter: [
    multiRateMeterTemplateSchema,
    { id: 1, templateNo: 'T', zoneTableNo: 'Z', name: '', rows: [{ startTime: '00:00', period: 'flat' }] },
  ],
  change: [
    meterChangeSchema,
    {
      id: 1,
      site: 'WZ001',
      meter: 'grid',
      changeTime: '2030-01-01 00:00',
      oldReading: 1,
      newReading: 0,
      remark: '',
    },
  ],
} as const;

describe('price answers read with the contract schemas', () => {
  for (const [name, [schema, record]] of Object.entries(RECORDS)) {
    it(`keep the version of a ${name} (also as text); none or null reads as none`, () => {
      expect(schema.parse({ ...record, version: 3 })).toMatchObject({ version: 3 });
      expect(schema.parse({ ...record, version: '4' })).toMatchObject({ version: 4 });
      expect(schema.parse(record).version).toBeUndefined();
      expect(schema.parse({ ...record, version: null }).version).toBeUndefined();
    });
  }
});
