// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseDrill } from '@/features/power-sys/drill';
import { OFFLINE_STATUS } from '@/features/power-sys/summary-rows';
import { StationToolbar } from '@/features/power-sys/toolbar';
import { changeLanguage, initI18n } from '@/lib/i18n';

/* The station view's status chips with a silent cluster (issue 27): its own offline count. */

beforeAll(() => initI18n('en'));
afterEach(cleanup);

describe('station toolbar status counts', () => {
  it('shows silent clusters as their own offline chip, in en and zh, and filters by it', async () => {
    const onChange = vi.fn();
    const counts = new Map([
      [3, 1],
      [OFFLINE_STATUS, 1],
    ]);
    const state = parseDrill(new URLSearchParams(''));
    const { rerender } = render(
      <StationToolbar state={state} containers={[1]} counts={counts} onChange={onChange} />,
    );
    expect(screen.getByTestId('status-filter-3').textContent).toBe('Standby 1');
    expect(screen.getByTestId('status-filter-offline').textContent).toBe('Offline 1');
    fireEvent.click(screen.getByTestId('status-filter-offline'));
    expect(onChange).toHaveBeenCalledWith({ statuses: [OFFLINE_STATUS] });
    await act(() => changeLanguage('zh'));
    rerender(<StationToolbar state={state} containers={[1]} counts={new Map(counts)} onChange={onChange} />);
    expect(screen.getByTestId('status-filter-offline').textContent).toBe('离线 1');
    await act(() => changeLanguage('en'));
    // No silent cluster: no offline chip.
    rerender(
      <StationToolbar state={state} containers={[1]} counts={new Map([[3, 2]])} onChange={onChange} />,
    );
    expect(screen.queryByTestId('status-filter-offline')).toBeNull();
  });
});
