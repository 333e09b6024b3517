// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PriceApi from '@/api/price';
import type { PriceRelation, PriceTimeline, PriceUnit } from '@/contract/api/price';
import { initI18n } from '@/lib/i18n';
import { notify } from '@/lib/notify';

/*
 * Time templates' month relations (issue 32): the year is one setting in the CRUD form over the
 * contract's relation schema. A month left out is said with the spec's words and nothing is
 * sent; a valid year is sent parsed (ids kept, names trimmed) and said; operators only look; a
 * 409 keeps what was typed, says who and when, and Reload brings the stored year.
 */

const api = vi.hoisted(() => ({
  stored: [] as PriceRelation[],
  saveRelations: vi.fn<(list: PriceRelation[]) => Promise<PriceRelation[]>>(),
}));
vi.mock('@/api/price', async (original) => {
  const { useQuery } = await import('@tanstack/react-query');
  const real = await original<typeof PriceApi>();
  return {
    ...real,
    saveRelations: api.saveRelations,
    useRelations: () =>
      useQuery({ queryKey: real.priceKeys.relations, queryFn: () => Promise.resolve(api.stored) }),
  };
});
const { RelationsEditor } = await import('@/features/settings-time-templates/relations-editor');

const period = { buy: 1, sell: 1 };
const TIMELINES: PriceTimeline[] = [
  { id: '1', name: 'Flat day', rows: [] },
  { id: '3', name: 'Noon', rows: [] },
];
const UNITS: PriceUnit[] = [
  { id: '2', name: 'Base', prices: { sharp: period, peak: period, flat: period, valley: period } },
];
const YEAR: PriceRelation = {
  id: '7',
  name: 'Year',
  months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  timelineId: '1',
  unitId: '2',
};

function setup(canEdit = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RelationsEditor saved={[YEAR]} timelines={TIMELINES} units={UNITS} canEdit={canEdit} />
    </QueryClientProvider>,
  );
  return within(screen.getByRole('group', { name: 'Month relations 1' }));
}
const saveButton = () => screen.getByRole('button', { name: 'Save relations' });

beforeAll(() => initI18n('en'));
beforeEach(() => {
  api.stored = [YEAR];
  api.saveRelations.mockReset();
  api.saveRelations.mockImplementation((list) => Promise.resolve(list));
});
afterEach(cleanup);

describe('RelationsEditor', { timeout: 30_000 }, () => {
  it('says the months left out and sends nothing, then sends the parsed year and says it is saved', async () => {
    const success = vi.spyOn(notify, 'success');
    const rel = setup();
    fireEvent.click(rel.getByRole('button', { name: 'Q1' }));
    fireEvent.click(saveButton());
    expect(await screen.findByText('Months without a relation: 1, 2, 3')).toBeTruthy();
    expect(api.saveRelations).not.toHaveBeenCalled();
    fireEvent.click(rel.getByRole('button', { name: 'Q1' }));
    await waitFor(() => expect(screen.queryByText(/Months without a relation/)).toBeNull());
    fireEvent.change(rel.getByLabelText('Timeline'), { target: { value: '3' } });
    fireEvent.change(rel.getByLabelText('Name'), { target: { value: '  Whole year ' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(api.saveRelations).toHaveBeenCalledTimes(1));
    expect(api.saveRelations).toHaveBeenCalledWith([{ ...YEAR, name: 'Whole year', timelineId: '3' }]);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Saved'));
  });

  it('adds a relation with no months and says a month in two relations', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Add relation' }));
    const second = within(await screen.findByRole('group', { name: 'Month relations 2' }));
    fireEvent.click(second.getByRole('button', { name: 'Q4' }));
    fireEvent.click(saveButton());
    expect(await screen.findByText('Month 10 is in more than one relation')).toBeTruthy();
    expect(api.saveRelations).not.toHaveBeenCalled();
    fireEvent.click(second.getByRole('button', { name: 'Remove relation' }));
    await waitFor(() => expect(screen.queryByText(/in more than one relation/)).toBeNull());
  });

  it('lets operators look but not change, saying why', () => {
    const rel = setup(false);
    expect(rel.getByRole('textbox', { name: 'Name' }).matches(':disabled')).toBe(true);
    expect(rel.getByRole('button', { name: 'Q1' }).matches(':disabled')).toBe(true);
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Add relation' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Only administrators may do this.')).toBeTruthy();
  });

  it('on a 409 keeps what was typed, says who and when, and Reload brings the stored year', async () => {
    const conflict = { changedBy: 'alice', changedAt: '2030-04-30 10:00:00' };
    api.saveRelations.mockRejectedValueOnce(
      Object.assign(new Error('Changed meanwhile'), {
        status: 409,
        code: 409,
        body: { code: 409, data: conflict },
      }),
    );
    const rel = setup();
    fireEvent.change(rel.getByLabelText('Name'), { target: { value: 'Mine' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText(/^alice changed this record at 2030-04-30 10:00:00\./)).toBeTruthy();
    expect(rel.getByLabelText<HTMLInputElement>('Name').value).toBe('Mine');
    api.stored = [{ ...YEAR, name: 'Theirs' }];
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    // The rows are drawn afresh from the stored year.
    const name = () =>
      within(screen.getByRole('group', { name: 'Month relations 1' })).getByLabelText('Name');
    await waitFor(() => expect((name() as HTMLInputElement).value).toBe('Theirs'));
    expect(screen.queryByText(/changed this record/)).toBeNull();
  });
});
