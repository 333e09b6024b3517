// @vitest-environment jsdom
// Issue 34: powerSys's cluster tiles and PCS cards render only when something they show changed,
// not when a live figure moved below its shown precision (which every 1 Hz message does). The
// render probe poses as the React DevTools hook, so everything React is imported after it.
import { describe, expect, it } from 'vitest';
import type { PcsRealtime } from '@/contract/realtime-payloads';
import type { ClusterRow } from '@/features/power-sys/summary-rows';
import { renderCountSetup } from '../render-count-setup';

const { act, render, applyBatch, resetRealtimeStore, topics, probe } = await renderCountSetup();
const { ClusterTile, paintTileFigures } = await import('@/features/power-sys/cluster-tile');
const { PcsPanel } = await import('@/features/power-sys/pcs-panel');
const { ClusterKpis } = await import('@/features/power-sys/cluster-detail');
const { useTileText } = await import('@/features/power-sys/tile-text');
const { renderHook } = await import('@testing-library/react');
const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');

const row = (patch: Partial<ClusterRow> = {}): ClusterRow => ({
  clusterNo: 7,
  containerNo: 1,
  racks: 12,
  cellsPerRack: 24,
  cellsPerPack: 12,
  soc: 52.31,
  soh: 99,
  voltage: 768.04,
  current: -12.01,
  power: -9.22,
  status: 1,
  maxCellMv: 3301.2,
  maxCellMvIndex: 3,
  minCellMv: 3290.1,
  minCellMvIndex: 40,
  maxTempDeciC: 251.2,
  maxTempIndex: 5,
  minTempDeciC: 240.4,
  minTempIndex: 9,
  spreadMv: 11.1,
  updatedAt: 1,
  measured: 0,
  health: 0,
  ...patch,
});

const onOpen = () => {};
function Tile({ r, offline }: { r: ClusterRow; offline?: string }) {
  return <ClusterTile row={r} text={useTileText()} onOpen={onOpen} offline={offline} />;
}

describe('cluster tile: renders what it shows', () => {
  it('a row whose figures moved below the shown precision renders no tile; a shown change does', () => {
    const view = render(<Tile r={row()} />);
    // The bar's filled part is a gradient stop at the shown SOC (one element, DOM budget).
    const bar = () => {
      const el = view.container.querySelector<HTMLElement>('[data-soc-bar]')!;
      expect(el.style.backgroundImage).toContain(`${el.dataset.socBar}%`);
      return `${el.dataset.socBar}%`;
    };
    expect(bar()).toBe('52.3%');
    probe().reset();
    // SOC 52.31 → 52.33 and every other figure moved in its hidden digits: same text on screen.
    view.rerender(
      <Tile r={row({ soc: 52.33, voltage: 768.01, current: -12.04, maxCellMv: 3301.4, updatedAt: 2 })} />,
    );
    expect(probe().read().byComponent.ClusterTile).toBeUndefined();
    view.rerender(<Tile r={row({ soc: 52.41, updatedAt: 3 })} />);
    expect(probe().read().byComponent.ClusterTile).toBe(1);
    expect(view.container.textContent).toContain('52.4%');
    expect(bar()).toBe('52.4%');
  });

  it('figures that moved on screen are written into the tile without rendering it; a health change renders it', () => {
    const text = renderHook(() => useTileText()).result.current;
    const view = render(<ClusterTile row={row()} text={text} onOpen={onOpen} />);
    const shown = (id: string) => view.getByTestId(id).textContent;
    expect(shown('tile-uip')).toContain('768.0');
    expect(shown('tile-max-v')).toBe('3.301 V');
    probe().reset();
    // Voltage, current, power and every cell extreme move on screen, under the same limits.
    const moved = row({ voltage: 770.04, current: -15.01, power: -11.56, maxCellMv: 3305.2, spreadMv: 15.1 });
    view.rerender(<ClusterTile row={moved} text={text} onOpen={onOpen} />);
    expect(probe().read().byComponent.ClusterTile).toBeUndefined();
    expect(shown('tile-uip')).toContain('768.0');
    paintTileFigures(view.container, [moved], text);
    expect(shown('tile-uip')).toContain('770.0');
    expect(shown('tile-uip')).toContain('-15.0');
    expect(shown('tile-max-v')).toBe('3.305 V');
    expect(shown('tile-spread')).toBe('15 mV');
    // A value beyond its limit: the tile renders, the icon comes before the painted figure.
    const high = row({ ...moved, maxCellMv: 3700, health: 2 });
    view.rerender(<ClusterTile row={high} text={text} onOpen={onOpen} />);
    expect(probe().read().byComponent.ClusterTile).toBe(1);
    const max = view.getByTestId('tile-max-v');
    expect(max.dataset.health).toBe('2');
    expect(max.querySelector('svg')).not.toBeNull();
    paintTileFigures(view.container, [{ ...high, maxCellMv: 3701 }], text);
    expect(max.textContent).toBe('3.701 V');
    expect(max.querySelector('svg')).not.toBeNull();
  });

  it('a silent cluster shows offline with its last-seen time and none of its last figures (issue 27)', () => {
    const view = render(<Tile r={row()} offline="No data since 10:02:03" />);
    const tile = view.getByTestId('cluster-tile');
    expect(tile.dataset.offline).toBe('true');
    expect(view.getByTestId('tile-status').textContent).toBe('Offline');
    expect(view.getByTestId('tile-offline').textContent).toBe('No data since 10:02:03');
    // Never frozen numbers: no SOC, no voltage, no cell extremes.
    expect(tile.textContent).not.toMatch(/52\.3|768|3\.30|SOC/);
    expect(view.container.querySelector('[data-soc-bar]')).toBeNull();
    // Reporting again: the figures are back.
    view.rerender(<Tile r={row()} />);
    expect(view.getByTestId('cluster-tile').textContent).toContain('52.3%');
  });
});

describe('cluster view KPIs: render what they show', () => {
  it('a frame that moves figures below the shown precision renders no KPI card', () => {
    const view = render(<ClusterKpis row={row()} />);
    probe().reset();
    view.rerender(<ClusterKpis row={row({ soc: 52.33, voltage: 768.01, current: -12.04, updatedAt: 2 })} />);
    expect(probe().read().byComponent.ClusterKpis).toBeUndefined();
    view.rerender(<ClusterKpis row={row({ voltage: 768.5, updatedAt: 3 })} />);
    expect(probe().read().byComponent.ClusterKpis).toBe(1);
    expect(view.container.textContent).toContain('768.5 V');
  });
});

describe('PCS panel: a card renders when its text changes', () => {
  const site = 'WZ001';
  const unit = (pcsNo: number, kw: number): PcsRealtime['units'][number] => ({
    pcsNo,
    activePowerKw: kw,
    reactivePowerKvar: 1.01,
    status: 1,
    dcVoltage: 768.02,
    dcCurrent: 10.01,
    acVoltage: 400.01,
    frequencyHz: 50.001,
    temperatureC: 30.01,
  });
  let seq = 0;
  const send = (units: PcsRealtime['units']) =>
    act(() =>
      applyBatch({
        seq: ++seq,
        state: 'connected',
        topics: [{ topic: topics.pcs(site), value: { ts: seq, units }, receivedAt: Date.now() }],
      }),
    );

  it('figures are written without rendering a card and reach the screen; a status change renders its card', () => {
    resetRealtimeStore();
    const view = render(<PcsPanel site={site} />);
    send([unit(1, 100.01), unit(2, 50.01)]);
    const card = (n: number) => view.container.querySelector(`[data-pcs="${n}"]`)!;
    expect(card(1).textContent).toContain('100.0 kW');
    probe().reset();
    send([unit(1, 100.02), unit(2, 50.03)]);
    send([unit(1, 100.02), unit(2, -60.03)]);
    expect(probe().read().renders).toBe(0);
    expect(card(2).textContent).toContain('-60.0 kW');
    expect(card(2).querySelector('dd [data-sign]')?.getAttribute('data-sign')).toBe('charge');
    expect(card(1).textContent).toContain('768.0 V / 10.0 A');
    send([{ ...unit(1, 100.02), status: 2 }, unit(2, -61.03)]);
    expect(probe().read().byComponent.PcsUnitCard).toBe(1);
    expect(card(2).textContent).toContain('-61.0 kW');
    expect(card(1).textContent).toContain('100.0 kW');
  });

  it('a silent PCS shows offline with its last-seen time instead of its last figures (issue 27)', () => {
    resetRealtimeStore();
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
    const view = render(
      <QueryClientProvider client={queries}>
        <PcsPanel site={site} />
      </QueryClientProvider>,
    );
    send([unit(1, 100.01)]);
    const pcs = (online: boolean) => ({
      id: 'pcs-1',
      name: 'PCS-1',
      type: 'pcs' as const,
      gatewayId: 'gw-1',
      groupNo: null,
      online,
      lastSeen: Date.UTC(2026, 10, 27, 2, 3, 4),
      commErrors: online ? 0 : 4,
      values: online ? { powerKw: 100 } : null,
    });
    const devices = (online: boolean) =>
      act(() =>
        applyBatch({
          seq: ++seq,
          state: 'connected',
          topics: [
            {
              topic: topics.devices(site),
              value: {
                ts: 1,
                gateways: [{ id: 'gw-1', name: 'GW-1', online: true, lastSeen: 1 }],
                devices: [pcs(online)],
              },
              receivedAt: Date.now(),
            },
          ],
        }),
      );
    devices(true);
    expect(view.container.querySelector('[data-pcs="1"]')).not.toBeNull();
    devices(false);
    const offline = view.getByTestId('pcs-offline');
    expect(offline.textContent).toContain('PCS is offline');
    // Station time (Asia/Shanghai by default): 02:03:04 UTC is 10:03:04.
    expect(offline.textContent).toContain('PCS-1 has not reported since 2026-11-27 10:03:04');
    expect(offline.textContent).toContain('Communication errors: 4');
    expect(view.container.querySelector('[data-pcs="1"]')).toBeNull();
    expect(view.container.textContent).not.toContain('100.0 kW');
    devices(true);
    expect(view.container.querySelector('[data-pcs="1"]')).not.toBeNull();
    // Back from offline, the mounted cards get their figures again.
    expect(view.container.querySelector('[data-pcs="1"]')?.textContent).toContain('100.0 kW');
  });
});
