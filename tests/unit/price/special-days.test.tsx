// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '@/components/confirm-dialog';
import { useConfirmQueue } from '@/components/confirm-store';
import type { PriceTimeline, PriceUnit, SpecialRelation } from '@/contract/api/price';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/stores/session';

/*
 * Time templates' special days (issue 33 defect 6): a day is edited in the always-open form and
 * saved with the version it was read at; a 409 keeps what was typed, says who and when, and
 * Overwrite names the newer version; a removal names the day's version too.
 */

const api = vi.hoisted(() => ({
  stored: [] as SpecialRelation[],
  saveSpecial: vi.fn<(s: SpecialRelation) => Promise<SpecialRelation>>(),
  removeSpecials: vi.fn<(ids: string[], version?: number) => Promise<boolean>>(),
}));
vi.mock('@/api/price', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  getSpecials: () => Promise.resolve(api.stored),
  saveSpecial: api.saveSpecial,
  removeSpecials: api.removeSpecials,
}));
const { SpecialDays } = await import('@/features/settings-time-templates/special-days');

const period = { buy: 1, sell: 1 };
const TIMELINES: PriceTimeline[] = [{ id: '1', name: 'Flat day', rows: [] }];
const UNITS: PriceUnit[] = [
  { id: '2', name: 'Base', prices: { sharp: period, peak: period, flat: period, valley: period } },
];
const HOLIDAY: SpecialRelation = {
  id: '5',
  name: 'Holiday',
  startDate: '2030-05-01',
  endDate: '2030-05-01',
  timelineId: '1',
  unitId: '2',
  version: 3,
};
const CONFLICT = { changedBy: 'alice', changedAt: '2030-04-30 10:00:00', version: 4 };
const conflictError = () =>
  Object.assign(new Error('Changed meanwhile'), {
    status: 409,
    code: 409,
    body: { code: 409, data: CONFLICT },
  });

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SpecialDays timelines={TIMELINES} units={UNITS} />
      <ConfirmHost />
    </QueryClientProvider>,
  );
}
const form = (name: RegExp) => screen.getByRole('form', { name });
const nameField = (f: HTMLElement) => within(f).getByLabelText<HTMLInputElement>(/Name/);

beforeAll(() => initI18n('en'));
beforeEach(() => {
  useSession.setState({ userInfo: { role_name: 'administrator' } as never, accessToken: 'token' });
  api.stored = [HOLIDAY];
  api.saveSpecial.mockReset();
  api.removeSpecials.mockReset();
});
afterEach(() => {
  cleanup();
  useConfirmQueue.setState({ queue: [] });
});

describe('special days', { timeout: 30_000 }, () => {
  it('edits a day with its version; on a 409 keeps the typing, says who and when, overwrites', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Holiday' }));
    const edit = form(/Edit special day "Holiday"/);
    expect(nameField(edit).value).toBe('Holiday');
    api.saveSpecial.mockRejectedValueOnce(conflictError());
    fireEvent.change(nameField(edit), { target: { value: 'Mine' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/alice changed this record at 2030-04-30 10:00:00/)).toBeTruthy();
    expect(api.saveSpecial).toHaveBeenLastCalledWith({ ...HOLIDAY, name: 'Mine' });
    expect(nameField(form(/Edit special day/)).value).toBe('Mine');

    api.saveSpecial.mockResolvedValueOnce({ ...HOLIDAY, name: 'Mine', version: 5 });
    fireEvent.click(screen.getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(api.saveSpecial).toHaveBeenCalledTimes(2));
    expect(api.saveSpecial).toHaveBeenLastCalledWith({ ...HOLIDAY, name: 'Mine', version: 4 });
    // Saved: the form adds again.
    expect(await screen.findByRole('form', { name: 'Add special day' })).toBeTruthy();
  });

  it('adds without a version, and removes a day naming the version it was read at', async () => {
    setup();
    await screen.findByText('Holiday');
    const add = form(/Add special day/);
    expect(nameField(add).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Holiday' }));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    });
    await waitFor(() => expect(api.removeSpecials).toHaveBeenCalledWith(['5'], 3));
  });
});
