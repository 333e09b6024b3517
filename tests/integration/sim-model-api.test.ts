import { describe, expect, it } from 'vitest';
import type { Page } from '@/contract/envelope';
import type { HistoryPoint, HistoryTotal } from '@/contract/api/history';
import type { EnergyDetail } from '@/contract/api/energy';
import type { FeeDay, ProfitTotal, QuantityDay } from '@/contract/api/profit';
import type { StackModel } from '@/contract/api/devicegroup';
import { cellPowerKw, ohmicCoefficient } from '../../simulator/model/losses';
import { day, unzip, useModelApiStation } from './helpers/model-api';

/* The model over HTTP: a simulated day's physics and the monitoring calls' shapes (validation and faults: sim-model-faults-api). */

const { call, api, ok, hook } = useModelApiStation();

describe('physics over a simulated day', () => {
  it('balances energy, keeps SOC within limits matching integrated power, and reports add up', async () => {
    const start = await ok<StackModel & { soc: number }>('devicegroup/getDuiModel');
    const adv = await hook('advance', { seconds: 86_400 });
    const simTime = (adv.data as { simTime: number }).simTime;
    const today = day(simTime);
    const yesterday = day(simTime - 86_400_000);
    const points = await ok<HistoryPoint[]>('datapower/history/day', {
      startTime: yesterday,
      endTime: today,
    });
    expect(points.length).toBeGreaterThan(250);
    const cap = start.capacityKwh;
    for (const p of points) {
      expect(p.soc).toBeGreaterThanOrEqual(start.socLowerLimit - 0.01);
      expect(p.soc).toBeLessThanOrEqual(start.socUpperLimit + 0.01);
      expect(p.gridKw).toBeCloseTo(p.loadKw - p.pvKw - p.storageKw - p.generatorKw + p.auxKw!, 1);
    }
    const last = points.length - 1;
    const window = points.slice(last - 287, last + 1);
    // The energy the cells gave (SOC integrates it after the PCS and ohmic losses, issue 29).
    const cells = start.racks * start.cellsPerRack;
    const k = ohmicCoefficient(0.325 * cells, cells, 3.2);
    const n = start.clusters;
    const energy = window
      .slice(1)
      .reduce((s, p) => s + (n * cellPowerKw(p.storageKw / n, k).chemKw * 5) / 60, 0);
    const socDrop = window[0].soc - window[window.length - 1].soc;
    expect(Math.abs((socDrop * cap) / 100 - energy)).toBeLessThan(0.005 * cap + 1);
    const swing = Math.max(...window.map((p) => p.soc)) - Math.min(...window.map((p) => p.soc));
    expect(swing).toBeGreaterThan(10);

    const days = await ok<HistoryTotal[]>('datapower/history/month', {
      startTime: yesterday,
      endTime: yesterday,
    });
    const d = days[0];
    const lhs = d.gridImportKwh - d.gridExportKwh;
    const rhs = d.loadKwh - d.pvKwh - d.dischargeKwh + d.chargeKwh - d.generatorKwh + d.auxKwh!;
    expect(Math.abs(lhs - rhs)).toBeLessThanOrEqual(0.005 * d.loadKwh);

    // Up to yesterday: today's row grows while the simulator runs, and a total read a moment after
    // its rows differed by 0.1 kWh in a loaded CI run. Days that are over do not move.
    const from = day(simTime - 20 * 86_400_000);
    const cn = await ok<EnergyDetail>('energyday/getCnEnergyDetail', { startTime: from, endTime: yesterday });
    expect(cn.rows).toHaveLength(20);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(cn.total.charge).toBeCloseTo(sum(cn.rows.map((r) => r.values.charge!)), 2);
    expect(cn.total.discharge).toBeGreaterThan(0);

    const page = await ok<Page<QuantityDay>>('profitday/quantity/page', {
      startTime: from,
      endTime: yesterday,
      current: 1,
      size: 100,
    });
    expect(page).toMatchObject({ total: 20, size: 100, current: 1, pages: 1 });
    const total = await ok<ProfitTotal>('profitday/quantity/total', { startTime: from, endTime: yesterday });
    expect(total.charge.total).toBeCloseTo(sum(page.records.map((r) => r.charge.total)), 2);
    expect(total.discharge.valley).toBeCloseTo(sum(page.records.map((r) => r.discharge.valley)), 2);

    const fees = await ok<Page<FeeDay>>('profitday/fee/page', {
      startTime: from,
      endTime: yesterday,
      size: 100,
    });
    const price = { sharp: 1.2, peak: 0.9, flat: 0.6, valley: 0.3 } as const;
    for (const f of fees.records) {
      const q = page.records.find((r) => r.date === f.date)!;
      let profit = 0;
      for (const p of ['sharp', 'peak', 'flat', 'valley'] as const) {
        expect(f.chargeFee[p]).toBeCloseTo(q.charge[p] * price[p], 1);
        expect(f.dischargeFee[p]).toBeCloseTo(q.discharge[p] * price[p], 1);
        profit += (q.discharge[p] - q.charge[p]) * price[p];
      }
      expect(f.profit).toBeCloseTo(profit, 1);
    }
    const feeTotal = await ok<ProfitTotal>('profitday/fee/total', { startTime: from, endTime: yesterday });
    expect(feeTotal.profit).toBeCloseTo(sum(fees.records.map((f) => f.profit)), 1);

    // This month includes today, which grows while the simulator runs: the year's figure read
    // between two reads of the month's days lies between their sums.
    const monthPv = async () =>
      sum(
        (
          await ok<HistoryTotal[]>('datapower/history/month', {
            startTime: `${today.slice(0, 7)}-01`,
            endTime: today,
          })
        ).map((x) => x.pvKwh),
      );
    const before = await monthPv();
    const year = await ok<HistoryTotal[]>('datapower/history/year', {
      startTime: today.slice(0, 7),
      endTime: today.slice(0, 7),
    });
    const after = await monthPv();
    expect(year[0].pvKwh).toBeGreaterThanOrEqual(before - 0.05);
    expect(year[0].pvKwh).toBeLessThanOrEqual(after + 0.05);
  });
});

describe('shapes of the monitoring calls', () => {
  it('answers every device-group, EMS, grid and generator call in the envelope', async () => {
    const groups = await ok<Array<{ groupNo: string; type: string }>>('devicegroup/selectSys');
    expect(groups.map((g) => g.type)).toEqual([
      'storage',
      'storage',
      'pv',
      'grid',
      'generator',
      'chargingPile',
    ]);
    const devices = await ok<unknown[]>('devicegroup/selectAll', { no: groups[0].groupNo });
    expect(devices.length).toBe(6);
    expect(await ok('devicegroup/getRealPower')).toHaveProperty('storagePowerKw');
    const balance = unzip<{ clusters: Array<{ racks: unknown[] }> }>(await ok('devicegroup/rackBalance/zip'));
    expect(balance.clusters).toHaveLength(8);
    expect(balance.clusters[0].racks).toHaveLength(12);
    expect(await ok<unknown[]>('devicegroup/initUIP')).toHaveLength(8);
    expect(await ok('devicegroup/getTotalSOCAndStatus')).toHaveProperty('clusters');
    const detail = await ok<{ racks: unknown[] }>('devicegroup/initDetailUIP', { no: 2 });
    expect(detail.racks).toHaveLength(12);
    expect(await ok<unknown[]>('devicegroup/rackMaxMinInfo')).toHaveLength(8);
    const wz2 = await ok<unknown[]>('devicegroup/initUIP', { site: 'WZ002' });
    expect(wz2).toHaveLength(2);
    const gateways = await ok<string[]>('ems/getGatewayNos');
    const status = unzip<{ gatewayNo: string; clusters: unknown[] }>(
      await ok('ems/status/zip', { no: gateways[0] }),
    );
    expect(status.clusters).toHaveLength(8);
    expect(await ok('powerGrid/data', { no: 'WZ001-GRID' })).toHaveProperty('gridPowerKw');
    const [fdj] = await ok<Array<{ fdjId: string }>>('device/group/fdj', { groupNo: 'WZ001-FDJ' });
    expect(await ok('fdj/getFdjData', { fdjId: fdj.fdjId })).toHaveProperty('fuelPercent');
    for (const g of ['Grid', 'Load', 'Cn', 'FZ', 'BmsPv']) {
      expect(await ok(`energyday/get${g}EnergyCurrent`)).toBeTypeOf('object');
      expect(await ok<unknown[]>(`energyday/get${g}EnergyDetail/extend`)).toHaveLength(1);
    }
    const zip = unzip<{ days: unknown[] }>(
      await ok('energyday/selectByGroupNo/zip', { groupNo: 'WZ001-ESS-1' }),
    );
    expect(zip.days).toHaveLength(1);
    expect(await ok<unknown[]>('profitday/selectTop7')).toHaveLength(7);
    for (const k of ['pcs', 'gf']) {
      const p = await ok<Page<unknown>>(`profitday/${k}/page`, { current: 1, size: 5 });
      expect(Object.keys(p).sort()).toEqual(['current', 'pages', 'records', 'size', 'total']);
    }
    expect(unzip<{ days: unknown[] }>(await ok('profitday/bms/usage/zip')).days).toHaveLength(1);
    expect(unzip<{ template: unknown }>(await ok('profitday/fee/profit/zip')).template).toBeTruthy();
    expect(
      await api('POST', 'profitday/reset', {
        startTime: day(Date.now() - 5 * 86_400_000),
        endTime: day(Date.now()),
      }),
    ).toMatchObject({ code: 200 });
    expect(await ok('devicealarm/getEmsctrl')).toMatchObject({ mode: 'auto' });
    expect(await ok('config/globalAlarm/info')).toEqual({ enabled: 0, level: 3, period: 0 });
  });

  it('serves real xlsx exports named in the request language', async () => {
    for (const path of [
      'energyday/getGridEnergyDetail/export',
      'profitday/fee/export',
      'profitday/quantity/export',
      'profitday/pcs/export',
      'profitday/gf/export',
      'devicealarmhis/export',
    ]) {
      const res = await call('GET', path, {}, undefined, 'zh-CN');
      expect(res.headers.get('content-type')).toContain('spreadsheetml');
      expect(res.headers.get('content-disposition')).toMatch(
        /filename\*=UTF-8''[^;]*%E[0-9A-F]%[0-9A-F]{2}.*\.xlsx$/,
      );
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.subarray(0, 2).toString()).toBe('PK');
    }
  });
});
